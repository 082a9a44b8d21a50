package transport_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/transport/apitest"
)

// Field sets of the specification's resource tables (service-spec.md,
// "Resources and their fields"). Responses carry exactly these keys.
var (
	accountFields  = []string{"id", "email", "name", "role"}
	userTierFields = []string{"id", "casino_name", "tier", "points_balance", "points_needed", "tier_expires_at", "ytd_coin_in", "ytd_theo"}
	tripFields     = []string{"id", "casino_name", "property", "start_date", "end_date", "coin_in", "created_at"}
	offerFields    = []string{"id", "casino_name", "offer_type", "value", "status", "expiration_date", "created_at"}
)

// accountLists are the three list endpoints of the account part.
var accountLists = []string{"/v1/tiers", "/v1/trips", "/v1/offers"}

// decodeJSON decodes a JSON response body (numbers as float64).
func decodeJSON(t *testing.T, res apitest.Response, v any) {
	t.Helper()
	if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("Content-Type = %q, want application/json; status %d, body %s", ct, res.Status, res.Body)
	}
	if err := json.Unmarshal(res.Body, v); err != nil {
		t.Fatalf("body is not the expected JSON: %v\n%s", err, res.Body)
	}
}

// listPage is a {data, count} answer.
type listPage struct {
	Data  []map[string]any
	Count int
}

// getList fetches a list endpoint and checks the envelope: 200, exactly
// the keys data and count, and data an array (never null).
func getList(t *testing.T, p *apitest.Player, path string) listPage {
	t.Helper()
	res := p.Get(t, path)
	if res.Status != http.StatusOK {
		t.Fatalf("GET %s: status %d: %s", path, res.Status, res.Body)
	}
	var envelope map[string]json.RawMessage
	decodeJSON(t, res, &envelope)
	if len(envelope) != 2 || envelope["data"] == nil || envelope["count"] == nil {
		t.Fatalf("GET %s: body must be exactly {data, count}, got %s", path, res.Body)
	}
	if !strings.HasPrefix(string(envelope["data"]), "[") {
		t.Fatalf("GET %s: data must be an array, got %s", path, envelope["data"])
	}
	var page listPage
	if err := json.Unmarshal(envelope["data"], &page.Data); err != nil {
		t.Fatalf("GET %s: data: %v", path, err)
	}
	if err := json.Unmarshal(envelope["count"], &page.Count); err != nil {
		t.Fatalf("GET %s: count must be an integer: %v", path, err)
	}
	return page
}

// ids lists the id of every item, in order.
func (p listPage) ids() []string {
	out := make([]string, len(p.Data))
	for i, item := range p.Data {
		out[i], _ = item["id"].(string)
	}
	return out
}

// wantKeys checks that obj has exactly the keys fields.
func wantKeys(t *testing.T, what string, obj map[string]any, fields []string) {
	t.Helper()
	var got []string
	for k := range obj {
		got = append(got, k)
	}
	want := slices.Clone(fields)
	sort.Strings(got)
	sort.Strings(want)
	if !slices.Equal(got, want) {
		t.Errorf("%s has the keys %v, want exactly %v", what, got, want)
	}
}

// stamp is a fixed creation time, minute m past 2026-05-13T08:00Z.
func stamp(m int) domain.Timestamp {
	return domain.NewTimestamp(time.Date(2026, time.May, 13, 8, m, 0, 0, time.UTC))
}

func newTrip(owner uuid.UUID, casino string, start *domain.Date, created domain.Timestamp) persistence.Trip {
	return persistence.Trip{ID: uuid.New(), AccountID: owner, CasinoName: casino, StartDate: start, CreatedAt: created, UpdatedAt: created}
}

func newTier(owner uuid.UUID, casino, tier string, created domain.Timestamp) persistence.UserTier {
	return persistence.UserTier{ID: uuid.New(), AccountID: owner, CasinoName: casino, CasinoKey: persistence.CasinoKey(casino),
		Tier: tier, CreatedAt: created, UpdatedAt: created}
}

func newOffer(owner uuid.UUID, casino, status string, expires *domain.Date, created domain.Timestamp) persistence.Offer {
	return persistence.Offer{ID: uuid.New(), AccountID: owner, CasinoName: casino, Status: status, ExpirationDate: expires,
		CreatedAt: created, UpdatedAt: created}
}

