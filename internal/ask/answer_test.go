package ask

import (
	"encoding/json"
	"strings"
	"testing"
)

// decoded is v as transport hands it to Answer (JSON decoded into maps).
func decoded(t *testing.T, v string) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(v), &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func items(t *testing.T, vs ...string) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, v := range vs {
		out = append(out, decoded(t, v))
	}
	return out
}

func TestAnswerSaysOnlyWhatTheResultHolds(t *testing.T) {
	ix := NewIndex(shippedLexicon(t))
	understand := func(q string) Intent { return ix.Understand(q, now) }
	tests := []struct {
		name string
		in   Intent
		out  Outcome
		want string
	}{
		{"a casino search names the first five and the total",
			understand("tribal casinos in Oklahoma"),
			Outcome{Count: 7, Items: items(t, `{"name":"A","state":"OK"}`, `{"name":"B","state":"OK"}`, `{"name":"C","state":"OK"}`,
				`{"name":"D","state":"OK"}`, `{"name":"E","state":"OK"}`, `{"name":"F","state":"OK"}`)},
			"Tribal casinos in Oklahoma: 7 casinos; the first 5: A (OK); B (OK); C (OK); D (OK); E (OK)."},
		{"an ambiguous name says how to pick one",
			understand("tiers at Harrah's"),
			Outcome{Count: 2, Items: items(t, `{"name":"Harrah's Joliet Casino & Hotel","state":"IL"}`, `{"name":"Harrah's Las Vegas","state":"NV"}`)},
			"Casinos whose name contains \"Harrah's\": 2 casinos: Harrah's Joliet Casino & Hotel (IL); Harrah's Las Vegas (NV). " +
				"Several casinos match \"Harrah's\"; name one (with its city or state) to see its rewards program and tiers."},
		{"a search by place gives each casino's distance and the radius used",
			understand("casinos in Reno"),
			Outcome{Count: 1, Items: items(t, `{"name":"Atlantis Casino Resort Spa","state":"NV","distance_km":3.21}`), Near: decoded(t, `{"radius_km":50}`)},
			"Casinos near Reno, NV (within 50 km): 1 casino: Atlantis Casino Resort Spa (NV, 3.21 km)."},
		{"a stated radius is in the description",
			understand("casinos within 10 miles of Reno"),
			Outcome{Count: 0, Near: decoded(t, `{"radius_km":16.1}`)},
			"Casinos within 16.1 km of Reno, NV: none found."},
		{"an empty search says none",
			understand("racinos in Alaska"),
			Outcome{Count: 0},
			"Racino casinos in Alaska: none found."},
		{"a casino without a program says so",
			understand("what are the tiers at Bellagio"),
			Outcome{Data: decoded(t, `{"name":"Bellagio Hotel and Casino","city":"Las Vegas","state":"NV","rewards_program":null,"tiers":[]}`)},
			"Bellagio Hotel and Casino (Las Vegas, NV) has no rewards program in the directory."},
		{"a casino's ladder lists its tiers with thresholds",
			understand("what are the tiers at Bellagio"),
			Outcome{Data: decoded(t, `{"name":"Bellagio Hotel and Casino","state":"NV","rewards_program":{"program_name":"MGM Rewards"},
				"tiers":[{"name":"Sapphire","qualification_amount":0},{"name":"Pearl","qualification_amount":20000,"qualification_unit":"tier_credits"}]}`)},
			"Bellagio Hotel and Casino (NV) belongs to MGM Rewards. MGM Rewards has 2 tiers, lowest first: Sapphire, Pearl (20,000 tier credits)."},
		{"a program without a published ladder says so",
			understand("tell me about Wynn Rewards"),
			Outcome{Data: decoded(t, `{"program_name":"Wynn Rewards","brand":"Wynn Resorts","tiers":[]}`)},
			"Wynn Rewards (Wynn Resorts): The directory has no published tier ladder for Wynn Rewards."},
		{"a program without a published ladder gives the directory's note on why",
			understand("tell me about Wynn Rewards"),
			Outcome{Data: decoded(t, `{"program_name":"Wynn Rewards","brand":"Wynn Resorts","tiers":[],"ladder_note":"No tier names were found in any source searched."}`)},
			"Wynn Rewards (Wynn Resorts): The directory has no published tier ladder for Wynn Rewards. No tier names were found in any source searched."},
		{"no tier at the casino asked about",
			understand("my tier at Borgata"),
			Outcome{},
			"You have no tier recorded at Borgata."},
		{"tier progress with a next tier",
			understand("how far am I from the next tier at Caesars Palace"),
			Outcome{Data: decoded(t, `{"tier":{"casino_name":"Caesars Palace","tier":"Platinum","points_balance":9000},"ladder":"known",
				"next_tier":{"name":"Diamond"},"points_needed":6000,"percent_to_next":60,"deadline":"2026-12-31","days_left":231}`)},
			"At Caesars Palace you are Platinum with 9,000 points. Next tier: Diamond, 6,000 points to go (60.0% of the way). Deadline 2026-12-31 (231 days left)."},
		{"tier progress states the points a day it needs",
			understand("how many points a day do i need for the next tier at Caesars Palace"),
			Outcome{Data: decoded(t, `{"tier":{"casino_name":"Caesars Palace","tier":"Platinum","points_balance":9000},"ladder":"known",
				"next_tier":{"name":"Diamond"},"points_needed":6000,"percent_to_next":60,"deadline":"2026-12-31","days_left":231,"points_per_day_needed":25.97}`)},
			"At Caesars Palace you are Platinum with 9,000 points. Next tier: Diamond, 6,000 points to go (60.0% of the way). Deadline 2026-12-31 (231 days left, 25.97 points a day)."},
		{"tier progress on an unknown ladder gives the reason",
			understand("how far am I from the next tier at Joe's"),
			Outcome{Data: decoded(t, `{"tier":{"casino_name":"Joe's","tier":"Gold","points_balance":10},"ladder":"unknown","next_tier":null,
				"ladder_reason":"no directory casino matches the name","deadline":null}`)},
			"At Joe's you are Gold with 10 points. The tier ladder is unknown: no directory casino matches the name."},
		{"no W-2G in the year",
			understand("my 2024 W-2G total"),
			Outcome{Data: decoded(t, `{"tax_year":2024,"w2g_count":0,"w2g_winnings":0}`)},
			"You have no W-2G recorded for 2024."},
		{"the tax summary is not tax advice",
			understand("my tax summary for 2025"),
			Outcome{Data: decoded(t, `{"tax_year":2025,"winnings":2500,"winnings_basis":"sessions","losses":4000.5,"deductible_losses":2500,"net":0}`)},
			"For 2025: winnings $2,500 (from sessions), losses $4,000.50, deductible losses $2,500, net $0. This is arithmetic on your records, not tax advice."},
		{"the comp estimate states the range",
			understand("how much comp for $25 blackjack 4 hours"),
			Outcome{Data: decoded(t, `{"game_type":"blackjack","avg_bet":25,"hours":4,"theo":40,"comp_value":12,"comp_value_range":{"low":8,"typical":12,"high":16}}`)},
			"$25 blackjack for 4 hours: theoretical loss $40, comp value about $12 ($8 to $16)."},
		{"no offers expiring",
			understand("expiring offers"),
			Outcome{Data: decoded(t, `{"through":"2026-05-21"}`), Count: 0},
			"None of your available offers expires by 2026-05-21."},
		{"a tier the ladder does not have says so, with the ladder",
			Intent{Name: TierRequirement, Tier: "Obsidian"},
			Outcome{Data: decoded(t, `{"program_name":"MGM Rewards","tiers":[{"name":"Sapphire","qualification_amount":0},{"name":"Pearl","qualification_amount":20000,"qualification_unit":"tier_credits","verified":true}]}`)},
			"Obsidian is not a tier of MGM Rewards in the directory. MGM Rewards has 2 tiers, lowest first: Sapphire, Pearl (20,000 tier credits)."},
		{"a tier without a published threshold is not given one",
			Intent{Name: TierRequirement, Tier: "noir"},
			Outcome{Data: decoded(t, `{"program_name":"MGM Rewards","tiers":[{"name":"NOIR","qualification_amount":null,"verified":false}]}`)},
			"MGM Rewards: NOIR: the directory has no published threshold. The threshold is not verified against the program's own page. MGM Rewards has 1 tier, lowest first: NOIR."},
		{"a prediction without sessions predicts nothing",
			understand("comps I can expect at Borgata"),
			Outcome{Data: decoded(t, `{"casino_name":"Borgata","inputs":{"sessions":0},"expected_value":0,"confidence":"none"}`)},
			"You have no closed sessions recorded at Borgata, so there is nothing to predict its offers from."},
		{"a proposed change says nothing changed and how to make it",
			func() Intent {
				in := understand("set my daily budget to $100")
				in.Scopes = []string{"read"}
				return in
			}(),
			Outcome{Count: -1},
			"Nothing has changed. This would set your daily loss budget to $100 by running set_budget (amount 100, period \"day\"). " +
				"A lower budget takes effect at once; a higher one waits a 24-hour cooling-off period. To make the change, send the same question with \"confirm\": true and an API key with the scope \"read\"."},
		{"a confirmed change says what the action did",
			func() Intent { in := understand("set my daily budget to $100"); in.Confirmed = true; return in }(),
			Outcome{Data: decoded(t, `{"message":"The limit of $100.00 is set and in effect now."}`)},
			"Done: The limit of $100.00 is set and in effect now."},
		{"the player's limits and flagged indicators",
			understand("what's my session limit"),
			Outcome{Data: decoded(t, `{"days":30,"flagged":1,"limits":[{"kind":"session_minutes","amount":90,"unit":"minutes"},{"kind":"budget_day","amount":100,"unit":"dollars","pending_amount":150,"pending_effective_at":"2026-05-15T10:00:00Z"}]}`)},
			"Your limits: session minutes 90 minutes; budget day $100 (changing to 150 at 2026-05-15T10:00:00Z). Over the last 30 days, 1 indicator of your play is flagged."},
		{"a casino's hotel, when asked, is what the directory says",
			understand("does Bellagio have a hotel"),
			Outcome{Data: decoded(t, `{"name":"Bellagio Hotel and Casino","state":"NV","has_hotel":true,"hotel_rooms":null,"rewards_program":null}`)},
			"Bellagio Hotel and Casino (NV) has no rewards program in the directory. It has a hotel; the directory does not list its room count."},
		{"a casino's floor, when asked, is what the directory lists",
			understand("how many slot machines at Caesars Palace"),
			Outcome{Data: decoded(t, `{"name":"Caesars Palace Casino","state":"NV","slot_machines":1300,"table_games":185,"gaming_floor_sqft":null,"rewards_program":null}`)},
			"Caesars Palace Casino (NV) has no rewards program in the directory. The directory lists 1,300 slot machines, 185 table games."},
		{"a casino's opening year the directory lacks is not made up",
			understand("when did Mohegan Sun open"),
			Outcome{Data: decoded(t, `{"name":"Mohegan Sun","state":"CT","opened_year":null,"rewards_program":null}`)},
			"Mohegan Sun (CT) has no rewards program in the directory. The directory does not say when it opened."},
		{"the bankroll with a budget",
			understand("my bankroll"),
			Outcome{Data: decoded(t, `{"balance":1234.5,"ytd_net":-200,"budget_remaining":50}`)},
			"Your bankroll balance is $1,234.50; this year's gaming result is -$200. Budget left: $50."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Answer(tt.in, tt.out); got != tt.want {
				t.Errorf("Answer =\n %q\nwant\n %q", got, tt.want)
			}
		})
	}
}

