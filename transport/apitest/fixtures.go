package apitest

// Fixtures shared by the action tests: rows stored directly through the
// persistence models to set up what an action reads, readers of stored
// rows and of decoded bodies, and the checks of actions no key may call.
// Each row builder takes the row as the test wants it and fills only what
// is left unset (a new id, the owner, times from the harness clock), so a
// test names just the fields its case is about.

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

// AllScopes is a key holding every scope; on a host account, the most an
// API key can hold.
const AllScopes = "read,write,tax,host"

// NewAt starts a server for the test whose clock stands at now.
func NewAt(t testing.TB, now time.Time) *Harness {
	t.Helper()
	return New(t, Options{Clock: NewClock(now)})
}

// NewHost creates a host account whose key holds read, write and host.
func (h *Harness) NewHost(t testing.TB) *Player {
	t.Helper()
	return h.NewAccount(t, persistence.RoleHost, "read,write,host")
}

// Insert stores rows directly, each a pointer to a model or to a slice of
// models, and fails the test when one cannot be stored.
func (h *Harness) Insert(t testing.TB, rows ...any) {
	t.Helper()
	for _, r := range rows {
		if _, err := h.DB.NewInsert().Model(r).Exec(context.Background()); err != nil {
			t.Fatalf("insert %T: %v", r, err)
		}
	}
}

// Read loads the stored row of the model T whose id is id: a uuid.UUID, or
// its text as a decoded body holds it. It fails the test when there is
// none.
func Read[T any](t testing.TB, h *Harness, id any) *T {
	t.Helper()
	row := new(T)
	if s, ok := id.(string); ok {
		u, err := uuid.Parse(s)
		if err != nil {
			t.Fatalf("read %T: the id %q is not a uuid: %v", row, s, err)
		}
		id = u
	}
	if err := h.DB.NewSelect().Model(row).Where("?TableAlias.id = ?", id).Scan(context.Background()); err != nil {
		t.Fatalf("read %T %v: %v", row, id, err)
	}
	return row
}

// stamp is at, or the harness clock's time when at is unset.
func (h *Harness) stamp(at domain.Timestamp) domain.Timestamp {
	if at.IsZero() {
		return domain.NewTimestamp(h.Clock.Now())
	}
	return at
}

// own makes row p's: it sets the owner, fills an unset id with a new one,
// an unset creation time with the harness clock's and an unset update
// time (nil: the row has none) with the creation time, and stores row.
func (p *Player) own(t testing.TB, row any, id, owner *uuid.UUID, created, updated *domain.Timestamp) {
	t.Helper()
	if *id == uuid.Nil {
		*id = uuid.New()
	}
	*owner = p.Account.ID
	*created = p.h.stamp(*created)
	if updated != nil && updated.IsZero() {
		*updated = *created
	}
	p.h.Insert(t, row)
}

// SetName renames p's account, in the store and in p.Account.
func (p *Player) SetName(t testing.TB, name string) {
	t.Helper()
	if _, err := p.h.DB.NewUpdate().Model((*persistence.Account)(nil)).Set("name = ?", name).
		Where("id = ?", p.Account.ID).Exec(context.Background()); err != nil {
		t.Fatalf("rename account: %v", err)
	}
	p.Account.Name = &name
}

// Profile gives p a public profile with handle, made at the harness
// clock's time.
func (p *Player) Profile(t testing.TB, handle string) *persistence.Profile {
	t.Helper()
	now := p.h.stamp(domain.Timestamp{})
	row := &persistence.Profile{AccountID: p.Account.ID, Handle: handle, CreatedAt: now, UpdatedAt: now}
	p.h.Insert(t, row)
	return row
}

// Trip stores row as a trip of p's and returns it; an unset ID, CreatedAt
// or UpdatedAt is filled (created at the harness clock's time).
func (p *Player) Trip(t testing.TB, row persistence.Trip) *persistence.Trip {
	t.Helper()
	p.own(t, &row, &row.ID, &row.AccountID, &row.CreatedAt, &row.UpdatedAt)
	return &row
}

