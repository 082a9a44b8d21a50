package transport

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/data/seed"
	"github.com/tierline/tierline/persistence"
)

// Field sets of the specification's resource tables (service-spec.md,
// "Resources and their fields"), plus the provenance Tierline adds: a
// program's ladder_note, a tier's source and checked date. Responses must
// carry exactly these keys.
var (
	casinoFields = []string{"id", "slug", "name_slug", "state_slug", "name", "city", "state", "county", "country",
		"lat", "lon", "casino_type", "tribal_nation", "nigc_license_type", "opened_year", "gaming_floor_sqft",
		"slot_machines", "table_games", "website", "brand", "has_hotel", "hotel_rooms", "has_rewards_program", "distance_km"}
	programFields = []string{"id", "program_name", "brand", "property", "region", "url", "ladder_note"}
	tierFields    = []string{"id", "name", "level", "qualification", "qualification_amount", "qualification_unit", "benefits", "verified", "source", "checked"}
)

// loadData is the shipped data set, the reference the API is checked against.
func loadData(t *testing.T) *seed.Dataset {
	t.Helper()
	ds, err := seed.Load(data.Files)
	if err != nil {
		t.Fatalf("load shipped data: %v", err)
	}
	return ds
}

// asciiLower folds A-Z only, as SQL lower() does on both stores' byte-wise
// collation.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// qMatches is q's rule written out: the folded q is in the folded name,
// brand or tribal nation, each on its own.
func qMatches(c persistence.Casino, q string) bool {
	q = asciiLower(q)
	for _, f := range []*string{&c.Name, c.Brand, c.TribalNation} {
		if f != nil && strings.Contains(asciiLower(*f), q) {
			return true
		}
	}
	return false
}

// expectCasinos filters and orders the reference data as the API must.
func expectCasinos(ds *seed.Dataset, keep func(c persistence.Casino) bool) []persistence.Casino {
	var out []persistence.Casino
	for _, c := range ds.Casinos {
		if keep(c) {
			out = append(out, c)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Name != out[j].Name {
			return out[i].Name < out[j].Name
		}
		return out[i].ID.String() < out[j].ID.String()
	})
	return out
}

type casinoList struct {
	Data  []map[string]any `json:"data"`
	Count int              `json:"count"`
}

