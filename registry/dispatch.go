package registry

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/scopes"
)

// The dispatcher runs one action for one caller, whichever surface the
// request came in by (REST, MCP, /ask, A2A, the site's pages). It makes
// every decision the contract names, in this order: who is calling (401),
// the body (400, 413), the action (400), whether the caller may run it
// (403), the fields (400), the Idempotency-Key (400); then it runs the
// handler, in one transaction with the idempotency record when the action
// changes data. Adapters only read their wire format, call Dispatch and
// write the answer.

// MaxBody is the largest request object an action reads (1 MiB).
const MaxBody = 1 << 20

// Content types of a result.
const (
	JSONContentType = "application/json; charset=utf-8"
	CSVContentType  = "text/csv; charset=utf-8"
)

// Store is what the dispatcher needs of the database: a handle for reads, a
// transaction for writes, the account's write lock and the idempotency
// records. persistence.ActionStore implements it over bun.
type Store interface {
	// Read runs a read action's fn on the pool; fn may run more than once
	// (a read that lost its connection is run again).
	Read(ctx context.Context, fn func(ctx context.Context, db bun.IDB) error) error
	// InTx runs fn in one transaction: committed when fn returns nil,
	// rolled back otherwise. fn may run more than once (a transaction
	// that lost its connection before committing is run again).
	InTx(ctx context.Context, fn func(ctx context.Context, tx bun.IDB) error) error
	// LockAccount makes tx the only writer of the account's records
	// until it ends.
	LockAccount(ctx context.Context, tx bun.IDB, account uuid.UUID) error
	// StoredResponse returns the record of the account's key that is
	// still live at now, or nil.
	StoredResponse(ctx context.Context, tx bun.IDB, account, key uuid.UUID, now domain.Timestamp) (*persistence.IdempotencyRecord, error)
	// Remember stores rec, a write's answer, in tx; when another request
	// holds the key it returns that request's record instead, once that
	// request's transaction has ended.
	Remember(ctx context.Context, tx bun.IDB, rec *persistence.IdempotencyRecord) (stored *persistence.IdempotencyRecord, err error)
}

// Request is one call of an action, as an adapter read it off the wire.
type Request struct {
	// Namespace is the action endpoint's ("player", "comp/calculate", ...).
	Namespace string
	// Action names the action; when empty it is read from the body's
	// "action" field (or the endpoint's default action).
	Action string
	// Body is the request object: the action's fields (and "action").
	// Read only after the caller is known, at most MaxBody bytes.
	Body io.Reader
	// BodySize is Body's length when the caller knows it (an HTTP
	// request's Content-Length), so it is read into a buffer of its size;
	// zero or negative when unknown. Only the buffer depends on it.
	BodySize int64
	// Fields are the request object's members, for adapters that have
	// them already (a question's parameters); used when Body is nil.
	Fields map[string]json.RawMessage
	// IdempotencyKey is the Idempotency-Key sent, or "".
	IdempotencyKey string
	// CSV asks for the result as CSV where the action's output can be.
	CSV bool
}

// Result is a successful call's answer.
type Result struct {
	Action *Action
	// Output is the handler's typed output; nil when Replayed.
	Output any
	// Data is the JSON of "data" (the output beside "success": true);
	// nil for a CSV answer.
	Data json.RawMessage
	// Body is the whole response body (the {"data": ..., "error": null}
	// envelope, or the CSV) and ContentType its type.
	Body        []byte
	ContentType string
	// Replayed: the answer is the stored answer of an earlier request
	// with the same Idempotency-Key.
	Replayed bool
}

// Dispatcher runs actions of a registry over a store.
type Dispatcher struct {
	Registry *Registry
	Store    Store
	// Now is the clock.
	Now func() time.Time
	// SiteURL is the public site address, for links in answers.
	SiteURL string
	// IdempotencyTTL is how long an Idempotency-Key is remembered.
	IdempotencyTTL time.Duration
}