// Session stores row as a session of p's and returns it. An unset
// StartedAt is the harness clock's time, an unset CreatedAt and UpdatedAt
// when it started, and an unset ID a new one. The session is open unless
// row has EndedAt.
func (p *Player) Session(t testing.TB, row persistence.Session) *persistence.Session {
	t.Helper()
	row.StartedAt = p.h.stamp(row.StartedAt)
	if row.CreatedAt.IsZero() {
		row.CreatedAt = row.StartedAt
	}
	p.own(t, &row, &row.ID, &row.AccountID, &row.CreatedAt, &row.UpdatedAt)
	return &row
}

// Closed is s ended minutes after it started with a result of net: it
// sets EndedAt, DurationMinutes, NetResult and CashOut (BuyIn + net).
// net is in dollars.
func Closed(s persistence.Session, minutes int, net float64) persistence.Session {
	end := domain.NewTimestamp(s.StartedAt.Add(time.Duration(minutes) * time.Minute))
	result := USD(net)
	s.EndedAt, s.DurationMinutes, s.NetResult, s.CashOut = &end, &minutes, &result, new(s.BuyIn+result)
	return s
}

// Machine stores row as a machine of p's and returns it; an unset ID,
// CreatedAt or UpdatedAt is filled (created at the harness clock's time).
func (p *Player) Machine(t testing.TB, row persistence.Machine) *persistence.Machine {
	t.Helper()
	p.own(t, &row, &row.ID, &row.AccountID, &row.CreatedAt, &row.UpdatedAt)
	return &row
}

// Offer stores row as an offer of p's and returns it. An unset Status is
// available; an unset ID, CreatedAt or UpdatedAt is filled (created at the
// harness clock's time).
func (p *Player) Offer(t testing.TB, row persistence.Offer) *persistence.Offer {
	t.Helper()
	if row.Status == "" {
		row.Status = persistence.OfferAvailable
	}
	p.own(t, &row, &row.ID, &row.AccountID, &row.CreatedAt, &row.UpdatedAt)
	return &row
}

// Voucher stores row as a voucher of p's and returns it. An unset Status
// is open; an unset ID or CreatedAt is filled (created at the harness
// clock's time).
func (p *Player) Voucher(t testing.TB, row persistence.Voucher) *persistence.Voucher {
	t.Helper()
	if row.Status == "" {
		row.Status = persistence.VoucherOpen
	}
	p.own(t, &row, &row.ID, &row.AccountID, &row.CreatedAt, nil)
	return &row
}

// Tier stores row as a tier of p's (a user_tiers row, as upsert_tier
// would) and returns it. An unset CasinoKey is CasinoName's; an unset ID,
// CreatedAt or UpdatedAt is filled (created at the harness clock's time).
func (p *Player) Tier(t testing.TB, row persistence.UserTier) *persistence.UserTier {
	t.Helper()
	if row.CasinoKey == "" {
		row.CasinoKey = persistence.CasinoKey(row.CasinoName)
	}
	p.own(t, &row, &row.ID, &row.AccountID, &row.CreatedAt, &row.UpdatedAt)
	return &row
}

// RGLimit stores row as a responsible-gaming limit of p's and returns it;
// an unset UpdatedAt is the harness clock's time.
func (p *Player) RGLimit(t testing.TB, row persistence.RGLimit) *persistence.RGLimit {
	t.Helper()
	row.AccountID = p.Account.ID
	row.UpdatedAt = p.h.stamp(row.UpdatedAt)
	p.h.Insert(t, &row)
	return &row
}