func TestCasinoSearchFilters(t *testing.T) {
	ts := newTestServer(t, nil)
	ds := loadData(t)
	is := func(p *string, v string) bool { return p != nil && *p == v }
	tests := []struct {
		name  string
		query string
		keep  func(c persistence.Casino) bool
	}{
		{"no filter lists every casino", "", func(persistence.Casino) bool { return true }},
		{"q matches a whole name", "q=Bellagio", func(c persistence.Casino) bool { return strings.Contains(c.Name, "Bellagio") }},
		{"q ignores case", "q=bElLaGiO", func(c persistence.Casino) bool { return strings.Contains(c.Name, "Bellagio") }},
		{"q matches inside a name", "q=nugget", func(c persistence.Casino) bool { return strings.Contains(asciiLower(c.Name), "nugget") }},
		// Hard Rock International's casinos whose names lack "Hard Rock"
		// (Seminole Casino Coconut Creek, ...) match by brand.
		{"q with spaces", "q=" + url.QueryEscape("hard rock"), func(c persistence.Casino) bool { return qMatches(c, "hard rock") }},
		{"q treats % literally", "q=" + url.QueryEscape("100%"), func(c persistence.Casino) bool { return strings.Contains(c.Name, "100%") }},
		{"q treats _ literally", "q=" + url.QueryEscape("a_b"), func(c persistence.Casino) bool { return strings.Contains(c.Name, "a_b") }},
		{"q with an apostrophe", "q=" + url.QueryEscape("harrah's"), func(c persistence.Casino) bool { return strings.Contains(asciiLower(c.Name), "harrah's") }},
		{"state in upper case", "state=NV", func(c persistence.Casino) bool { return is(c.State, "NV") }},
		{"state in lower case", "state=nj", func(c persistence.Casino) bool { return is(c.State, "NJ") }},
		{"state with no casinos", "state=VT", func(c persistence.Casino) bool { return false }},
		{"type tribal", "type=tribal", func(c persistence.Casino) bool { return is(c.CasinoType, "tribal") }},
		{"type racino in any case", "type=RACINO", func(c persistence.Casino) bool { return is(c.CasinoType, "racino") }},
		{"type others", "type=others", func(c persistence.Casino) bool { return is(c.CasinoType, "others") }},
		{"has_rewards true", "has_rewards=true", func(c persistence.Casino) bool { return c.RewardsProgramID != nil }},
		{"has_rewards false", "has_rewards=false", func(c persistence.Casino) bool { return c.RewardsProgramID == nil }},
		{"filters combine", "state=nv&type=commercial&has_rewards=true&q=casino", func(c persistence.Casino) bool {
			// "casino" is also in a brand: Station Casinos (Green Valley Ranch, the Wildfires).
			return is(c.State, "NV") && is(c.CasinoType, "commercial") && c.RewardsProgramID != nil && qMatches(c, "casino")
		}},
		{"empty parameters are ignored", "q=&state=&type=&has_rewards=", func(persistence.Casino) bool { return true }},
		// q matches the brand and the tribal nation as data/casinos.csv
		// spells them, as /ask asks ("Which casinos does the Chickasaw
		// Nation own?"): no casino's name holds these.
		{"q matches a tribal nation", "q=" + url.QueryEscape("Chickasaw Nation"), func(c persistence.Casino) bool {
			return c.TribalNation != nil && strings.Contains(*c.TribalNation, "Chickasaw Nation")
		}},
		{"q matches a brand, with a state", "q=" + url.QueryEscape("PENN Entertainment") + "&state=MS", func(c persistence.Casino) bool {
			return is(c.State, "MS") && c.Brand != nil && strings.Contains(*c.Brand, "PENN Entertainment")
		}},
		{"q matches a tribal nation in any case, with a state", "q=" + url.QueryEscape("poarch band of CREEK indians") + "&state=al", func(c persistence.Casino) bool {
			return is(c.State, "AL") && c.TribalNation != nil && strings.Contains(*c.TribalNation, "Poarch Band of Creek Indians")
		}},
		// A match never spans two fields: these are the end of one field
		// and the start of the next of some casino (checked below).
		{"q across brand and nation matches nothing", "q=" + url.QueryEscape("International Seminole"), func(persistence.Casino) bool { return false }},
		{"q across brand and nation, unspaced, matches nothing", "q=" + url.QueryEscape("internationalseminole"), func(persistence.Casino) bool { return false }},
		{"q across name and brand matches nothing", "q=" + url.QueryEscape("Gulf Coast PENN"), func(persistence.Casino) bool { return false }},
	}
	spans := map[string]bool{"international seminole": false, "internationalseminole": false, "gulf coast penn": false}
	for _, c := range ds.Casinos {
		for q := range spans {
			for _, pair := range [][2]*string{{&c.Name, c.Brand}, {c.Brand, c.TribalNation}} {
				if pair[0] != nil && pair[1] != nil && (strings.Contains(asciiLower(*pair[0]+" "+*pair[1]), q) || strings.Contains(asciiLower(*pair[0]+*pair[1]), q)) {
					spans[q] = true
				}
			}
		}
	}
	for q, ok := range spans {
		if !ok {
			t.Errorf("no casino has %q across two fields: the case tests nothing", q)
		}
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := expectCasinos(ds, tt.keep)
			if strings.HasPrefix(tt.name, "q matches a ") && len(want) == 0 {
				t.Fatalf("the shipped data has no casino for %s: the case tests nothing", tt.query)
			}
			res := ts.get(t, "/v1/casinos?limit=100&"+tt.query)
			if res.Status != http.StatusOK {
				t.Fatalf("status %d: %s", res.Status, res.Body)
			}
			var got casinoList
			res.decode(t, &got)
			if got.Count != len(want) {
				t.Errorf("count = %d, want %d (all matches, not the page size)", got.Count, len(want))
			}
			if len(got.Data) != min(len(want), 100) {
				t.Fatalf("page has %d casinos, want %d", len(got.Data), min(len(want), 100))
			}
			for i, c := range got.Data {
				if c["id"] != want[i].ID.String() || c["name"] != want[i].Name {
					t.Fatalf("casino %d = %v %v, want %s %s (order is name, then id)", i, c["name"], c["id"], want[i].Name, want[i].ID)
				}
			}
		})
	}
}