func TestMeReturnsTheKeyOwner(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	nameless := &persistence.Account{ID: uuid.New(), Email: "Nameless-" + uuid.NewString()[:8] + "@Example.test",
		Role: persistence.RolePlayer, CreatedAt: domain.NewTimestamp(time.Now())}
	if err := persistence.NewAccounts(h.DB).Create(context.Background(), nameless); err != nil {
		t.Fatal(err)
	}
	namelessKey, _ := dbtest.NewKey(t, h.DB, nameless, "read", time.Time{})
	player := h.NewPlayer(t, "read")
	host := h.NewAccount(t, persistence.RoleHost, "read,host")

	tests := []struct {
		name    string
		key     string
		account *persistence.Account
		want    map[string]any
	}{
		{"a player sees its own account", player.Key, player.Account,
			map[string]any{"id": player.Account.ID.String(), "email": player.Account.Email, "name": "Test player", "role": "player"}},
		{"a host sees its own account with the role host", host.Key, host.Account,
			map[string]any{"id": host.Account.ID.String(), "email": host.Account.Email, "name": "Test host", "role": "host"}},
		{"an account without a name has name null and its email as stored", namelessKey, nameless,
			map[string]any{"id": nameless.ID.String(), "email": nameless.Email, "name": nil, "role": "player"}},
		{"a second key of the same account sees the same account", player.WithKey(t, "read,write").Key, player.Account,
			map[string]any{"id": player.Account.ID.String(), "email": player.Account.Email, "name": "Test player", "role": "player"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := h.Do(t, http.MethodGet, "/v1/me", nil, bearer(tt.key))
			if res.Status != http.StatusOK {
				t.Fatalf("status %d: %s", res.Status, res.Body)
			}
			var body map[string]map[string]any
			decodeJSON(t, res, &body)
			if len(body) != 1 || body["data"] == nil {
				t.Fatalf("body must be exactly {data: Account}, got %s", res.Body)
			}
			wantKeys(t, "the account", body["data"], accountFields)
			if !reflect.DeepEqual(body["data"], tt.want) {
				t.Errorf("data = %v, want %v", body["data"], tt.want)
			}
		})
	}
}

