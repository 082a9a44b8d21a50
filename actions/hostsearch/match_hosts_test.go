package hostsearch_test

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/transport/apitest"
)

// matchFixture is the hand-worked example of match_hosts.
//
// Ann's records: closed sessions at Bellagio (theo $300, 2 days ago) and
// Aria (theo $100, 5 days ago), a closed Bellagio session without theo
// (yesterday), a closed session at Old Casino 120 days ago (theo $10,000:
// outside the 90 days), an open session at Open Only; tiers at bellagio and
// Wynn Las Vegas; a trip to Caesars Palace.
// Her casinos: Aria, Bellagio, Caesars Palace, Old Casino, Wynn Las Vegas
// (not Open Only: the session is open). Her ADT: $400 ÷ 2 gaming days =
// $200, band 100_to_500.
//
// Hosts accepting new players:
//   - perfect: BELLAGIO, Aria, Cosmopolitan; speaks English and Spanish;
//     book ADTs $300, $400, $700 → median $400, band 100_to_500 (two
//     connected players who do not share, ADTs $800 and $900, would move the
//     median to $700). Score: 25 (Bellagio) + 25 (Aria) + 20 (same
//     band) + 10 (available) = 80.
//   - near: Wynn Las Vegas, Old Casino, Caesars Palace; speaks French; book
//     ADTs $600, $700, $800 → band over_500, adjacent. Score: 25 + 25 (a
//     third casino adds nothing) + 10 + 10 = 70.
//   - thin: no casinos; two sharing players → band unknown. Score 10.
//   - empty: no casinos, no players. Score 10.
//
// And closed, not accepting new players (never listed): Bellagio and Aria.
type matchFixture struct {
	h                          *apitest.Harness
	ann                        *apitest.Player
	perfect, near, thin, empty *apitest.Player
	bookPlayers                []string
}

func newMatchFixture(t *testing.T) *matchFixture {
	t.Helper()
	h := freshHarness(t)
	f := &matchFixture{h: h, ann: newPlayer(t, h, "Ann")}
	ann := f.ann
	session(t, h, ann, "Bellagio", now.Add(-2*24*time.Hour), num(300), true)
	session(t, h, ann, "Aria", now.Add(-5*24*time.Hour), num(100), true)
	session(t, h, ann, "Bellagio", now.Add(-24*time.Hour), nil, true)
	session(t, h, ann, "Old Casino", now.Add(-120*24*time.Hour), num(10000), true)
	session(t, h, ann, "Open Only", now.Add(-time.Hour), nil, false)
	tier(t, h, ann, "bellagio")
	tier(t, h, ann, "Wynn Las Vegas")
	trip(t, h, ann, "Caesars Palace", date(t, "2026-07-01"))

	f.perfect = newHost(t, h, "Perfect", hostSpec{casinos: []string{"BELLAGIO", "Aria", "Cosmopolitan"}, languages: []string{"English", "Spanish"}})
	f.near = newHost(t, h, "Near", hostSpec{casinos: []string{"Wynn Las Vegas", "Old Casino", "Caesars Palace"}, languages: []string{"French"}})
	f.thin = newHost(t, h, "Thin", hostSpec{})
	f.empty = newHost(t, h, "Empty", hostSpec{})
	newHost(t, h, "Closed", hostSpec{casinos: []string{"Bellagio", "Aria"}, closed: true})
	book := func(host *apitest.Player, adt float64, sharing bool) {
		f.bookPlayers = append(f.bookPlayers, str(bookPlayer(t, h, host, adt, sharing)))
	}
	for _, adt := range []float64{300, 400, 700} {
		book(f.perfect, adt, true)
	}
	book(f.perfect, 800, false)
	book(f.perfect, 900, false)
	for _, adt := range []float64{600, 700, 800} {
		book(f.near, adt, true)
	}
	book(f.thin, 50, true)
	book(f.thin, 60, true)
	return f
}