func TestCasinoPagesNeverOverlapOrSkip(t *testing.T) {
	ts := newTestServer(t, nil)
	ds := loadData(t)
	for _, query := range []string{"state=NV", "q=casino", ""} {
		t.Run("walk "+query, func(t *testing.T) {
			want := expectCasinos(ds, func(persistence.Casino) bool { return true })
			seen := map[string]bool{}
			var order []string
			total := -1
			for offset := 0; ; offset += 37 { // an odd page size crosses every kind of boundary
				var page casinoList
				res := ts.get(t, fmt.Sprintf("/v1/casinos?limit=37&offset=%d&%s", offset, query))
				res.decode(t, &page)
				if total >= 0 && page.Count != total {
					t.Fatalf("count changed between pages: %d then %d", total, page.Count)
				}
				total = page.Count
				for _, c := range page.Data {
					id := c["id"].(string)
					if seen[id] {
						t.Fatalf("casino %s appears on two pages", id)
					}
					seen[id] = true
					order = append(order, id)
				}
				if len(page.Data) < 37 {
					break
				}
			}
			if len(seen) != total {
				t.Errorf("walked %d casinos, count says %d", len(seen), total)
			}
			if query == "" {
				for i, c := range want {
					if order[i] != c.ID.String() {
						t.Fatalf("position %d: %s, want %s", i, order[i], c.ID)
					}
				}
			}
		})
	}
}

func TestCasinoSearchDefaultsAndBounds(t *testing.T) {
	ts := newTestServer(t, nil)
	total := len(loadData(t).Casinos)
	tests := []struct {
		query    string
		wantLen  int
		wantCode string
		wantMsg  string
	}{
		{query: "", wantLen: 24},
		{query: "limit=1", wantLen: 1},
		{query: "limit=100", wantLen: 100},
		{query: fmt.Sprintf("offset=%d", total-4), wantLen: 4},
		{query: "offset=100000", wantLen: 0},
		{query: "limit=0", wantCode: "invalid_request", wantMsg: "limit: "},
		{query: "limit=-1", wantCode: "invalid_request", wantMsg: "limit: "},
		{query: "limit=101", wantCode: "invalid_request", wantMsg: "limit: "},
		{query: "limit=ten", wantCode: "invalid_request", wantMsg: "limit: "},
		{query: "limit=2.5", wantCode: "invalid_request", wantMsg: "limit: "},
		{query: "offset=-1", wantCode: "invalid_request", wantMsg: "offset: "},
		{query: "offset=1.5", wantCode: "invalid_request", wantMsg: "offset: "},
		{query: "offset=x", wantCode: "invalid_request", wantMsg: "offset: "},
		{query: "offset=99999999999999999999", wantCode: "invalid_request", wantMsg: "offset: "},
		{query: "type=casino", wantCode: "invalid_request", wantMsg: "type: "},
		{query: "state=ZZ", wantCode: "invalid_request", wantMsg: "state: "},
		{query: "state=Nevada", wantCode: "invalid_request", wantMsg: "state: "},
		{query: "state=N", wantCode: "invalid_request", wantMsg: "state: "},
		{query: "has_rewards=maybe", wantCode: "invalid_request", wantMsg: "has_rewards: "},
		{query: "q=" + strings.Repeat("x", 101), wantCode: "invalid_request", wantMsg: "q: "},
		{query: "q=bell%00agio", wantCode: "invalid_request", wantMsg: "q: must not contain the NUL character"},
	}
	for _, tt := range tests {
		t.Run("GET /v1/casinos?"+tt.query, func(t *testing.T) {
			res := ts.get(t, "/v1/casinos?"+tt.query)
			if tt.wantCode != "" {
				res.wantError(t, http.StatusBadRequest, tt.wantCode, tt.wantMsg)
				return
			}
			var got casinoList
			res.decode(t, &got)
			if res.Status != http.StatusOK || len(got.Data) != tt.wantLen {
				t.Fatalf("status %d with %d casinos, want 200 with %d", res.Status, len(got.Data), tt.wantLen)
			}
			if got.Count != total {
				t.Errorf("count = %d, want %d", got.Count, total)
			}
		})
	}
}