func TestAccountListsCarryExactlyTheSpecFields(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(time.Date(2026, time.June, 15, 12, 0, 0, 0, time.UTC))})
	p := h.NewPlayer(t, "read")
	owner := p.Account.ID

	fullTier := newTier(owner, "Borgata", "Gold", stamp(1))
	fullTier.PointsBalance, fullTier.PointsNeeded = 5400, 1600.5
	fullTier.TierExpiresAt = apitest.Date(t, "2027-01-31")
	fullTier.YTDCoinIn, fullTier.YTDTheo = apitest.USD(250000), apitest.USD(4100.25)
	bareTier := newTier(owner, "Wynn Las Vegas", "Red Card", stamp(2))
	h.Insert(t, &[]persistence.UserTier{fullTier, bareTier})

	fullTrip := newTrip(owner, "Bellagio", apitest.Date(t, "2026-05-10"), stamp(3))
	fullTrip.Property, fullTrip.EndDate, fullTrip.CoinIn = new("Las Vegas Strip"), apitest.Date(t, "2026-05-12"), apitest.USDPtr(12500.25)
	fullTrip.Notes = new("private notes")
	bareTrip := newTrip(owner, "Mohegan Sun", nil, stamp(4))
	h.Insert(t, &[]persistence.Trip{fullTrip, bareTrip})

	fullOffer := newOffer(owner, "Caesars Palace", persistence.OfferAvailable, apitest.Date(t, "2026-12-31"), stamp(5))
	fullOffer.OfferType, fullOffer.Value = new("free_play"), apitest.USDPtr(100.0)
	fullOffer.Code, fullOffer.Description = new("SECRETCODE"), new("a private description")
	bareOffer := newOffer(owner, "Hard Rock", persistence.OfferRedeemed, nil, stamp(6))
	h.Insert(t, &[]persistence.Offer{fullOffer, bareOffer})

	tests := []struct {
		name   string
		path   string
		fields []string
		want   map[string]map[string]any // by id
	}{
		{"tiers are UserTier objects", "/v1/tiers", userTierFields, map[string]map[string]any{
			fullTier.ID.String(): {"id": fullTier.ID.String(), "casino_name": "Borgata", "tier": "Gold", "points_balance": 5400.0,
				"points_needed": 1600.5, "tier_expires_at": "2027-01-31", "ytd_coin_in": 250000.0, "ytd_theo": 4100.25},
			bareTier.ID.String(): {"id": bareTier.ID.String(), "casino_name": "Wynn Las Vegas", "tier": "Red Card", "points_balance": 0.0,
				"points_needed": 0.0, "tier_expires_at": nil, "ytd_coin_in": 0.0, "ytd_theo": 0.0},
		}},
		{"trips are Trip objects", "/v1/trips", tripFields, map[string]map[string]any{
			fullTrip.ID.String(): {"id": fullTrip.ID.String(), "casino_name": "Bellagio", "property": "Las Vegas Strip",
				"start_date": "2026-05-10", "end_date": "2026-05-12", "coin_in": 12500.25, "created_at": "2026-05-13T08:03:00Z"},
			bareTrip.ID.String(): {"id": bareTrip.ID.String(), "casino_name": "Mohegan Sun", "property": nil,
				"start_date": nil, "end_date": nil, "coin_in": nil, "created_at": "2026-05-13T08:04:00Z"},
		}},
		{"offers are Offer objects", "/v1/offers", offerFields, map[string]map[string]any{
			fullOffer.ID.String(): {"id": fullOffer.ID.String(), "casino_name": "Caesars Palace", "offer_type": "free_play",
				"value": 100.0, "status": "available", "expiration_date": "2026-12-31", "created_at": "2026-05-13T08:05:00Z"},
			bareOffer.ID.String(): {"id": bareOffer.ID.String(), "casino_name": "Hard Rock", "offer_type": nil,
				"value": nil, "status": "redeemed", "expiration_date": nil, "created_at": "2026-05-13T08:06:00Z"},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := getList(t, p, tt.path)
			if page.Count != len(tt.want) || len(page.Data) != len(tt.want) {
				t.Fatalf("count %d with %d items, want %d", page.Count, len(page.Data), len(tt.want))
			}
			for _, item := range page.Data {
				id, _ := item["id"].(string)
				wantKeys(t, tt.path+" item "+id, item, tt.fields)
				if want, ok := tt.want[id]; !ok {
					t.Errorf("unexpected item %v", item)
				} else if !reflect.DeepEqual(item, want) {
					t.Errorf("item =\n%v\nwant\n%v", item, want)
				}
			}
		})
	}
}

func TestAccountListsOfAFreshAccountAreEmptyArrays(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	p := h.NewPlayer(t, "read")
	for _, path := range accountLists {
		t.Run(path+" answers exactly {\"data\": [], \"count\": 0}", func(t *testing.T) {
			res := p.Get(t, path)
			if res.Status != http.StatusOK {
				t.Fatalf("status %d: %s", res.Status, res.Body)
			}
			var body map[string]json.RawMessage
			decodeJSON(t, res, &body)
			if len(body) != 2 || string(body["data"]) != "[]" || string(body["count"]) != "0" {
				t.Errorf(`body = %s, want {"data": [], "count": 0}`, res.Body)
			}
		})
	}
}

func TestAccountListsShowOnlyTheOwnersRows(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	ann := h.NewPlayer(t, "read")
	bob := h.NewPlayer(t, "read")
	own := map[*apitest.Player]map[string][]string{} // player → path → ids
	for i, p := range []*apitest.Player{ann, bob} {
		owner := p.Account.ID
		// Both players keep rows at the same casinos, so only the owner tells them apart.
		tiers := []persistence.UserTier{newTier(owner, "Borgata", "Gold", stamp(i)), newTier(owner, "Bellagio", "Platinum", stamp(i))}
		trips := []persistence.Trip{newTrip(owner, "Borgata", apitest.Date(t, "2026-04-01"), stamp(i)), newTrip(owner, "Bellagio", nil, stamp(i))}
		offers := []persistence.Offer{newOffer(owner, "Borgata", persistence.OfferAvailable, nil, stamp(i))}
		h.Insert(t, &tiers)
		h.Insert(t, &trips)
		h.Insert(t, &offers)
		own[p] = map[string][]string{}
		for _, r := range tiers {
			own[p]["/v1/tiers"] = append(own[p]["/v1/tiers"], r.ID.String())
		}
		for _, r := range trips {
			own[p]["/v1/trips"] = append(own[p]["/v1/trips"], r.ID.String())
		}
		for _, r := range offers {
			own[p]["/v1/offers"] = append(own[p]["/v1/offers"], r.ID.String())
		}
	}
	for _, who := range []struct {
		name string
		p    *apitest.Player
	}{{"the first player", ann}, {"the second player", bob}} {
		for _, path := range accountLists {
			t.Run(who.name+" sees only its own "+strings.TrimPrefix(path, "/v1/"), func(t *testing.T) {
				page := getList(t, who.p, path)
				got, want := page.ids(), slices.Clone(own[who.p][path])
				sort.Strings(got)
				sort.Strings(want)
				if !slices.Equal(got, want) || page.Count != len(want) {
					t.Errorf("ids %v (count %d), want %v (count %d)", got, page.Count, want, len(want))
				}
			})
		}
	}
}