func TestHelpListsExamplesAndGuessesNothing(t *testing.T) {
	h := Help()
	for _, e := range Examples {
		if !strings.Contains(h, e.Question) {
			t.Errorf("help does not offer %q", e.Question)
		}
	}
	ix := NewIndex(shippedLexicon(t))
	for _, e := range Examples {
		if in := ix.Understand(e.Question, now); in.Name == Unknown || in.NeedsKey != e.NeedsKey {
			t.Errorf("example %q is understood as %s (needs key %v), want a mapped question (needs key %v)", e.Question, in.Name, in.NeedsKey, e.NeedsKey)
		}
	}
}

func TestMoney(t *testing.T) {
	for v, want := range map[float64]string{0: "$0", 25: "$25", 1234.5: "$1,234.50", 1000000: "$1,000,000", -42.1: "-$42.10", 0.005: "$0.01"} {
		if got := money(v); got != want {
			t.Errorf("money(%v) = %q, want %q", v, got, want)
		}
	}
}

// TestGameFactsSaysWhichRowAnswers: a denomination the table has a row for
// is answered from that row; one it has no row for (video poker is not
// split by denomination) says the game's general figure is given instead.
func TestGameFactsSaysWhichRowAnswers(t *testing.T) {
	ix := NewIndex(shippedLexicon(t))
	tests := []struct {
		query, want, not string
	}{
		{"what's the hold on quarter slots", "Slots, quarter: hold 8.06%", "no row"},
		{"payback on nickel slots", "Slots, nickel: hold 5.36%", "no row"},
		{"quarter video poker payback percentage", "The table has no row of its own for $0.25 video poker; its figure for video poker in general is: Video poker, 9/6 Jacks or Better", ""},
		{"roulette edge double zero", "Roulette, double zero (American): house edge 5.26%", "no row"},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			in := ix.Understand(tt.query, now)
			if in.Name != GameFacts {
				t.Fatalf("understood as %s, want %s", in.Name, GameFacts)
			}
			_, answer, err := Facts(in, now)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(answer, tt.want) || (tt.not != "" && strings.Contains(answer, tt.not)) {
				t.Errorf("answer %q: want it to hold %q and not %q", answer, tt.want, tt.not)
			}
		})
	}
}