// Dispatch runs the request for the caller. A client's mistake is a
// *domain.Error with its code; anything else is an internal error. The
// returned Result is non-nil whenever the action was found, also with an
// error, so an adapter can announce a deprecated action's deprecation on
// every answer.
func (d *Dispatcher) Dispatch(ctx context.Context, caller Caller, req Request) (*Result, error) {
	if caller.Anonymous() {
		return nil, domain.Errorf(domain.EUNAUTHORIZED, "This endpoint needs an API key: send \"Authorization: Bearer <API key>\".")
	}
	route, ok := ActionRoute(req.Namespace)
	if !ok {
		return nil, domain.NotFound("No action endpoint serves %q.", req.Namespace)
	}
	fields := req.Fields
	var spare [16]member // the body's members, for the fingerprint
	var body object
	if req.Body != nil {
		var err error
		if fields, body, err = readObject(req.Body, req.BodySize, &spare); err != nil {
			return nil, err
		}
	}
	act, err := d.lookup(route, req.Action, fields)
	if err != nil {
		return nil, err
	}
	// One allocation holds what the call needs beyond its input and
	// output: the result, the handler's environment and the record of
	// its answer.
	c := &call{d: d, res: Result{Action: act}}
	res := &c.res
	if err := d.authorize(caller, act); err != nil {
		return res, err
	}
	in, err := act.Decode(fields)
	if err != nil {
		return res, err
	}
	key, hasKey, err := parseIdempotencyKey(req.IdempotencyKey)
	if err != nil {
		return res, err
	}
	if hasKey && act.Kind == KindKey {
		// A replay answers the stored answer, and create_api_key's holds
		// the new secret, which is never stored.
		return res, domain.Invalid("Idempotency-Key", "is not accepted by API-key management actions: their answers hold secrets that are never stored")
	}
	c.env = Env{Caller: caller, Now: d.Now, SiteURL: d.SiteURL}
	c.in, c.csv = in, req.CSV
	if act.ChangesData() || (hasKey && route.IdempotentReads) {
		c.key, c.hasKey = key, hasKey
		c.fingerprint = d.fingerprint(route, fields, body, req.CSV)
		return res, c.runWrite(ctx)
	}
	if err := d.Store.Read(ctx, c.read); err != nil {
		return res, err
	}
	return res, res.encode(res.Output, req.CSV)
}

// call is one run of an action: what Dispatch works out before it runs,
// and what the run makes.
type call struct {
	d           *Dispatcher
	res         Result
	env         Env
	in          any
	csv         bool
	key         uuid.UUID
	hasKey      bool
	fingerprint string
	// stored is the record of the key found, or stored first by another
	// request; rec is the answer this run stores.
	stored *persistence.IdempotencyRecord
	rec    persistence.IdempotencyRecord
}

// read runs a reading action on db.
func (c *call) read(ctx context.Context, db bun.IDB) error {
	c.env.DB = db
	out, err := c.res.Action.Call(ctx, &c.env, c.in)
	if err == nil {
		c.res.Output = out
	}
	return err
}

// lookup finds the action the request names.
func (d *Dispatcher) lookup(route Route, name string, fields map[string]json.RawMessage) (*Action, error) {
	if name == "" {
		raw, ok := fields["action"]
		switch {
		case !ok && route.DefaultAction != "":
			name = route.DefaultAction
		case !ok:
			return nil, domain.Invalid("action", "is required: name the action to run, e.g. {\"action\": \"list_trips\"}")
		case plainString(raw):
			// The common case, looked up without copying the name out.
			if act, ok := d.Registry.lookupText(route.Namespace, raw[1:len(raw)-1]); ok {
				return act, nil
			}
			name = string(raw[1 : len(raw)-1])
		default:
			// Its own variable: decoding into name itself would move the
			// parameter to the heap on every call, the common case too.
			var escaped string
			if err := json.Unmarshal(raw, &escaped); err != nil {
				return nil, domain.Invalid("action", "must be a string")
			}
			name = escaped
		}
	}
	if act, ok := d.Registry.Lookup(route.Namespace, name); ok {
		return act, nil
	}
	if route.Namespace == "player" {
		return nil, domain.Invalid("action", "unknown action %q; the actions are listed at %s/docs/actions", name, d.SiteURL)
	}
	var names []string
	for _, a := range d.Registry.InNamespace(route.Namespace) {
		names = append(names, a.Name)
	}
	return nil, domain.Invalid("action", "unknown action %q; this endpoint accepts %s", name, strings.Join(names, ", "))
}

// plainString reports whether raw is a JSON string whose text is its
// bytes between the quotes: no escapes, valid UTF-8.
func plainString(raw []byte) bool {
	return len(raw) >= 2 && raw[0] == '"' && raw[len(raw)-1] == '"' &&
		bytes.IndexByte(raw[1:len(raw)-1], '\\') < 0 && utf8.Valid(raw[1:len(raw)-1])
}