// Consent records that p granted or withdrew consent (one of
// persistence.Consents) at at, or at the harness clock's time when at is
// zero. It goes through persistence.AddConsentEvent, so of two changes
// made at the same time the later call is the current one.
func (p *Player) Consent(t testing.TB, consent string, granted bool, at time.Time) *persistence.ConsentEvent {
	t.Helper()
	e := &persistence.ConsentEvent{AccountID: p.Account.ID, Consent: consent, Granted: granted,
		ChangedAt: p.h.stamp(domain.NewTimestamp(at))}
	if err := persistence.AddConsentEvent(context.Background(), p.h.DB, e); err != nil {
		t.Fatal(err)
	}
	return e
}

// Connect puts player in host's book at at, or at the harness clock's
// time when at is zero, as an accepted lead does.
func (h *Harness) Connect(t testing.TB, host, player *Player, at time.Time) {
	t.Helper()
	h.Insert(t, &persistence.HostConnection{HostID: host.Account.ID, PlayerID: player.Account.ID,
		ConnectedAt: h.stamp(domain.NewTimestamp(at))})
}

// Lead has player ask host to connect at at, with message ("" for none),
// the way request_connection does (persistence.CreateLead), and returns
// the new lead; it fails the test when the player has asked that host
// before.
func (h *Harness) Lead(t testing.TB, host, player *Player, message string, at time.Time) *persistence.Lead {
	t.Helper()
	var msg *string
	if message != "" {
		msg = &message
	}
	l, created, err := persistence.CreateLead(context.Background(), h.DB, host.Account.ID, player.Account.ID, msg, domain.NewTimestamp(at))
	if err != nil || !created {
		t.Fatalf("create lead: %v (created %v)", err, created)
	}
	return l
}

// USD is an amount of dollars for a fixture's money field (rounded to the
// cent): write USD(12.5), never a bare 1250, so the unit is on the page.
func USD(dollars float64) domain.Money { return domain.DollarsOf(dollars) }

// USDPtr is USD for an optional money field.
func USDPtr(dollars float64) *domain.Money { return new(USD(dollars)) }

// Date is the date s ("YYYY-MM-DD"); it fails the test when s is not one.
func Date(t testing.TB, s string) *domain.Date {
	t.Helper()
	d, err := domain.ParseDate(s)
	if err != nil {
		t.Fatal(err)
	}
	return &d
}

// Day is the date of at moved by n days.
func Day(at time.Time, n int) *domain.Date {
	d := domain.DateOf(at).AddDays(n)
	return &d
}

