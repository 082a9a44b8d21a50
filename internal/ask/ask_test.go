package ask

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	_ "github.com/tierline/tierline/actions/all" // every action the intents map to
	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/data/seed"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

// now is the clock of the corpus: Thursday 14 May 2026, afternoon UTC.
var now = time.Date(2026, 5, 14, 15, 30, 0, 0, time.UTC)

var (
	shippedOnce sync.Once
	shipped     Lexicon
)

// shippedLexicon is the lexicon of the shipped directory data, the names
// the service really matches questions against.
func shippedLexicon(t testing.TB) Lexicon {
	t.Helper()
	shippedOnce.Do(func() {
		ds, err := seed.Load(data.Files)
		if err != nil {
			t.Fatalf("load shipped data: %v", err)
		}
		for _, c := range ds.Casinos {
			program := ""
			if c.RewardsProgramID != nil {
				program = c.RewardsProgramID.String()
			}
			shipped.Casinos = append(shipped.Casinos, Casino{Name: c.Name, Slug: c.Slug, State: deref(c.State), City: deref(c.City), ProgramID: program,
				TribalNation: deref(c.TribalNation), Brand: deref(c.Brand), Lat: c.Lat, Lon: c.Lon})
		}
		tiers := slices.Clone(ds.Tiers)
		slices.SortStableFunc(tiers, func(a, b persistence.Tier) int { return a.Level - b.Level })
		for _, p := range ds.Programs {
			prog := Program{ID: p.ID.String(), Name: p.ProgramName, Brand: deref(p.Brand)}
			for _, t := range tiers {
				if t.ProgramID == p.ID {
					prog.Tiers = append(prog.Tiers, t.Name)
				}
			}
			shipped.Programs = append(shipped.Programs, prog)
		}
		for _, c := range data.USCities() {
			shipped.Cities = append(shipped.Cities, City{Name: c.City, State: c.State})
		}
	})
	if len(shipped.Casinos) == 0 {
		t.Fatal("the shipped data has no casinos")
	}
	return shipped
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// slugOf is the slug of the shipped casino named name.
func slugOf(t testing.TB, name string) string {
	t.Helper()
	for _, c := range shippedLexicon(t).Casinos {
		if c.Name == name {
			return c.Slug
		}
	}
	t.Fatalf("no shipped casino is named %q", name)
	return ""
}

// programID is the id of the shipped program named name.
func programID(t testing.TB, name string) string {
	t.Helper()
	for _, p := range shippedLexicon(t).Programs {
		if p.Name == name {
			return p.ID
		}
	}
	t.Fatalf("no shipped program is named %q", name)
	return ""
}

// phrasing is one question of the corpus with what it must be understood as.
type phrasing struct {
	query  string
	intent string
	params map[string]any
	// filter, missing: the tier filter's values and the missing fields,
	// when the intent has them.
	filter  []string
	missing []string
}

type params = map[string]any

// corpus is every phrasing the understanding layer must map, with the
// intent and exact parameters. casino and program are filled in with the
// shipped data's slugs and ids.
func corpus(t testing.TB) []phrasing {
	bellagio := slugOf(t, "Bellagio Hotel and Casino")
	caesarsPalace := slugOf(t, "Caesars Palace Casino")
	return []phrasing{
		// Finding casinos: states by name and code, types, rewards, cities, names.
		{"casinos in nevada", FindCasinos, params{"state": "NV"}, nil, nil},
		{"find casinos in NV", FindCasinos, params{"state": "NV"}, nil, nil},
		{"casinos in nv", FindCasinos, params{"state": "NV"}, nil, nil},
		{"Casinos in New Jersey with a rewards program", FindCasinos, params{"state": "NJ", "has_rewards": true}, nil, nil},
		{"tribal casinos in Oklahoma", FindCasinos, params{"state": "OK", "type": "tribal"}, nil, nil},
		{"racinos in pennsylvania", FindCasinos, params{"state": "PA", "type": "racino"}, nil, nil},
		{"commercial casinos in Las Vegas without a rewards program", FindCasinos, params{"near": "Las Vegas, NV", "type": "commercial", "has_rewards": false}, nil, nil},
		{"show me casinos in Atlantic City", FindCasinos, params{"near": "Atlantic City, NJ"}, nil, nil},
		{"which casinos have a rewards program in Michigan?", FindCasinos, params{"state": "MI", "has_rewards": true}, nil, nil},
		{"Where can I play in Reno?", FindCasinos, params{"near": "Reno, NV"}, nil, nil},
		{"what casinos are in ohio", FindCasinos, params{"state": "OH"}, nil, nil},
		{"casinos in IN", FindCasinos, params{"state": "IN"}, nil, nil},
		{"casinos in washington", FindCasinos, params{"state": "WA"}, nil, nil},
		{"casinos in west virginia", FindCasinos, params{"state": "WV"}, nil, nil},
		{"Native American casinos in California", FindCasinos, params{"state": "CA", "type": "tribal"}, nil, nil},
		{"tribal casinos with no loyalty program", FindCasinos, params{"type": "tribal", "has_rewards": false}, nil, nil},
		{"casinos named lucky", FindCasinos, params{"q": "lucky"}, nil, nil},
		{"casinos called the Lucky Star", FindCasinos, params{"q": "Lucky Star"}, nil, nil},
		{"tiers at Harrah's", FindCasinos, params{"q": "Harrah's"}, nil, nil},
		{"MGM casinos in Nevada", FindCasinos, params{"state": "NV", "q": "MGM"}, nil, nil},
		{"casinos", FindCasinos, params{}, nil, nil},
		{"list all casinos", FindCasinos, params{}, nil, nil},
		{"Hollywood Casino tiers", FindCasinos, params{"q": "Hollywood"}, nil, nil},

		// A casino's tiers and rewards program: casino names, best match first.
		{"what are the tiers at Bellagio?", CasinoDetail, params{"slug": bellagio}, nil, nil},
		{"bellagio tiers", CasinoDetail, params{"slug": bellagio}, nil, nil},
		{"tell me about the MGM Grand", CasinoDetail, params{"slug": slugOf(t, "MGM Grand Resort Casino")}, nil, nil},
		{"tiers at caesars palace", CasinoDetail, params{"slug": caesarsPalace}, nil, nil},
		{"what rewards program does Borgata use", CasinoDetail, params{"slug": slugOf(t, "Borgata Hotel Casino and Spa")}, nil, nil},
		{"Harrah's in Atlantic City", CasinoDetail, params{"slug": slugOf(t, "Harrah's Resort Atlantic City")}, nil, nil},
		{"Mohegan Sun", CasinoDetail, params{"slug": slugOf(t, "Mohegan Sun")}, nil, nil},
		{"mohegan sun pocono tier levels", CasinoDetail, params{"slug": slugOf(t, "Mohegan Sun Pocono")}, nil, nil},
		{"Wynn Las Vegas", CasinoDetail, params{"slug": slugOf(t, "Wynn Las Vegas")}, nil, nil},
		{"tiers at New York-New York", CasinoDetail, params{"slug": slugOf(t, "New York-New York Las Vegas")}, nil, nil},
		{"Hard Rock Hotel & Casino Atlantic City tiers", CasinoDetail, params{"slug": slugOf(t, "Hard Rock Hotel & Casino Atlantic City")}, nil, nil},
		{"tiers at Aria", CasinoDetail, params{"slug": slugOf(t, "Aria Resort & Casino Las Vegas")}, nil, nil},
		{"Foxwoods tier levels", CasinoDetail, params{"slug": slugOf(t, "Foxwoods Resort Casino")}, nil, nil},

		// Programs and brands.
		{"Caesars Rewards tiers", ProgramDetail, params{"id": programID(t, "Caesars Rewards")}, nil, nil},
		{"tell me about MGM Rewards", ProgramDetail, params{"id": programID(t, "MGM Rewards")}, nil, nil},
		{"what is the tier ladder of Boyd Rewards", ProgramDetail, params{"id": programID(t, "Boyd Rewards")}, nil, nil},
		{"the Venetian", ProgramDetail, params{"id": programID(t, "Grazie Rewards")}, nil, nil},
		{"tiers at Resorts World", ProgramDetail, params{"id": programID(t, "Genting Rewards")}, nil, nil},
		{"rewards programs", ListPrograms, params{}, nil, nil},
		{"list all loyalty programs", ListPrograms, params{}, nil, nil},
		{"rewards programs from Caesars", ListPrograms, params{"search": "Caesars"}, nil, nil},
		{"what programs does Hard Rock have", ListPrograms, params{"search": "Hard Rock"}, nil, nil},

		// My tier at X.
		{"my tier at Caesars Palace", MyTiers, params{}, []string{"Caesars Palace", "Caesars Palace Casino"}, nil},
		{"what tier am I at Bellagio", MyTiers, params{}, []string{"Bellagio", "Bellagio Hotel and Casino"}, nil},
		{"my tier at MGM", MyTiers, params{}, []string{"MGM"}, nil},
		{"my Caesars Rewards status", MyTiers, params{}, []string{"Caesars"}, nil},
		{"my tiers", MyTiers, params{}, nil, nil},
		{"how far am I from the next tier at Bellagio?", TierProgress, params{"casino_name": "Bellagio"}, nil, nil},
		{"how many points do I need for the next tier at Joe's Casino", TierProgress, params{"casino_name": "Joe's Casino"}, nil, nil},

		// My trips, sessions, visits: dates.
		{"my trips this year", MyTrips, params{"from": "2026-01-01", "to": "2026-12-31"}, nil, nil},
		{"my trips in 2025", MyTrips, params{"from": "2025-01-01", "to": "2025-12-31"}, nil, nil},
		{"trips last month", MyTrips, params{"from": "2026-04-01", "to": "2026-04-30"}, nil, nil},
		{"my trips at Joe's Place this year", MyTrips, params{"casino_name": "Joe's Place", "from": "2026-01-01", "to": "2026-12-31"}, nil, nil},
		// "since" ends today for trips, which may be booked ahead (the
		// thirty-fourth part's convention)
		{"my trips since March", MyTrips, params{"from": "2026-03-01", "to": "2026-05-14"}, nil, nil},
		{"my trips in December", MyTrips, params{"from": "2025-12-01", "to": "2025-12-31"}, nil, nil},
		{"trips from the past 30 days", MyTrips, params{"from": "2026-04-14", "to": "2026-05-14"}, nil, nil},
		{"my sessions last week", MySessions, params{"from": "2026-05-04", "to": "2026-05-10"}, nil, nil},
		{"my blackjack sessions this month", MySessions, params{"from": "2026-05-01", "to": "2026-05-31", "game_type": "blackjack"}, nil, nil},
		{"my visits this year", MyVisits, params{"from": "2026-01-01", "to": "2026-12-31"}, nil, nil},
		{"how many times did I visit Bellagio last month", MyVisits, params{"casino_name": "Bellagio", "from": "2026-04-01", "to": "2026-04-30"}, nil, nil},
		{"my visits in May 2025", MyVisits, params{"from": "2025-05-01", "to": "2025-05-31"}, nil, nil},

		// Offers and vouchers.
		{"expiring offers", ExpiringOffers, params{}, nil, nil},
		{"offers expiring in the next 14 days", ExpiringOffers, params{"within_days": 14}, nil, nil},
		{"which of my offers expire this week?", ExpiringOffers, params{"within_days": 7}, nil, nil},
		{"offers that expire within 2 weeks", ExpiringOffers, params{"within_days": 14}, nil, nil},
		{"my offers at Borgata", MyOffers, params{"casino_name": "Borgata"}, nil, nil},
		{"my redeemed offers", MyOffers, params{"status": "redeemed"}, nil, nil},
		{"my offers that expired", MyOffers, params{"status": "expired"}, nil, nil},
		{"my vouchers", MyVouchers, params{}, nil, nil},
		{"my open vouchers", MyVouchers, params{"status": "open"}, nil, nil},

		// Tax.
		{"my 2025 W-2G total", W2GTotal, params{"tax_year": 2025}, nil, nil},
		{"what is my W2G total for last year", W2GTotal, params{"tax_year": 2025}, nil, nil},
		{"how much did I win on W-2Gs this year", W2GTotal, params{"tax_year": 2026}, nil, nil},
		{"list my w-2gs for 2024", MyW2Gs, params{"tax_year": 2024}, nil, nil},
		{"my W2Gs", MyW2Gs, params{}, nil, nil},
		{"my tax summary", TaxSummary, params{}, nil, nil},
		{"gambling taxes for 2025", TaxSummary, params{"tax_year": 2025}, nil, nil},
		{"how much have I won this year", TaxSummary, params{"tax_year": 2026}, nil, nil},

		// Comps: amounts, games, durations.
		{"how much comp for $25 blackjack 4 hours", CompEstimate, params{"game_type": "blackjack", "avg_bet": 25, "hours": 4}, nil, nil},
		{"comp for $10 slots 2 hours", CompEstimate, params{"game_type": "slots", "avg_bet": 10, "hours": 2}, nil, nil},
		{"theo for $100 baccarat for 90 minutes", CompEstimate, params{"game_type": "baccarat", "avg_bet": 100, "hours": 1.5}, nil, nil},
		{"theoretical loss on $5 video poker for 3 hours", CompEstimate, params{"game_type": "video_poker", "avg_bet": 5, "hours": 3}, nil, nil},
		{"how much comp would I get for 25 dollars craps over an hour at Bellagio", CompEstimate,
			params{"game_type": "craps", "avg_bet": 25, "hours": 1, "casino_name": "Bellagio"}, nil, nil},
		{"how much comp do I get for $50 craps 2.5 hours", CompEstimate, params{"game_type": "craps", "avg_bet": 50, "hours": 2.5}, nil, nil},
		{"comps for $1,000 roulette 4h", CompEstimate, params{"game_type": "roulette", "avg_bet": 1000, "hours": 4}, nil, nil},
		{"comps for $15 black jack half an hour", CompEstimate, params{"game_type": "blackjack", "avg_bet": 15, "hours": 0.5}, nil, nil},
		{"what's my comp for blackjack", CompEstimate, params{"game_type": "blackjack"}, nil, []string{"avg_bet", "hours"}},

		// Hosts.
		{"hosts at Bellagio", FindHosts, params{}, []string{"Bellagio", "Bellagio Hotel and Casino"}, nil},
		{"find a Spanish-speaking host at Caesars Palace", FindHosts, params{"language": "Spanish"}, []string{"Caesars Palace", "Caesars Palace Casino"}, nil},
		{"casino hosts who speak mandarin", FindHosts, params{"language": "Mandarin"}, nil, nil},
		{"casino hosts", FindHosts, params{}, nil, nil},

		// Bankroll.
		{"my bankroll", Bankroll, params{}, nil, nil},
		{"what's my balance?", Bankroll, params{}, nil, nil},

		// The examples of the agent card's skills (discovery/a2a.go).
		{"find the Bellagio", CasinoDetail, params{"slug": bellagio}, nil, nil},
		{"tribal casinos in Oklahoma with a rewards program", FindCasinos, params{"state": "OK", "type": "tribal", "has_rewards": true}, nil, nil},
		{"tier ladder of Bellagio", CasinoDetail, params{"slug": bellagio}, nil, nil},
		{"what's my status everywhere?", MyTiers, params{}, nil, nil},
		{"my trips to Borgata in 2025", MyTrips, params{"casino_name": "Borgata", "from": "2025-01-01", "to": "2025-12-31"}, nil, nil},
		{"which of my offers expire soon?", ExpiringOffers, params{}, nil, nil},
		{"how much was withheld on my jackpots last year?", W2GTotal, params{"tax_year": 2025}, nil, nil},
		{"comps for $1 slots for 3 hours", CompEstimate, params{"game_type": "slots", "avg_bet": 1, "hours": 3}, nil, nil},
		{"Spanish-speaking hosts in Las Vegas", FindHosts, params{"language": "Spanish"}, nil, nil},

		// Questions it cannot map.
		{"what's the weather today", Unknown, params{}, nil, nil},
		{"hello", Unknown, params{}, nil, nil},
		{"who won the game last night", Unknown, params{}, nil, nil},
		{"", Unknown, params{}, nil, nil},
		// A casino search that would drop what the question asks is not run.
		{"What casinos are near Chicago?", FindCasinos, params{"near": "Chicago, IL"}, nil, nil},
		{"which casino has the loosest slots", Unknown, params{}, nil, nil},
		{"casinos near me", Unknown, params{}, nil, nil},
	}
}

// TestCorpus checks every question of the tuning part: each must be
// understood exactly as written down (the held-out part is only measured,
// by TestCorpusScore).
func TestCorpus(t *testing.T) {
	ix := NewIndex(shippedLexicon(t))
	for _, tc := range tuning(t) {
		t.Run(tc.query, func(t *testing.T) {
			if j, diff := judge(ix.Understand(tc.query, now), tc); j != correct {
				t.Error(diff)
			}
		})
	}
}

func mustJSON(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return string(b)
}

// TestIntentsMapToRegisteredReadActions checks every intent of the corpus
// against the registry: the action exists, is a read any key may run
// unless the intent is a proposed change (which runs only when confirmed),
// its fields include every parameter, and the result field the answer
// lists is one of its output's fields. A fact answered from a table runs
// nothing.
func TestIntentsMapToRegisteredReadActions(t *testing.T) {
	ix := NewIndex(shippedLexicon(t))
	seen := map[string]bool{}
	for _, tc := range slices.Concat(tuning(t), heldOut(t), heldOutBlind(t), heldOutFresh(t), heldOutFourth(t)) {
		in := ix.Understand(tc.query, now)
		in.ApplyLimit(10)
		switch {
		case in.Name == Unknown:
			if in.MapsTo != nil || in.NeedsKey {
				t.Errorf("%q: an unmapped question maps to %+v", tc.query, in.MapsTo)
			}
			continue
		case in.AnsweredFrom != "":
			if in.MapsTo != nil || in.NeedsKey {
				t.Errorf("%q: a fact from a table maps to %+v (needs key %v)", tc.query, in.MapsTo, in.NeedsKey)
			}
			continue
		case in.MapsTo.Action == "":
			if in.NeedsKey || !strings.HasPrefix(in.MapsTo.Path, "/v1/casinos") && !strings.HasPrefix(in.MapsTo.Path, "/v1/rewards-programs") {
				t.Errorf("%q: %s %s is not a public directory endpoint", tc.query, in.MapsTo.Method, in.MapsTo.Path)
			}
			continue
		}
		act, ok := registry.Default.Lookup(in.MapsTo.Namespace, in.MapsTo.Action)
		if !ok {
			t.Errorf("%q: no action %s/%s in the registry", tc.query, in.MapsTo.Namespace, in.MapsTo.Action)
			continue
		}
		if in.ChangesData != act.ChangesData() || (act.ChangesData() && act.Kind != registry.KindRead) {
			t.Errorf("%q: %s is a %s action (changes data %v) but the intent says changes_data %v", tc.query, act.Name, act.Kind, act.ChangesData(), in.ChangesData)
		}
		if !in.NeedsKey {
			t.Errorf("%q: %s needs a key but the intent says it does not", tc.query, act.Name)
		}
		if in.MapsTo.Path != registry.Path(act.Namespace) {
			t.Errorf("%q: path %s, want %s", tc.query, in.MapsTo.Path, registry.Path(act.Namespace))
		}
		inputs := jsonFields(act.Input)
		for k := range in.Parameters {
			if !inputs[k] {
				t.Errorf("%q: %s has no field %q", tc.query, act.Name, k)
			}
		}
		if in.MapsTo.Items != "" && !jsonFields(act.Output)[in.MapsTo.Items] {
			t.Errorf("%q: %s's result has no field %q", tc.query, act.Name, in.MapsTo.Items)
		}
		if r := in.Recorded; r != nil {
			look, ok := registry.Default.Lookup(r.Namespace, r.Action)
			if !ok || look.ChangesData() || !jsonFields(look.Output)[r.Items] || !inputs[r.Param] {
				t.Errorf("%q: the recorded-name lookup %s/%s (%s) does not fit %s's %s", tc.query, r.Namespace, r.Action, r.Items, act.Name, r.Param)
			}
		}
		seen[act.Name] = true
	}
	for _, name := range []string{"tier_status", "tier_progress", "list_trips", "expiring_offers", "tax_year_summary", "list_w2g", "calculate",
		"search_hosts", "bankroll_status", "predict", "predict_all_casinos", "get_suggestions", "set_budget", "set_session_limit",
		"get_risk_profile", "get_my_connections"} {
		if !seen[name] {
			t.Errorf("no phrasing of the corpus maps to %s", name)
		}
	}
}

// jsonFields are the JSON names of a struct's fields, embedded ones included.
func jsonFields(t reflect.Type) map[string]bool {
	out := map[string]bool{}
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
			for k := range jsonFields(f.Type) {
				out[k] = true
			}
			continue
		}
		if name != "" && name != "-" {
			out[name] = true
		}
	}
	return out
}