func TestAccountListsPageWithLimitAndOffset(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	p := h.NewPlayer(t, "read")
	owner := p.Account.ID
	h.Insert(t, &[]persistence.UserTier{newTier(owner, "Aria", "Gold", stamp(1)), newTier(owner, "Borgata", "Gold", stamp(2)), newTier(owner, "Cosmopolitan", "Gold", stamp(3))})
	h.Insert(t, &[]persistence.Trip{newTrip(owner, "Aria", apitest.Date(t, "2026-01-01"), stamp(1)), newTrip(owner, "Aria", apitest.Date(t, "2026-02-01"), stamp(2)), newTrip(owner, "Aria", apitest.Date(t, "2026-03-01"), stamp(3))})
	h.Insert(t, &[]persistence.Offer{newOffer(owner, "Aria", persistence.OfferRedeemed, apitest.Date(t, "2026-01-01"), stamp(1)), newOffer(owner, "Aria", persistence.OfferRedeemed, apitest.Date(t, "2026-02-01"), stamp(2)), newOffer(owner, "Aria", persistence.OfferRedeemed, apitest.Date(t, "2026-03-01"), stamp(3))})

	for _, path := range accountLists {
		all := getList(t, p, path).ids()
		if len(all) != 3 {
			t.Fatalf("%s lists %d items, want 3", path, len(all))
		}
		pages := []struct {
			name  string
			query string
			want  []string
		}{
			{"limit=1 gives one item and the total count", "?limit=1", all[:1]},
			{"limit=1&offset=1 gives the second item", "?limit=1&offset=1", all[1:2]},
			{"limit=1&offset=2 gives the third item", "?limit=1&offset=2", all[2:3]},
			{"limit=2&offset=2 gives what is left", "?limit=2&offset=2", all[2:]},
			{"offset=3 gives an empty page and the total count", "?offset=3", []string{}},
			{"limit=200 is allowed", "?limit=200", all},
			{"empty parameters are ignored", "?limit=&offset=", all},
		}
		for _, pg := range pages {
			t.Run(path+" "+pg.name, func(t *testing.T) {
				page := getList(t, p, path+pg.query)
				if page.Count != 3 {
					t.Errorf("count = %d, want 3 (all rows, not the page)", page.Count)
				}
				if got := page.ids(); !slices.Equal(got, pg.want) {
					t.Errorf("ids = %v, want %v", got, pg.want)
				}
			})
		}
		bad := []struct {
			name  string
			query string
			param string
		}{
			{"limit=0 is refused", "?limit=0", "limit"},
			{"limit=201 is refused", "?limit=201", "limit"},
			{"limit=ten is refused", "?limit=ten", "limit"},
			{"offset=-1 is refused", "?offset=-1", "offset"},
			{"offset=1.5 is refused", "?offset=1.5", "offset"},
		}
		for _, b := range bad {
			t.Run(path+" "+b.name+" naming "+b.param, func(t *testing.T) {
				p.Get(t, path+b.query).WantInvalid(t, b.param)
			})
		}
	}
}