// Num is a JSON number of a decoded body (Response.JSON decodes numbers
// as json.Number); it fails the test when v is not a number.
func Num(t testing.TB, v any) float64 {
	t.Helper()
	f, err := strconv.ParseFloat(NumText(t, v), 64)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// NumText is a JSON number of a decoded body as the body writes it
// ("25.5", "0"); it fails the test when v is not a number.
func NumText(t testing.TB, v any) string {
	t.Helper()
	n, ok := v.(json.Number)
	if !ok {
		t.Fatalf("%v (%T) is not a number", v, v)
	}
	return n.String()
}

// WantNum checks that obj[key] is a number equal to want; it fails the
// test at once when it is not a number.
func WantNum(t testing.TB, obj map[string]any, key string, want float64) {
	t.Helper()
	if _, ok := obj[key].(json.Number); !ok {
		t.Fatalf("%s = %v (%T), want a number", key, obj[key], obj[key])
	}
	if got := Num(t, obj[key]); got != want {
		t.Errorf("%s = %v, want %v", key, got, want)
	}
}

// WantNumber checks that got, named what, is a JSON number that is
// exactly want: for money, the float nearest the decimal, as a correct sum
// of cents produces.
func WantNumber(t testing.TB, what string, got any, want float64) {
	t.Helper()
	n, ok := got.(json.Number)
	if !ok {
		t.Errorf("%s = %v (%T), want the number %v", what, got, got, want)
		return
	}
	if f, err := strconv.ParseFloat(n.String(), 64); err != nil || f != want {
		t.Errorf("%s = %s, want exactly %v", what, n, want)
	}
}

// WantNull checks that obj has key and that it is null.
func WantNull(t testing.TB, obj map[string]any, key string) {
	t.Helper()
	if v, ok := obj[key]; !ok || v != nil {
		t.Errorf("%s = %v (present %v), want null", key, v, ok)
	}
}

// Object is a JSON object of a decoded body; it fails the test when v is
// not one.
func Object(t testing.TB, v any) map[string]any {
	t.Helper()
	m, ok := v.(map[string]any)
	if !ok {
		t.Fatalf("%v (%T) is not an object", v, v)
	}
	return m
}

// Array is a JSON array of a decoded body; it fails the test when v is not
// one.
func Array(t testing.TB, v any) []any {
	t.Helper()
	a, ok := v.([]any)
	if !ok {
		t.Fatalf("%v (%T) is not an array", v, v)
	}
	return a
}

// IDs lists the "id" of each object of a JSON array, in order; it fails
// the test when list is not an array of objects with a string id.
func IDs(t testing.TB, list any) []string {
	t.Helper()
	items := Array(t, list)
	out := make([]string, 0, len(items))
	for _, it := range items {
		id, ok := Object(t, it)["id"].(string)
		if !ok {
			t.Fatalf("%v has no string id", it)
		}
		out = append(out, id)
	}
	return out
}

// WantNeverByKey checks that p's key is refused the action with 403
// insufficient_scope, naming the action and saying it is never available
// through an API key (for actions of the admin and key kinds, whatever
// scopes the key holds).
func (p *Player) WantNeverByKey(t testing.TB, action string, fields map[string]any) {
	t.Helper()
	e := p.Action(t, action, fields).WantError(t, http.StatusForbidden, "insufficient_scope", `"`+action+`"`)
	if !strings.Contains(e.Message, "never available through an API key") {
		t.Errorf("message %q does not say the action is never available through an API key", e.Message)
	}
}

// OnSite runs the action as p's owner signed in on the site, through the
// server's dispatcher as the site's pages do, and returns its data object
// (or the error a page would show).
func (p *Player) OnSite(t testing.TB, action string, fields map[string]any) (map[string]any, error) {
	t.Helper()
	body := map[string]any{"action": action}
	for k, v := range fields {
		body[k] = v
	}
	raw, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	caller := registry.SiteCaller(p.Account.ID, p.Account.Email, p.Account.Role)
	res, err := p.h.Server.Dispatcher().Dispatch(context.Background(), caller, registry.Request{Namespace: "player", Body: bytes.NewReader(raw)})
	if err != nil {
		return nil, err
	}
	var data map[string]any
	dec := json.NewDecoder(bytes.NewReader(res.Data))
	dec.UseNumber()
	if err := dec.Decode(&data); err != nil {
		t.Fatalf("%s: data is not a JSON object: %v\n%s", action, err, res.Data)
	}
	if data["success"] != true {
		t.Errorf("%s: data.success = %v, want true", action, data["success"])
	}
	return data, nil
}

// WantRegisteredNeverByKey checks that the action is registered of kind in
// area, with rules, never allowed by a key, and that its handler refuses
// too, should the pipeline ever reach it.
func WantRegisteredNeverByKey(t testing.TB, action string, kind registry.Kind, area string) {
	t.Helper()
	a, ok := registry.Default.Lookup("player", action)
	if !ok {
		t.Fatalf("%s is not registered", action)
	}
	if a.Kind != kind || a.Area != area || a.AllowedByKey() || a.Rules == "" {
		t.Errorf("%s: kind %s, area %s, allowed by key %v, rules %q", action, a.Kind, a.Area, a.AllowedByKey(), a.Rules)
	}
	out, err := a.Call(context.Background(), &registry.Env{}, reflect.New(a.Input).Interface())
	if domain.ErrorCode(err) != domain.EFORBIDDEN {
		t.Errorf("%s handler returned %v, %v; want insufficient_scope", action, out, err)
	}
}