// wantExactFields checks that obj has exactly the keys of fields.
func wantExactFields(t *testing.T, what string, obj map[string]any, fields []string, extra ...string) {
	t.Helper()
	var got []string
	for k := range obj {
		got = append(got, k)
	}
	want := append(slices.Clone(fields), extra...)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("%s has fields %v, want %v", what, got, want)
	}
}

// wantTypes checks each field's JSON type against the spec: nullable
// fields may be null, the rest may not.
func wantTypes(t *testing.T, what string, obj map[string]any, types map[string]string) {
	t.Helper()
	for field, typ := range types {
		v := obj[field]
		nullable := strings.HasSuffix(typ, "|null")
		typ = strings.TrimSuffix(typ, "|null")
		if v == nil {
			if !nullable {
				t.Errorf("%s.%s is null; the spec says %s, never null", what, field, typ)
			}
			continue
		}
		ok := false
		switch typ {
		case "string":
			_, ok = v.(string)
		case "number":
			_, ok = v.(float64)
		case "integer":
			f, isNum := v.(float64)
			ok = isNum && f == float64(int64(f))
		case "boolean":
			_, ok = v.(bool)
		case "array":
			_, ok = v.([]any)
		case "object":
			_, ok = v.(map[string]any)
		}
		if !ok {
			t.Errorf("%s.%s = %#v, want %s", what, field, v, typ)
		}
	}
}

var (
	casinoTypes = map[string]string{
		"id": "string", "slug": "string", "name_slug": "string|null", "state_slug": "string|null", "name": "string",
		"city": "string|null", "state": "string|null", "county": "string|null", "country": "string|null",
		"lat": "number|null", "lon": "number|null", "casino_type": "string|null", "tribal_nation": "string|null",
		"nigc_license_type": "string|null", "opened_year": "integer|null", "gaming_floor_sqft": "integer|null",
		"slot_machines": "integer|null", "table_games": "integer|null", "website": "string|null", "brand": "string|null",
		"has_hotel": "boolean|null", "hotel_rooms": "integer|null", "has_rewards_program": "boolean",
	}
	programTypes = map[string]string{"id": "string", "program_name": "string", "brand": "string|null",
		"property": "string|null", "region": "string|null", "url": "string|null", "ladder_note": "string|null"}
	tierTypes = map[string]string{"id": "string", "name": "string", "level": "integer", "qualification": "string|null",
		"qualification_amount": "number|null", "qualification_unit": "string|null", "benefits": "array", "verified": "boolean",
		"source": "string|null", "checked": "string|null"}
)