// authorize makes the 403 decisions: admin and key actions are never run
// for an API key (key actions run for the owner signed in on the site,
// admin actions for an admin signed in there), the key must hold the
// action's scopes, and host actions run only for host accounts.
func (d *Dispatcher) authorize(caller Caller, act *Action) error {
	if !act.AllowedByKey() {
		if !caller.OnSite() {
			if act.Kind == KindKey {
				return domain.Errorf(domain.EFORBIDDEN,
					"The action %q is an API-key management action and is never available through an API key; the account owner manages keys on the site, at %s/settings/keys.", act.Name, d.SiteURL)
			}
			return domain.Errorf(domain.EFORBIDDEN,
				"The action %q is an admin action and is never available through an API key; an admin does this signed in on the site.", act.Name)
		}
		if act.Kind == KindAdmin && caller.Role != RoleAdmin {
			return domain.Errorf(domain.EFORBIDDEN, "The action %q is an admin action; this account is a %s, not an admin.", act.Name, caller.Role)
		}
		return nil
	}
	need := act.RequiredScopes()
	if err := RequireScopes(caller, need); err != nil {
		return err
	}
	if need.Has(scopes.Host) && caller.Role != RoleHost {
		// Keys get the host scope only on host accounts, but a role can be
		// changed after the key was made.
		return domain.Errorf(domain.EFORBIDDEN,
			"The action %q needs the scope \"host\", which belongs to host accounts only; this %s's account is a %s.", act.Name, caller.Credential(), caller.Role)
	}
	return nil
}

// RoleHost is the role of host accounts, RoleAdmin of admins.
const (
	RoleHost  = persistence.RoleHost
	RoleAdmin = persistence.RoleAdmin
)

// RequireScopes answers 401 for an anonymous caller and 403 naming the
// missing scopes when the caller lacks some of need.
func RequireScopes(caller Caller, need scopes.Set) error {
	if caller.Anonymous() {
		return domain.Errorf(domain.EUNAUTHORIZED, "This endpoint needs an API key: send \"Authorization: Bearer <API key>\".")
	}
	if missing := caller.Scopes.Missing(need); len(missing) > 0 {
		err := domain.Errorf(domain.EFORBIDDEN, "The %s lacks the scope %s (it has %s).", caller.Credential(), QuoteScopes(missing), caller.Scopes)
		// The challenge names what the credential holds and what it
		// lacks, so a client stepping up asks for both and keeps what it
		// had (MCP authorization, scope challenge handling).
		union := caller.Scopes
		for _, sc := range need {
			union = union.With(sc)
		}
		err.Scope = union.Spaced()
		return err
	}
	return nil
}

// QuoteScopes writes a set of scopes as "read" and "write".
func QuoteScopes(set scopes.Set) string {
	q := make([]string, len(set))
	for i, sc := range set {
		q[i] = `"` + string(sc) + `"`
	}
	return strings.Join(q, " and ")
}

// runWrite runs a data-changing action in one transaction, as the
// account's only writer when the action needs that (LocksAccount). With an
// Idempotency-Key, a live record of the key is replayed without running
// the action; otherwise the answer is stored with the change, in the same
// transaction, so a retry after a crash finds both or neither. A request
// with the key that ran at the same time as the one that stored it rolls
// its own write back and replays the stored answer (persistence.Remember).
func (c *call) runWrite(ctx context.Context) error {
	err := c.d.Store.InTx(ctx, c.write)
	if c.stored == nil || (err != nil && !errors.Is(err, errKeyTaken)) {
		return err
	}
	if c.stored.Fingerprint != c.fingerprint {
		return domain.Invalid("Idempotency-Key",
			"was already used for a different request; send a new key for a new request")
	}
	c.res.replay(c.stored)
	return nil
}

// write is runWrite's transaction; it may run more than once.
func (c *call) write(ctx context.Context, tx bun.IDB) error {
	d, res := c.d, &c.res
	c.env.DB, c.stored = tx, nil
	if res.Action.LocksAccount() {
		if err := d.Store.LockAccount(ctx, tx, c.env.Caller.AccountID); err != nil {
			return err
		}
	}
	now := domain.NewTimestamp(d.Now())
	if c.hasKey {
		var err error
		if c.stored, err = d.Store.StoredResponse(ctx, tx, c.env.Caller.AccountID, c.key, now); err != nil || c.stored != nil {
			return err
		}
	}
	out, err := res.Action.Call(ctx, &c.env, c.in)
	if err != nil {
		return err
	}
	res.Output = out
	if err := res.encode(out, c.csv); err != nil {
		return err
	}
	if !c.hasKey {
		return nil
	}
	c.rec = persistence.IdempotencyRecord{
		AccountID:   c.env.Caller.AccountID,
		Key:         c.key,
		Fingerprint: c.fingerprint,
		Status:      200,
		ContentType: res.ContentType,
		Body:        res.Body,
		CreatedAt:   now,
		ExpiresAt:   domain.NewTimestamp(now.Add(d.IdempotencyTTL)),
	}
	c.stored, err = d.Store.Remember(ctx, tx, &c.rec)
	if err == nil && c.stored != nil {
		return errKeyTaken // this run's write must not stay
	}
	return err
}