func TestAccountListsAreOrdered(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	p := h.NewPlayer(t, "read")
	owner := p.Account.ID

	trips := []persistence.Trip{
		newTrip(owner, "A", apitest.Date(t, "2026-01-05"), stamp(1)),
		newTrip(owner, "B", apitest.Date(t, "2026-08-20"), stamp(2)),
		newTrip(owner, "C", nil, stamp(3)),
		newTrip(owner, "D", apitest.Date(t, "2025-12-31"), stamp(4)),
		newTrip(owner, "E", apitest.Date(t, "2026-03-03"), stamp(5)),
	}
	offers := []persistence.Offer{
		newOffer(owner, "A", persistence.OfferRedeemed, apitest.Date(t, "2026-09-01"), stamp(1)),
		newOffer(owner, "B", persistence.OfferRedeemed, nil, stamp(2)),
		newOffer(owner, "C", persistence.OfferRedeemed, apitest.Date(t, "2026-02-01"), stamp(3)),
	}
	tiers := []persistence.UserTier{
		newTier(owner, "caesars palace", "Gold", stamp(1)),
		newTier(owner, "Aria", "Gold", stamp(2)),
		newTier(owner, "Borgata", "Gold", stamp(3)),
	}
	h.Insert(t, &trips)
	h.Insert(t, &offers)
	h.Insert(t, &tiers)

	tests := []struct {
		name string
		path string
		want []string // casino names in order
	}{
		{"trips come latest start_date first, undated last", "/v1/trips", []string{"B", "E", "A", "D", "C"}},
		{"offers come soonest expiry first, undated last", "/v1/offers", []string{"C", "A", "B"}},
		{"tiers come by casino name, ignoring case", "/v1/tiers", []string{"Aria", "Borgata", "caesars palace"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			page := getList(t, p, tt.path)
			var got []string
			for _, item := range page.Data {
				got = append(got, fmt.Sprint(item["casino_name"]))
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("order = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestOfferStatusReadsAsOfTheServerDay(t *testing.T) {
	clock := apitest.NewClock(time.Date(2026, time.June, 15, 12, 0, 0, 0, time.UTC))
	h := apitest.New(t, apitest.Options{Clock: clock})
	p := h.NewPlayer(t, "read")
	owner := p.Account.ID
	offers := map[string]persistence.Offer{
		"yesterday":  newOffer(owner, "Yesterday", persistence.OfferAvailable, apitest.Date(t, "2026-06-14"), stamp(1)),
		"today":      newOffer(owner, "Today", persistence.OfferAvailable, apitest.Date(t, "2026-06-15"), stamp(2)),
		"tomorrow":   newOffer(owner, "Tomorrow", persistence.OfferAvailable, apitest.Date(t, "2026-06-16"), stamp(3)),
		"undated":    newOffer(owner, "Undated", persistence.OfferAvailable, nil, stamp(4)),
		"redeemed":   newOffer(owner, "Redeemed", persistence.OfferRedeemed, apitest.Date(t, "2026-01-01"), stamp(5)),
		"declined":   newOffer(owner, "Declined", persistence.OfferDeclined, apitest.Date(t, "2026-01-01"), stamp(6)),
		"stored-exp": newOffer(owner, "Stored expired", persistence.OfferExpired, apitest.Date(t, "2026-12-31"), stamp(7)),
	}
	for _, o := range offers {
		h.Insert(t, &o)
	}
	statuses := func(t *testing.T) map[string]string {
		t.Helper()
		out := map[string]string{}
		for _, item := range getList(t, p, "/v1/offers").Data {
			out[item["id"].(string)] = fmt.Sprint(item["status"])
		}
		return out
	}

	tests := []struct {
		name  string
		day   time.Time
		offer string
		want  string
	}{
		{"an available offer that expired yesterday reads expired", clock.Now(), "yesterday", "expired"},
		{"an available offer expiring today stays available", clock.Now(), "today", "available"},
		{"an available offer expiring tomorrow stays available", clock.Now(), "tomorrow", "available"},
		{"an available offer without an expiration date stays available", clock.Now(), "undated", "available"},
		{"a redeemed offer past its date stays redeemed", clock.Now(), "redeemed", "redeemed"},
		{"a declined offer past its date stays declined", clock.Now(), "declined", "declined"},
		{"a stored expired offer reads expired", clock.Now(), "stored-exp", "expired"},
		{"at the last second of its day an offer expiring today stays available", time.Date(2026, time.June, 15, 23, 59, 59, 0, time.UTC), "today", "available"},
		{"the next day the offer that expired today reads expired", time.Date(2026, time.June, 16, 0, 0, 0, 0, time.UTC), "today", "expired"},
		{"the next day the offer expiring tomorrow stays available", time.Date(2026, time.June, 16, 0, 0, 0, 0, time.UTC), "tomorrow", "available"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			clock.Set(tt.day)
			o := offers[tt.offer]
			if got := statuses(t)[o.ID.String()]; got != tt.want {
				t.Errorf("status on %s = %q, want %q", tt.day.Format(time.RFC3339), got, tt.want)
			}
		})
	}
}

func TestAccountEndpointsNeedAKeyWithRead(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	noRead := h.NewPlayer(t, "write,tax")
	for _, path := range append([]string{"/v1/me"}, accountLists...) {
		t.Run(path+" without a key answers 401", func(t *testing.T) {
			wantUnauthorized(t, h.Do(t, http.MethodGet, path, nil, nil), "invalid_token", "needs an API key", "")
		})
		t.Run(path+" with a key lacking read answers 403 naming read", func(t *testing.T) {
			noRead.Get(t, path).WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
		})
	}
	t.Run("a bad limit without a key answers 401 before checking the limit", func(t *testing.T) {
		wantUnauthorized(t, h.Do(t, http.MethodGet, "/v1/trips?limit=0", nil, nil), "invalid_token", "", "")
	})
	t.Run("a bad limit with a key lacking read answers 403 before checking the limit", func(t *testing.T) {
		noRead.Get(t, "/v1/offers?limit=0").WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
	})
}

// TestAccountListsWriteWhatEncodingJSONWrites holds the list endpoints,
// whose rows are written by a plan made once per type, to the bytes
// encoding/json writes (without HTML escaping, as every answer), with
// names that need escaping, non-ASCII, U+2028 and fields left null.
func TestAccountListsWriteWhatEncodingJSONWrites(t *testing.T) {
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(time.Date(2026, time.June, 15, 12, 0, 0, 0, time.UTC))})
	p := h.NewPlayer(t, "read")
	owner := p.Account.ID
	names := []string{"Caf\u00e9 \"Royale\" <&>", "Tab\there\u2028", `back\slash`, "日本 カジノ"}
	for i, name := range names {
		tier := newTier(owner, name, "Gold", stamp(i))
		tier.PointsBalance, tier.YTDTheo = 1234.5, apitest.USD(0.1)
		trip := newTrip(owner, name, apitest.Date(t, "2026-05-10"), stamp(i))
		trip.CoinIn = apitest.USDPtr(99.99)
		h.Insert(t, &tier)
		h.Insert(t, &trip)
		h.Insert(t, new(newOffer(owner, name, persistence.OfferAvailable, nil, stamp(i))))
	}
	rec := persistence.NewRecords(h.DB, owner)
	ctx := context.Background()
	page := persistence.Page{Limit: 50}
	tiers, nTiers, err := rec.Tiers(ctx, page)
	if err != nil {
		t.Fatal(err)
	}
	trips, nTrips, err := rec.Trips(ctx, page, nil)
	if err != nil {
		t.Fatal(err)
	}
	offers, nOffers, err := rec.Offers(ctx, page, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i := range offers {
		offers[i].ReadAsOf(domain.DateOf(time.Date(2026, time.June, 15, 12, 0, 0, 0, time.UTC)))
	}
	for _, tt := range []struct {
		path  string
		rows  any
		count int
	}{
		{"/v1/tiers", tiers, nTiers},
		{"/v1/trips", trips, nTrips},
		{"/v1/offers", offers, nOffers},
	} {
		t.Run(tt.path, func(t *testing.T) {
			var want strings.Builder
			enc := json.NewEncoder(&want)
			enc.SetEscapeHTML(false)
			if err := enc.Encode(struct {
				Data  any `json:"data"`
				Count int `json:"count"`
			}{tt.rows, tt.count}); err != nil {
				t.Fatal(err)
			}
			res := p.Get(t, tt.path)
			if res.Status != http.StatusOK {
				t.Fatalf("status %d: %s", res.Status, res.Body)
			}
			if string(res.Body) != want.String() {
				t.Errorf("body\n%s\nwant encoding/json's\n%s", res.Body, want.String())
			}
			if cl := res.Header.Get("Content-Length"); cl != fmt.Sprint(len(res.Body)) {
				t.Errorf("Content-Length %q for a body of %d bytes", cl, len(res.Body))
			}
		})
	}
}