func TestEveryCasinoHasTheSpecFieldSet(t *testing.T) {
	ts := newTestServer(t, nil)
	for offset := 0; offset < len(loadData(t).Casinos); offset += 100 {
		var page casinoList
		ts.get(t, fmt.Sprintf("/v1/casinos?limit=100&offset=%d", offset)).decode(t, &page)
		for _, c := range page.Data {
			wantExactFields(t, "casino", c, casinoFields)
			wantTypes(t, "casino", c, casinoTypes)
			slug, _ := c["slug"].(string)
			id, _ := c["id"].(string)
			if want := fmt.Sprintf("%s-%s-%s", c["name_slug"], c["state_slug"], id[:8]); slug != want {
				t.Errorf("slug %q, want %q (name slug, state slug, first 8 hex of the id)", slug, want)
			}
		}
	}
}

type casinoDetailJSON map[string]any

func TestCasinoDetail(t *testing.T) {
	ts := newTestServer(t, nil)
	ds := loadData(t)
	var bellagio, unlinked persistence.Casino
	for _, c := range ds.Casinos {
		if c.Name == "Bellagio Hotel and Casino" {
			bellagio = c
		}
		if c.RewardsProgramID == nil && unlinked.Name == "" {
			unlinked = c
		}
	}

	t.Run("a casino with a program carries the program and its tier ladder", func(t *testing.T) {
		res := ts.get(t, "/v1/casinos/"+bellagio.Slug)
		if res.Status != http.StatusOK {
			t.Fatalf("status %d: %s", res.Status, res.Body)
		}
		var body struct{ Data casinoDetailJSON }
		res.decode(t, &body)
		c := body.Data
		wantExactFields(t, "casino detail", c, casinoFields, "rewards_program", "tiers")
		wantTypes(t, "casino detail", c, casinoTypes)
		if c["slug"] != bellagio.Slug || c["has_rewards_program"] != true {
			t.Errorf("slug %v has_rewards_program %v", c["slug"], c["has_rewards_program"])
		}
		program, _ := c["rewards_program"].(map[string]any)
		wantExactFields(t, "rewards_program", program, programFields)
		wantTypes(t, "rewards_program", program, programTypes)
		if program["program_name"] != "MGM Rewards" {
			t.Errorf("program = %v, want MGM Rewards", program["program_name"])
		}
		tiers, _ := c["tiers"].([]any)
		var names []string
		for i, raw := range tiers {
			tier := raw.(map[string]any)
			wantExactFields(t, "tier", tier, tierFields)
			wantTypes(t, "tier", tier, tierTypes)
			if tier["level"] != float64(i+1) {
				t.Errorf("tier %d has level %v; tiers come lowest level first", i, tier["level"])
			}
			names = append(names, tier["name"].(string))
		}
		if want := []string{"Sapphire", "Pearl", "Gold", "Platinum", "NOIR"}; !slices.Equal(names, want) {
			t.Errorf("tiers = %v, want %v", names, want)
		}
	})

	t.Run("a casino without a program has a null program and no tiers", func(t *testing.T) {
		res := ts.get(t, "/v1/casinos/"+unlinked.Slug)
		var body struct{ Data casinoDetailJSON }
		res.decode(t, &body)
		if v, ok := body.Data["rewards_program"]; !ok || v != nil {
			t.Errorf("rewards_program = %v (present %v), want null", v, ok)
		}
		if tiers, ok := body.Data["tiers"].([]any); !ok || len(tiers) != 0 {
			t.Errorf("tiers = %v, want []", body.Data["tiers"])
		}
		if body.Data["has_rewards_program"] != false {
			t.Errorf("has_rewards_program = %v, want false", body.Data["has_rewards_program"])
		}
	})

	t.Run("an unknown slug is 404 not_found", func(t *testing.T) {
		ts.get(t, "/v1/casinos/no-such-casino-nv-00000000").wantError(t, http.StatusNotFound, "not_found", "No casino")
		// A slug no casino could have (PostgreSQL refuses NUL in text) is
		// the same 404, not a store error.
		for _, slug := range []string{"bell%00agio-nv-00000000", "Bellagio", "bell%C3%A0gio"} {
			ts.get(t, "/v1/casinos/"+slug).wantError(t, http.StatusNotFound, "not_found", "No casino")
		}
	})
}