func TestApplyLimit(t *testing.T) {
	ix := NewIndex(shippedLexicon(t))
	tests := []struct {
		query string
		want  any
	}{
		{"casinos in nevada", 7},
		{"my trips this year", 7},
		{"my tier at Bellagio", 200}, // filtered after the action: it must see every tier
		{"tiers at Bellagio", nil},
		{"my bankroll", nil},
	}
	for _, tt := range tests {
		in := ix.Understand(tt.query, now)
		in.ApplyLimit(7)
		if got := in.Parameters["limit"]; got != tt.want {
			t.Errorf("%q: limit = %v, want %v", tt.query, got, tt.want)
		}
	}
}

func TestFilterKeepsTheNamedCasino(t *testing.T) {
	f := &Filter{Field: "casino_name", Values: []string{"Bellagio", "Bellagio Hotel and Casino"}}
	tests := []struct {
		name string
		keep bool
	}{
		{"Bellagio", true},
		{"  bellagio ", true},
		{"Bellagio Hotel and Casino", true},
		{"The Bellagio Las Vegas", true},
		{"Bellagio's Sister", false},
		{"Caesars Palace", false},
		{"", false},
	}
	for _, tt := range tests {
		if got := f.Keep(map[string]any{"casino_name": tt.name}); got != tt.keep {
			t.Errorf("Keep(%q) = %v, want %v", tt.name, got, tt.keep)
		}
	}
}