// errKeyTaken rolls back a write whose Idempotency-Key another request
// stored first.
var errKeyTaken = errors.New("idempotency key taken by a concurrent request")

// replay makes res the stored answer.
func (res *Result) replay(stored *persistence.IdempotencyRecord) {
	res.Replayed, res.Output, res.Data = true, nil, nil
	res.ContentType, res.Body = stored.ContentType, stored.Body
	if stored.ContentType == JSONContentType {
		res.Data = dataOf(stored.Body)
	}
}

// encode writes the output as the answer: CSV when asked for and the
// output can be CSV, otherwise the JSON envelope.
func (res *Result) encode(out any, asCSV bool) error {
	if c, ok := out.(CSVer); ok && asCSV {
		body, err := c.CSV()
		if err != nil {
			return fmt.Errorf("%s: csv: %w", res.Action.Name, err)
		}
		res.ContentType, res.Body = CSVContentType, body
		return nil
	}
	body, err := envelopeWith(res.Action.encoder, out)
	if err != nil {
		return fmt.Errorf("%s: %w", res.Action.Name, err)
	}
	res.ContentType, res.Body = JSONContentType, body
	res.Data = body[len(envelopeHead) : len(body)-len(envelopeTail)]
	return nil
}

const (
	envelopeHead = `{"data":`
	envelopeTail = `,"error":null}`
)

// dataOf is the "data" of a stored JSON answer.
func dataOf(body []byte) json.RawMessage {
	if bytes.HasPrefix(body, []byte(envelopeHead)) && bytes.HasSuffix(body, []byte(envelopeTail)) {
		return body[len(envelopeHead) : len(body)-len(envelopeTail)]
	}
	var env struct {
		Data json.RawMessage `json:"data"`
	}
	_ = json.Unmarshal(body, &env)
	return env.Data
}

// ParseIdempotencyKey reads an Idempotency-Key: absent, or a uuid.
func ParseIdempotencyKey(v string) (*uuid.UUID, error) {
	k, ok, err := parseIdempotencyKey(v)
	if !ok {
		return nil, err
	}
	return &k, nil
}

// parseIdempotencyKey is ParseIdempotencyKey; ok says whether there is one.
func parseIdempotencyKey(v string) (k uuid.UUID, ok bool, err error) {
	if v == "" {
		return uuid.Nil, false, nil
	}
	k, err = domain.ParseID("Idempotency-Key", v)
	if err != nil {
		return uuid.Nil, false, domain.Invalid("Idempotency-Key", "must be a uuid such as 5f0c6c2e-8d1b-4c8e-9a44-1f3e2d9b7a10, got %q", v)
	}
	return k, true, nil
}

// ErrBodyTooLarge is the answer to a request object over MaxBody.
var ErrBodyTooLarge = &domain.Error{Code: domain.EINVALID, Status: 413, Field: "body",
	Message: "body: must be at most 1 MiB"}

// ReadObject reads a JSON object of at most MaxBody bytes from r and
// returns its members.
func ReadObject(r io.Reader) (map[string]json.RawMessage, error) {
	var spare [16]member
	fields, _, err := readObject(r, 0, &spare)
	return fields, err
}

// readObject is ReadObject, which also returns the object as
// parseObject found it.
func readObject(r io.Reader, size int64, spare *[16]member) (map[string]json.RawMessage, object, error) {
	raw, err := readAtMost(r, MaxBody+1, size)
	switch {
	case len(raw) > MaxBody:
		return nil, object{}, ErrBodyTooLarge
	case err != nil:
		return nil, object{}, domain.Invalid("body", "could not be read")
	}
	fields, obj, err := parseObject(raw, spare)
	if errors.Is(err, ErrNotObject) {
		return nil, object{}, domain.Invalid("body", "must be a JSON object such as {\"action\": \"list_trips\"}")
	}
	return fields, obj, err
}

// readAtMost reads r to its end or to n bytes, whichever comes first, as
// io.ReadAll of an io.LimitReader does, into one buffer.
func readAtMost(r io.Reader, n int, size int64) ([]byte, error) {
	// A known size and one byte more, for the read that finds the end
	// without growing the buffer; 512 bytes, most bodies, otherwise.
	c := 512
	if size > 0 && size < int64(n) {
		c = int(size) + 1
	}
	b := make([]byte, 0, c)
	for {
		if len(b) >= n {
			return b, nil
		}
		if len(b) == cap(b) {
			b = append(b, 0)[:len(b)] // let append grow it
		}
		m, err := r.Read(b[len(b):min(cap(b), n)])
		b = b[:len(b)+m]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
	}
}

// ErrNotObject: the text is not one JSON object.
var ErrNotObject = errors.New("not a JSON object")