func TestRenamedCasinoAnswersUnderItsOldSlug(t *testing.T) {
	ts := newTestServer(t, nil)
	ds := loadData(t)
	if len(ds.Renames) == 0 {
		t.Fatal("the shipped data renames no casino; the test needs one")
	}
	// Every rename of the shipped data, e.g. Rosebud Casino, moved from NE
	// to SD.
	slugOf := map[uuid.UUID]string{}
	for _, c := range ds.Casinos {
		slugOf[c.ID] = c.Slug
	}
	noFollow := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	for _, r := range ds.Renames {
		now := slugOf[r.CasinoID]
		t.Run(r.OldName+" in "+r.OldState+": the old slug answers 301 with the new address", func(t *testing.T) {
			for _, query := range []string{"", "?fields=all"} {
				res, err := noFollow.Get(ts.URL + "/v1/casinos/" + r.OldSlug + query)
				if err != nil {
					t.Fatal(err)
				}
				raw, _ := io.ReadAll(res.Body)
				res.Body.Close()
				want := "/v1/casinos/" + now + query
				if res.StatusCode != http.StatusMovedPermanently || res.Header.Get("Location") != want {
					t.Fatalf("status %d, Location %q; want 301 to %s", res.StatusCode, res.Header.Get("Location"), want)
				}
				var body map[string]any
				if err := json.Unmarshal(raw, &body); err != nil || body["slug"] != now || body["location"] != want || len(body) != 2 {
					t.Errorf("body %s, want {slug: %s, location: %s}", raw, now, want)
				}
			}
		})
		t.Run(r.OldName+" in "+r.OldState+": a client that follows the redirect gets the casino", func(t *testing.T) {
			res := ts.get(t, "/v1/casinos/"+r.OldSlug)
			var body struct{ Data casinoDetailJSON }
			res.decode(t, &body)
			if res.Status != http.StatusOK || body.Data["slug"] != now {
				t.Errorf("status %d, slug %v; want 200 with %s", res.Status, body.Data["slug"], now)
			}
		})
	}
	t.Run("a slug no casino ever had is still 404", func(t *testing.T) {
		ts.get(t, "/v1/casinos/rosebud-casino-ne-00000000").wantError(t, http.StatusNotFound, "not_found", "No casino")
	})
}

type programList struct {
	Data  []map[string]any `json:"data"`
	Count int              `json:"count"`
}

func TestRewardsPrograms(t *testing.T) {
	ts := newTestServer(t, nil)
	ds := loadData(t)
	names := func(l programList) []string {
		var out []string
		for _, p := range l.Data {
			out = append(out, p["program_name"].(string))
		}
		return out
	}
	var all []string
	for _, p := range ds.Programs {
		all = append(all, p.ProgramName)
	}
	slices.Sort(all)

	tests := []struct {
		name  string
		query string
		want  []string
		count int
	}{
		{"lists every program by name", "", all, len(all)},
		{"search matches the program name in any case", "search=rewards", nil, -1},
		{"search matches the brand", "search=" + url.QueryEscape("caesars ent"), []string{"Caesars Rewards"}, 1},
		{"brand matches the whole brand in any case", "brand=mgm+resorts", []string{"MGM Rewards"}, 1},
		{"brand does not match a part", "brand=MGM", nil, 0},
		{"limit pages, count stays the total", "limit=2", all[:2], len(all)},
		{"offset pages", "limit=2&offset=2", all[2:4], len(all)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := ts.get(t, "/v1/rewards-programs?"+tt.query)
			var got programList
			res.decode(t, &got)
			if tt.count == -1 {
				for _, n := range names(got) {
					if !strings.Contains(strings.ToLower(n), "rewards") {
						var brand string
						for _, p := range got.Data {
							if p["program_name"] == n && p["brand"] != nil {
								brand = p["brand"].(string)
							}
						}
						if !strings.Contains(strings.ToLower(brand), "rewards") {
							t.Errorf("%q matched search=rewards", n)
						}
					}
				}
				if got.Count == 0 || got.Count != len(got.Data) {
					t.Errorf("count %d for %d programs", got.Count, len(got.Data))
				}
				return
			}
			if got.Count != tt.count || !slices.Equal(names(got), tt.want) {
				t.Errorf("got %v (count %d), want %v (count %d)", names(got), got.Count, tt.want, tt.count)
			}
			for _, p := range got.Data {
				wantExactFields(t, "rewards program", p, programFields)
				wantTypes(t, "rewards program", p, programTypes)
			}
		})
	}

	for _, q := range []string{"limit=0", "limit=201", "limit=-5", "limit=x", "offset=-1", "search=" + strings.Repeat("y", 101), "search=a%00b", "brand=MGM%00"} {
		t.Run("GET /v1/rewards-programs?"+q+" is 400", func(t *testing.T) {
			param := strings.SplitN(q, "=", 2)[0]
			ts.get(t, "/v1/rewards-programs?"+q).wantError(t, http.StatusBadRequest, "invalid_request", param+": ")
		})
	}
	t.Run("limit 200 is allowed", func(t *testing.T) {
		if res := ts.get(t, "/v1/rewards-programs?limit=200"); res.Status != http.StatusOK {
			t.Errorf("status %d", res.Status)
		}
	})
}