func TestUnderstoodEntities(t *testing.T) {
	ix := NewIndex(shippedLexicon(t))
	in := ix.Understand("commercial casinos in Las Vegas with a rewards program", now)
	near, _ := in.Understood["near"].(map[string]any)
	if cities, _ := near["cities"].([]City); near["text"] != "Las Vegas" || len(cities) != 1 || cities[0] != (City{"Las Vegas", "NV"}) {
		t.Errorf("understood near = %v, want the city Las Vegas, NV", in.Understood["near"])
	}
	in = ix.Understand("what are the tiers at Bellagio", now)
	if c, _ := in.Understood["casino"].(Casino); c.Name != "Bellagio Hotel and Casino" || c.State != "NV" {
		t.Errorf("understood casino = %+v", in.Understood["casino"])
	}
	in = ix.Understand("tiers at harrahs", now)
	named, _ := in.Understood["casinos_named"].(map[string]any)
	if n, _ := named["count"].(int); n < 2 {
		t.Errorf("an ambiguous name must list its casinos, got %v", in.Understood)
	}
	in = ix.Understand("casinos near Kansas City", now)
	if in.Name != FindCasinos || !slices.Equal(in.Missing, []string{"state"}) || len(in.Notes) == 0 || !strings.Contains(in.Notes[0], "Kansas City, KS; Kansas City, MO") {
		t.Errorf("a city in two states: %s missing %v notes %q, want the states named", in.Name, in.Missing, in.Notes)
	}
}