func TestMatchHosts(t *testing.T) {
	f := newMatchFixture(t)
	ann := f.ann
	match := func(t *testing.T, fields map[string]any) map[string]any {
		t.Helper()
		body := map[string]any{"player_id": str(ann)}
		for k, v := range fields {
			body[k] = v
		}
		return ann.Call(t, matchPath, "match_hosts", body).Data(t)
	}
	// tens are the two hosts scoring 10, by host_id.
	tens := []string{str(f.thin), str(f.empty)}
	slices.Sort(tens)

	t.Run("hosts are ranked by the hand-worked score, ties by host_id", func(t *testing.T) {
		data := match(t, nil)
		matches := objects(t, data["matches"])
		var got []string
		var scores []string
		for _, m := range matches {
			got = append(got, m["host"].(map[string]any)["host_id"].(string))
			scores = append(scores, number(m["score"]))
		}
		want := append([]string{str(f.perfect), str(f.near)}, tens...)
		if !slices.Equal(got, want) || !slices.Equal(scores, []string{"80", "70", "10", "10"}) {
			t.Fatalf("matches = %v scores %v, want perfect 80, near 70, thin and empty 10 by id", got, scores)
		}
		if number(data["count"]) != "4" || number(data["max_score"]) != "100" {
			t.Errorf("count %v max_score %v, want 4 and 100", data["count"], data["max_score"])
		}
	})

	t.Run("the best match's reasons add up: two casinos, the same band, availability; languages skipped", func(t *testing.T) {
		m := objects(t, match(t, nil)["matches"])[0]
		want := []string{
			"casinos 25 BELLAGIO: the host works there and you have closed sessions and a tier there.",
			"casinos 25 Aria: the host works there and you have closed sessions there.",
			"languages 0 Skipped: no languages were given, so languages give no points.",
			"adt_band 20 Your ADT band ($100 to $500) is the band of the median ADT of the host's players.",
			"availability 10 The host is accepting new players.",
		}
		if got := reasons(t, m); !slices.Equal(got, want) {
			t.Errorf("reasons =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		if !slices.Equal(strs(m["casinos_in_common"]), []string{"BELLAGIO", "Aria"}) || m["host_adt_band"] != "100_to_500" || m["connected"] != false {
			t.Errorf("match = %v", m)
		}
	})

	t.Run("the second: casinos capped at 50, an adjacent band gives 10", func(t *testing.T) {
		m := objects(t, match(t, nil)["matches"])[1]
		want := []string{
			"casinos 25 Wynn Las Vegas: the host works there and you have a tier there.",
			"casinos 25 Old Casino: the host works there and you have closed sessions there.",
			"casinos 0 1 more casinos in common (Caesars Palace) add nothing: casinos give at most 50 points.",
			"languages 0 Skipped: no languages were given, so languages give no points.",
			"adt_band 10 Your ADT band ($100 to $500) is next to the band of the median ADT of the host's players (over $500).",
			"availability 10 The host is accepting new players.",
		}
		if got := reasons(t, m); !slices.Equal(got, want) {
			t.Errorf("reasons =\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		if m["host_adt_band"] != "over_500" {
			t.Errorf("host_adt_band = %v, want over_500", m["host_adt_band"])
		}
	})

	t.Run("a host with fewer than three sharing players has no band: 0 points, said so", func(t *testing.T) {
		for _, m := range objects(t, match(t, nil)["matches"])[2:] {
			if m["host_adt_band"] != nil {
				t.Errorf("host_adt_band = %v, want null", m["host_adt_band"])
			}
			r := reasons(t, m)
			if !slices.Contains(r, "adt_band 0 The host's ADT band is unknown (fewer than 3 of the host's players share their records with hosts and played in the last 90 days), so the ADT band gives no points.") {
				t.Errorf("reasons = %v, want the unknown band said", r)
			}
		}
	})

	t.Run("the caller's figures used are returned", func(t *testing.T) {
		p := match(t, nil)["player"].(map[string]any)
		var casinos []string
		for _, c := range objects(t, p["casinos"]) {
			casinos = append(casinos, c["name"].(string)+" "+strings.Join(strs(c["sources"]), ","))
		}
		want := []string{"Aria sessions", "Bellagio sessions,tiers", "Caesars Palace trips", "Old Casino sessions", "Wynn Las Vegas tiers"}
		if !slices.Equal(casinos, want) {
			t.Errorf("casinos = %v, want %v", casinos, want)
		}
		adt := p["adt"].(map[string]any)
		if number(adt["value"]) != "200.00" || number(adt["theo"]) != "400.00" || number(adt["gaming_days"]) != "2" ||
			number(adt["sessions"]) != "2" || number(adt["sessions_without_theo"]) != "1" || adt["from"] != "2026-03-18" || adt["to"] != "2026-06-15" {
			t.Errorf("adt = %v, want $400 / 2 days = $200 from 2026-03-18 to 2026-06-15", adt)
		}
		if p["adt_band"] != "100_to_500" || p["player_id"] != str(ann) || p["languages"] != nil {
			t.Errorf("player = %v", p)
		}
	})

	t.Run("languages in common give 20, ignoring case", func(t *testing.T) {
		data := match(t, map[string]any{"languages": []string{"spanish", "  FRENCH ", "Spanish"}})
		matches := objects(t, data["matches"])
		if number(matches[0]["score"]) != "100" || number(matches[1]["score"]) != "90" || number(matches[2]["score"]) != "10" {
			t.Errorf("scores = %v %v %v, want 100, 90, 10", matches[0]["score"], matches[1]["score"], matches[2]["score"])
		}
		if r := reasons(t, matches[0]); !slices.Contains(r, "languages 20 The host speaks Spanish, which you asked for.") {
			t.Errorf("reasons = %v", r)
		}
		if r := reasons(t, matches[2]); !slices.Contains(r, "languages 0 The host speaks none of the languages you asked for.") {
			t.Errorf("reasons = %v", r)
		}
		if got := strs(data["player"].(map[string]any)["languages"]); !slices.Equal(got, []string{"spanish", "FRENCH"}) {
			t.Errorf("languages = %v, want the cleaned list without duplicates", got)
		}
	})

	t.Run("limit cuts the list; count stays the candidates ranked", func(t *testing.T) {
		data := match(t, map[string]any{"limit": 1})
		if m := objects(t, data["matches"]); len(m) != 1 || m[0]["host"].(map[string]any)["host_id"] != str(f.perfect) || number(data["count"]) != "4" {
			t.Errorf("matches = %v count %v, want perfect only and 4", m, data["count"])
		}
	})

	t.Run("a body without action runs match_hosts", func(t *testing.T) {
		res := ann.Post(t, matchPath, map[string]any{"player_id": str(ann)}, nil)
		want, _ := json.Marshal(match(t, nil))
		got, _ := json.Marshal(res.Data(t))
		if string(got) != string(want) {
			t.Errorf("without action:\n%s\nwant\n%s", got, want)
		}
	})

	t.Run("no player of a host's book is ever named", func(t *testing.T) {
		body := string(ann.Post(t, matchPath, map[string]any{"player_id": str(ann), "limit": 20}, nil).Body)
		for _, p := range f.bookPlayers {
			if strings.Contains(body, p) {
				t.Errorf("the answer names the book player %s", p)
			}
		}
	})

	t.Run("a connected host is marked, and the caller is never its own match", func(t *testing.T) {
		connect(t, f.h, f.near, ann, now.Add(-time.Hour))
		for _, m := range objects(t, match(t, nil)["matches"]) {
			if want := m["host"].(map[string]any)["host_id"] == str(f.near); m["connected"] != want {
				t.Errorf("connected = %v for %v", m["connected"], m["host"])
			}
		}
		self := f.perfect.Post(t, matchPath, map[string]any{"player_id": str(f.perfect)}, nil).Data(t)
		for _, m := range objects(t, self["matches"]) {
			if m["host"].(map[string]any)["host_id"] == str(f.perfect) {
				t.Errorf("the host is matched with itself")
			}
		}
		if number(self["count"]) != "3" {
			t.Errorf("count = %v, want 3 (the other hosts)", self["count"])
		}
	})

	t.Run("another account's player_id is refused with 403", func(t *testing.T) {
		for _, id := range []string{str(f.perfect), uuid.NewString()} {
			wantForbidden(t, ann.Post(t, matchPath, map[string]any{"player_id": id}, nil), "may only match hosts for its own account")
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"player_id is missing", map[string]any{}, "player_id"},
		{"player_id is not a uuid", map[string]any{"player_id": "me"}, "player_id"},
		{"limit is 0", map[string]any{"player_id": str(ann), "limit": 0}, "limit"},
		{"limit is 21", map[string]any{"player_id": str(ann), "limit": 21}, "limit"},
		{"limit is not a whole number", map[string]any{"player_id": str(ann), "limit": 2.5}, "limit"},
		{"languages is not an array", map[string]any{"player_id": str(ann), "languages": "Spanish"}, "languages"},
		{"languages holds 11 items", map[string]any{"player_id": str(ann), "languages": strings.Split("a,b,c,d,e,f,g,h,i,j,k", ",")}, "languages"},
		{"a language is blank", map[string]any{"player_id": str(ann), "languages": []string{"Spanish", " "}}, "languages[1]"},
		{"a language is too long", map[string]any{"player_id": str(ann), "languages": []string{strings.Repeat("x", 41)}}, "languages[0]"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Post(t, matchPath, tt.fields, nil).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		wantForbidden(t, ann.WithKey(t, "write").Post(t, matchPath, map[string]any{"player_id": str(ann)}, nil), `"read"`)
	})

	t.Run("an action of another endpoint is refused with 400 listing match_hosts", func(t *testing.T) {
		wantNotAllowed(t, ann, matchPath, "search_hosts", "match_hosts")
		wantNotAllowed(t, ann, matchPath, "list_trips", "match_hosts")
	})
}

// reasons renders a match's reasons as "factor points reason".
func reasons(t *testing.T, m map[string]any) []string {
	t.Helper()
	var out []string
	for _, r := range objects(t, m["reasons"]) {
		out = append(out, r["factor"].(string)+" "+number(r["points"])+" "+r["reason"].(string))
	}
	return out
}

func TestMatchHostsKnowsOneCasinoByAnySpelling(t *testing.T) {
	h := newHarness(t) // seeded with the directory
	ann := newPlayer(t, h, "Ann")
	tier(t, h, ann, "Caesars Palace Casino")
	trip(t, h, ann, "caesars palace", date(t, "2026-07-01")) // the same casino, by the directory's name search
	host := newHost(t, h, "Cleo", hostSpec{casinos: []string{"CAESARS PALACE"}})

	data := ann.Call(t, matchPath, "match_hosts", map[string]any{"player_id": str(ann)}).Data(t)
	var got map[string]any
	for _, m := range objects(t, data["matches"]) {
		if m["host"].(map[string]any)["host_id"] == str(host) {
			got = m
		}
	}
	if got == nil {
		t.Fatalf("host %s is not among the matches", str(host))
	}
	if common := strs(got["casinos_in_common"]); len(common) != 1 || common[0] != "CAESARS PALACE" || number(got["score"]) != "35" {
		t.Errorf("casinos_in_common %v, score %v; want the one casino (25) and availability (10)", got["casinos_in_common"], got["score"])
	}
	player := data["player"].(map[string]any)
	if casinos := objects(t, player["casinos"]); len(casinos) != 1 || !slices.Equal(strs(casinos[0]["sources"]), []string{"tiers", "trips"}) {
		t.Errorf("the player's casinos = %v, want one casino named by tiers and trips", player["casinos"])
	}
}