func TestRewardsProgramDetail(t *testing.T) {
	ts := newTestServer(t, nil)
	ds := loadData(t)
	for _, p := range ds.Programs {
		var wantTiers []persistence.Tier
		for _, tier := range ds.Tiers {
			if tier.ProgramID == p.ID {
				wantTiers = append(wantTiers, tier)
			}
		}
		sort.Slice(wantTiers, func(i, j int) bool { return wantTiers[i].Level < wantTiers[j].Level })
		t.Run(p.ProgramName, func(t *testing.T) {
			res := ts.get(t, "/v1/rewards-programs/"+p.ID.String())
			if res.Status != http.StatusOK {
				t.Fatalf("status %d: %s", res.Status, res.Body)
			}
			var body struct{ Data map[string]any }
			res.decode(t, &body)
			wantExactFields(t, "rewards program", body.Data, programFields, "tiers")
			wantTypes(t, "rewards program", body.Data, programTypes)
			if note, _ := body.Data["ladder_note"].(string); (p.LadderNote == nil) != (body.Data["ladder_note"] == nil) || (p.LadderNote != nil && note != *p.LadderNote) {
				t.Errorf("ladder_note = %v, want the data's %v", body.Data["ladder_note"], p.LadderNote)
			}
			tiers, _ := body.Data["tiers"].([]any)
			if len(tiers) != len(wantTiers) {
				t.Fatalf("%d tiers, want %d", len(tiers), len(wantTiers))
			}
			for i, raw := range tiers {
				tier := raw.(map[string]any)
				wantExactFields(t, "tier", tier, tierFields)
				wantTypes(t, "tier", tier, tierTypes)
				var want map[string]any
				raw, _ := json.Marshal(wantTiers[i])
				_ = json.Unmarshal(raw, &want)
				if !reflect.DeepEqual(tier, want) {
					t.Errorf("tier %d = %v, want %v", i, tier, want)
				}
			}
		})
	}
	t.Run("a malformed id is 400 naming id", func(t *testing.T) {
		for _, id := range []string{"42", "not-a-uuid", "8d4144b1f01459ee83645046ba6be23b", "{8d4144b1-f014-59ee-8364-5046ba6be23b}"} {
			ts.get(t, "/v1/rewards-programs/"+url.PathEscape(id)).wantError(t, http.StatusBadRequest, "invalid_request", "id: ")
		}
	})
	t.Run("an unknown id is 404", func(t *testing.T) {
		ts.get(t, "/v1/rewards-programs/00000000-0000-4000-8000-000000000000").wantError(t, http.StatusNotFound, "not_found", "No rewards program")
	})
}