func TestTokenize(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"Harrah's Lake Tahoe", []string{"harrahs", "lake", "tahoe"}},
		{"Hon-Dah Resort & Casino", []string{"hon", "dah", "resort", "and", "casino"}},
		{"$1,000.50 for 4h, OK?", []string{"$1000.50", "for", "4h", "ok"}},
		{"from 2025-01-01 to 2025-03-31.", []string{"from", "2025-01-01", "to", "2025-03-31"}},
		{"St. Louis", []string{"st", "louis"}},
	}
	for _, tt := range tests {
		if got := norms(tt.text); !slices.Equal(got, tt.want) {
			t.Errorf("norms(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestResolveCasinoLikeTheService(t *testing.T) {
	ix := NewIndex(shippedLexicon(t))
	palace := slugOf(t, "Caesars Palace Casino")
	tests := []struct {
		ref  string
		want string // a slug, "" when nothing single matches
	}{
		{palace, palace},
		{"Caesars Palace Casino", palace},
		{"  caesars   PALACE casino ", palace},
		{"Caesars Palace", palace},
		{"Harrah's", ""},
		{"Joe's Place", ""},
		{"", ""},
	}
	for _, tt := range tests {
		c, ok := ix.ResolveCasino(tt.ref)
		if got := map[bool]string{true: c.Slug, false: ""}[ok]; got != tt.want {
			t.Errorf("ResolveCasino(%q) = %q, want %q", tt.ref, got, tt.want)
		}
	}
	f := &Filter{Field: "casino_name", Values: []string{"Caesars Palace Casino"}, Casino: palace}
	if !f.KeepWith(map[string]any{"casino_name": "caesars palace"}, ix) {
		t.Error("a record kept as \"caesars palace\" is the Caesars Palace Casino the question names")
	}
	if f.Keep(map[string]any{"casino_name": "caesars palace"}) || f.KeepWith(map[string]any{"casino_name": "Harrah's Las Vegas"}, ix) {
		t.Error("words alone, or another casino, must not pass")
	}
}
