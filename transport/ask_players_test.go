package transport_test

import (
	"encoding/json"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/internal/domain/rgrules"
	"github.com/tierline/tierline/internal/domain/statusmatch"
	"github.com/tierline/tierline/internal/domain/taxrules"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// askFull is the JSON answer of POST /ask with the intent's extra fields.
type askFull struct {
	Intent struct {
		Name         string                              `json:"name"`
		Parameters   map[string]any                      `json:"parameters"`
		Tier         string                              `json:"tier"`
		MapsTo       *struct{ Action, Path, URL string } `json:"maps_to"`
		NeedsKey     bool                                `json:"needs_key"`
		Scopes       []string                            `json:"scopes"`
		AnsweredFrom string                              `json:"answered_from"`
		ChangesData  bool                                `json:"changes_data"`
		Confirmed    bool                                `json:"confirmed"`
		Understood   map[string]any                      `json:"understood"`
	} `json:"intent"`
	Results []json.RawMessage `json:"results"`
	Answer  string            `json:"answer"`
}

func askFor(t *testing.T, h *apitest.Harness, body map[string]any, key string) askFull {
	t.Helper()
	var headers map[string]string
	if key != "" {
		headers = bearer(key)
	}
	res := h.Do(t, http.MethodPost, "/ask", body, headers)
	if res.Status != http.StatusOK {
		t.Fatalf("%v: status %d: %s", body, res.Status, res.Body)
	}
	var env struct{ Data *askFull }
	res.JSON(t, &env)
	if env.Data == nil || env.Data.Results == nil {
		t.Fatalf("no data or results: %s", res.Body)
	}
	return *env.Data
}

// sameJSON fails unless got (raw JSON) encodes want.
func sameJSON(t *testing.T, what string, got json.RawMessage, want any) {
	t.Helper()
	w, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	var a, b any
	if err := json.Unmarshal(got, &a); err != nil {
		t.Fatal(err)
	}
	_ = json.Unmarshal(w, &b)
	ga, _ := json.Marshal(a)
	gb, _ := json.Marshal(b)
	if string(ga) != string(gb) {
		t.Errorf("%s:\n got %s\nwant %s", what, ga, gb)
	}
}

func TestAskAnswersFactsFromTheServicesTablesWithoutAKey(t *testing.T) {
	h := apitest.NewAt(t, askNow)

	t.Run("one tier's threshold comes from the program's ladder", func(t *testing.T) {
		got := askFor(t, h, map[string]any{"query": "what does Diamond at Caesars take"}, "")
		if got.Intent.Name != "tier_requirement" || got.Intent.Tier != "Diamond" || got.Intent.NeedsKey || len(got.Results) != 1 {
			t.Fatalf("understood %+v with %d results", got.Intent, len(got.Results))
		}
		id, _ := got.Intent.Parameters["id"].(string)
		want, _ := restData(t, h, "/v1/rewards-programs/"+id)
		sameJSON(t, "results", got.Results[0], want)
		if !strings.HasPrefix(got.Answer, "Caesars Rewards: Diamond takes 15,000 tier credits") {
			t.Errorf("answer = %q", got.Answer)
		}
	})

	t.Run("a tier named alone is found on the one ladder that has it", func(t *testing.T) {
		got := askFor(t, h, map[string]any{"query": "how many tier credits for Seven Stars"}, "")
		if got.Intent.Name != "tier_requirement" || !strings.Contains(got.Answer, "Seven Stars takes 150,000 tier credits") {
			t.Errorf("%s: %q", got.Intent.Name, got.Answer)
		}
	})

	t.Run("a game's house edge and pace are the comp calculator's", func(t *testing.T) {
		got := askFor(t, h, map[string]any{"query": "house edge of roulette"}, "")
		g, err := gaming.Default(gaming.Roulette)
		if err != nil {
			t.Fatal(err)
		}
		if got.Intent.Name != "game_facts" || got.Intent.AnsweredFrom == "" || got.Intent.MapsTo != nil || len(got.Results) != 1 {
			t.Fatalf("understood %+v", got.Intent)
		}
		sameJSON(t, "results", got.Results[0], g)
		if !strings.Contains(got.Answer, g.Variant) || g.DecisionsPerHour == nil ||
			!strings.Contains(got.Answer, "about "+strconv.FormatFloat(*g.DecisionsPerHour, 'f', -1, 64)+" spins an hour") {
			t.Errorf("answer = %q", got.Answer)
		}
	})

	t.Run("the W-2G rule is the tax table's, for the year asked, without the tax scope", func(t *testing.T) {
		got := askFor(t, h, map[string]any{"query": "W-2G for a $1,500 slot jackpot?"}, "")
		want := taxrules.W2G(askNow.Year(), "slots", apitest.USD(1500), 0)
		if got.Intent.Name != "w2g_rule" || got.Intent.NeedsKey || len(got.Results) != 1 {
			t.Fatalf("understood %+v", got.Intent)
		}
		sameJSON(t, "results", got.Results[0], want)
		verdict := "is not reported"
		if want.Reportable {
			verdict = "is reported"
		}
		if !strings.Contains(got.Answer, "a $1,500 slots win "+verdict) || !strings.Contains(got.Answer, want.Rule) || !strings.Contains(got.Answer, "not tax advice") {
			t.Errorf("answer = %q", got.Answer)
		}
		keno := askFor(t, h, map[string]any{"query": "W-2G threshold for keno in 2025"}, "")
		if !strings.Contains(keno.Answer, taxrules.W2G(2025, "keno", 0, 0).Rule) {
			t.Errorf("keno answer = %q", keno.Answer)
		}
	})

	t.Run("help names the national helpline, with its source", func(t *testing.T) {
		got := askFor(t, h, map[string]any{"query": "gambling help line"}, "")
		if got.Intent.Name != "rg_help" || !strings.Contains(got.Answer, "1-800-522-4700") || !strings.Contains(got.Answer, "source: https://") {
			t.Errorf("%s: %q", got.Intent.Name, got.Answer)
		}
	})

	t.Run("self-exclusion in a state is that state's program, with its address and source", func(t *testing.T) {
		got := askFor(t, h, map[string]any{"query": "self-exclusion in New Jersey"}, "")
		var nj rgrules.Resource
		for _, r := range rgrules.ResourcesFor("NJ") {
			if len(r.States) == 1 {
				nj = r
			}
		}
		if got.Intent.Name != "rg_help" || len(got.Results) == 0 {
			t.Fatalf("understood %+v", got.Intent)
		}
		sameJSON(t, "first result", got.Results[0], nj)
		for _, part := range []string{nj.Name, nj.URL, nj.Source} {
			if !strings.Contains(got.Answer, part) {
				t.Errorf("answer %q does not name %q", got.Answer, part)
			}
		}
		if strings.Contains(got.Answer, "Borgata") {
			t.Errorf("a help question answered with casinos: %q", got.Answer)
		}
	})

	t.Run("a tier match from a named tier lists the known paths for that program", func(t *testing.T) {
		got := askFor(t, h, map[string]any{"query": "best tier match for my MGM Pearl"}, "")
		paths := statusmatch.Into("MGM Rewards")
		if got.Intent.Name != "tier_match_paths" || got.Intent.Tier != "Pearl" || len(got.Results) != len(paths) {
			t.Fatalf("understood %+v with %d results, want %d paths", got.Intent, len(got.Results), len(paths))
		}
		for i, p := range paths {
			sameJSON(t, "path", got.Results[i], p)
		}
		if !strings.Contains(got.Answer, "Unverified: ") || strings.Contains(got.Answer, "grants Diamond") || !strings.Contains(got.Answer, "whether MGM Rewards Pearl qualifies") {
			t.Errorf("answer = %q, want it unverified and never promising Diamond for Pearl", got.Answer)
		}
	})

	t.Run("an off-topic question gets examples and no results, never a directory dump", func(t *testing.T) {
		for _, q := range []string{"weather in Vegas", "what time does the Borgata pool open", "casinos within 20 miles"} {
			got := askFor(t, h, map[string]any{"query": q}, "")
			if got.Intent.Name != "unknown" || got.Intent.MapsTo != nil || len(got.Results) != 0 || !strings.Contains(got.Answer, "could not match") {
				t.Errorf("%q: %s with %d results: %q", q, got.Intent.Name, len(got.Results), got.Answer)
			}
		}
	})
}

func TestAskSearchesByPlace(t *testing.T) {
	h := apitest.NewAt(t, askNow)
	tests := []struct {
		query  string
		params map[string]any
		rest   url.Values
		answer string
	}{
		{"casinos within 30 miles of Atlantic City", map[string]any{"near": "Atlantic City, NJ", "radius_km": 48.3, "limit": 10},
			url.Values{"near": {"Atlantic City, NJ"}, "radius_km": {"48.3"}, "limit": {"10"}}, "Casinos within 48.3 km of Atlantic City, NJ: "},
		{"casinos near Las Vegas", map[string]any{"near": "Las Vegas, NV", "limit": 10},
			url.Values{"near": {"Las Vegas, NV"}, "limit": {"10"}}, "Casinos near Las Vegas, NV (within 50 km): "},
		{"Which casinos in Nevada have a hotel?", map[string]any{"state": "NV", "has_hotel": true, "limit": 10},
			url.Values{"state": {"NV"}, "has_hotel": {"true"}, "limit": {"10"}}, "Casinos in Nevada with a hotel: "},
		// a point as the API's near takes it, and a town named for its
		// state searched around, not across the state
		{"casinos within 5 km of 36.1126, -115.1767", map[string]any{"near": "36.1126,-115.1767", "radius_km": 5.0, "limit": 10},
			url.Values{"near": {"36.1126,-115.1767"}, "radius_km": {"5"}, "limit": {"10"}}, "Casinos within 5 km of 36.1126,-115.1767: "},
		{"laughlin casinos", map[string]any{"near": "Laughlin, NV", "limit": 10},
			url.Values{"near": {"Laughlin, NV"}, "limit": {"10"}}, "Casinos near Laughlin, NV (within 50 km): "},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			got := askJSON(t, h, map[string]any{"query": tt.query}, nil)
			same(t, "parameters", got.Intent.Parameters, tt.params)
			want, _ := restData(t, h, "/v1/casinos?"+tt.rest.Encode())
			same(t, "results", got.Results, want)
			if len(got.Results) == 0 {
				t.Errorf("no results: the shipped directory has casinos there")
			}
			if !strings.HasPrefix(got.Answer, tt.answer) {
				t.Errorf("answer = %q, want it to start %q", got.Answer, tt.answer)
			}
		})
	}
}

func TestAskResolvesCasinosAsPlayersNameThem(t *testing.T) {
	h := apitest.NewAt(t, askNow)
	p := h.NewPlayer(t, "read")
	p.Tier(t, persistence.UserTier{CasinoName: "Caesars Palace Casino", Tier: "Platinum", PointsBalance: 9000})
	p.Tier(t, persistence.UserTier{CasinoName: "Borgata", Tier: "Sapphire", PointsBalance: 10})
	for _, days := range []int{3, 10, 24} {
		start := domain.NewTimestamp(askNow.AddDate(0, 0, -days))
		p.Session(t, apitest.Closed(persistence.Session{CasinoName: "Caesars Palace", GameType: "blackjack", AvgBet: apitest.USDPtr(25), BuyIn: apitest.USD(500), StartedAt: start}, 120, -100))
	}
	p.Session(t, apitest.Closed(persistence.Session{CasinoName: "Borgata", GameType: "craps", AvgBet: apitest.USDPtr(10), BuyIn: apitest.USD(100),
		StartedAt: domain.NewTimestamp(askNow.AddDate(0, 0, -5))}, 60, 20))
	host := h.NewAccount(t, persistence.RoleHost, "read")
	h.Insert(t, &persistence.HostProfile{AccountID: host.Account.ID, Casinos: []string{"Caesars Palace Casino"}, Languages: []string{}, Specialties: []string{},
		AcceptingNew: true, UpdatedAt: domain.NewTimestamp(askNow.Add(-time.Hour))})

	t.Run("the next tier at Caesars Palace finds the tier recorded at Caesars Palace Casino", func(t *testing.T) {
		got := askFor(t, h, map[string]any{"query": "next tier at Caesars Palace"}, p.Key)
		if got.Intent.Name != "tier_progress" || got.Intent.Parameters["casino_name"] != "Caesars Palace Casino" ||
			got.Intent.Understood["recorded_as"] != "Caesars Palace Casino" {
			t.Fatalf("understood %+v", got.Intent)
		}
		want := p.MustAction(t, "tier_progress", map[string]any{"casino_name": "Caesars Palace Casino"})
		sameJSON(t, "result", got.Results[0], want)
		if !strings.HasPrefix(got.Answer, "At Caesars Palace Casino you are Platinum with 9,000 points. Next tier: Diamond") {
			t.Errorf("answer = %q", got.Answer)
		}
	})

	t.Run("a host at Caesars Palace is found among hosts of Caesars Palace Casino", func(t *testing.T) {
		got := askFor(t, h, map[string]any{"query": "host at Caesars Palace"}, p.Key)
		if got.Intent.Name != "find_hosts" || len(got.Results) != 1 {
			t.Fatalf("%s with %d results: %q", got.Intent.Name, len(got.Results), got.Answer)
		}
		var found struct {
			HostID string `json:"host_id"`
		}
		_ = json.Unmarshal(got.Results[0], &found)
		if found.HostID != host.Account.ID.String() {
			t.Errorf("found host %s, want %s", found.HostID, host.Account.ID)
		}
	})

	t.Run("comps to expect at Caesars run predict on the sessions recorded there", func(t *testing.T) {
		// The sessions say "Caesars Palace"; predict names the casino they
		// resolve to by the directory's name.
		got := askFor(t, h, map[string]any{"query": "comps I can expect at Caesars"}, p.Key)
		if got.Intent.Name != "comp_predict" || got.Intent.MapsTo.Path != "/v1/comp/predict" || got.Intent.Parameters["casino_name"] != "Caesars Palace Casino" {
			t.Fatalf("understood %+v", got.Intent)
		}
		want := p.Call(t, "/v1/comp/predict", "predict", map[string]any{"casino_name": "Caesars Palace Casino"}).Data(t)
		sameJSON(t, "result", got.Results[0], want)
		if !strings.HasPrefix(got.Answer, "From your play at Caesars Palace Casino: offers worth about $") {
			t.Errorf("answer = %q", got.Answer)
		}
	})

	t.Run("a casino with nothing recorded is sent as written, and the action says so", func(t *testing.T) {
		res := h.Do(t, http.MethodPost, "/ask", map[string]any{"query": "next tier at Bellagio"}, bearer(p.Key))
		res.WantError(t, http.StatusNotFound, "not_found", `You have no tier recorded at "Bellagio"`)
	})
}

func TestAskProposesChangesAndMakesThemOnlyWhenConfirmed(t *testing.T) {
	h := apitest.NewAt(t, askNow)
	p := h.NewPlayer(t, "read")
	question := map[string]any{"query": "set my daily budget to $100"}
	limits := func() int { return h.Count(t, "rg_limits", "account_id = ?", p.Account.ID) }

	for _, key := range []string{"", p.Key} {
		name := map[bool]string{true: "without a key", false: "with a key"}[key == ""]
		t.Run("unconfirmed, "+name+", it is a proposal and nothing changes", func(t *testing.T) {
			got := askFor(t, h, question, key)
			if got.Intent.Name != "set_budget" || !got.Intent.ChangesData || got.Intent.Confirmed || got.Intent.MapsTo.Action != "set_budget" {
				t.Fatalf("understood %+v", got.Intent)
			}
			same(t, "parameters", got.Intent.Parameters, map[string]any{"period": "day", "amount": 100})
			same(t, "scopes", got.Intent.Scopes, []string{"read"})
			if len(got.Results) != 0 || !strings.HasPrefix(got.Answer, "Nothing has changed.") || !strings.Contains(got.Answer, `"confirm": true`) ||
				!strings.Contains(got.Answer, `the scope "read"`) {
				t.Errorf("%d results, answer %q", len(got.Results), got.Answer)
			}
			if n := limits(); n != 0 {
				t.Fatalf("%d limits stored by a proposal", n)
			}
		})
	}

	t.Run("confirmed without a key, it is a 401 naming the scope", func(t *testing.T) {
		res := h.Do(t, http.MethodPost, "/ask", map[string]any{"query": "set my daily budget to $100", "confirm": true}, nil)
		res.WantError(t, http.StatusUnauthorized, "invalid_token", `set_budget, which needs an API key with the scope "read"`)
		if n := limits(); n != 0 {
			t.Fatalf("%d limits stored", n)
		}
	})

	t.Run("confirmed with a key, set_budget runs", func(t *testing.T) {
		got := askFor(t, h, map[string]any{"query": "set my daily budget to $100", "confirm": true}, p.Key)
		if !got.Intent.Confirmed || len(got.Results) != 1 || !strings.HasPrefix(got.Answer, "Done: ") {
			t.Fatalf("confirmed %v, %d results, answer %q", got.Intent.Confirmed, len(got.Results), got.Answer)
		}
		if n := h.Count(t, "rg_limits", "account_id = ? AND kind = ? AND amount = ?", p.Account.ID, "budget_day", apitest.USD(100).Cents()); n != 1 {
			t.Errorf("%d daily budgets of $100 stored, want 1", n)
		}
	})

	t.Run("a key without the scope is a 403 from the dispatcher, and nothing changes", func(t *testing.T) {
		other := h.NewPlayer(t, "tax")
		res := h.Do(t, http.MethodPost, "/ask", map[string]any{"query": "limit my sessions to 90 minutes", "confirm": true}, bearer(other.Key))
		res.WantError(t, http.StatusForbidden, "insufficient_scope", `"read"`)
		if n := h.Count(t, "rg_limits", "account_id = ?", other.Account.ID); n != 0 {
			t.Errorf("%d limits stored", n)
		}
	})

	t.Run("confirm must be a boolean", func(t *testing.T) {
		h.Do(t, http.MethodPost, "/ask", map[string]any{"query": "set my daily budget to $100", "confirm": "yes"}, bearer(p.Key)).WantInvalid(t, "confirm")
	})

	t.Run("a change /ask does not make is refused, not read instead", func(t *testing.T) {
		got := askFor(t, h, map[string]any{"query": "delete my last trip", "confirm": true}, p.Key)
		if got.Intent.Name != "unknown" || len(got.Results) != 0 || !strings.Contains(got.Answer, "changes only your responsible-gaming limits") {
			t.Errorf("%s: %q", got.Intent.Name, got.Answer)
		}
	})
}

func TestA2AAnswersTheSameQuestionsAndConfirmsChanges(t *testing.T) {
	h := apitest.NewAt(t, askNow)
	p := h.NewPlayer(t, "read")
	text := func(t *testing.T, ans rpcAnswer) string {
		t.Helper()
		if ans.Error != nil {
			t.Fatalf("error %d %s", ans.Error.Code, ans.Error.Message)
		}
		var res struct{ Message a2aMessage }
		if err := json.Unmarshal(ans.Result, &res); err != nil || len(res.Message.Parts) == 0 {
			t.Fatalf("result %s: %v", ans.Result, err)
		}
		s, _ := res.Message.Parts[0]["text"].(string)
		return s
	}

	t.Run("a fact question is the /ask answer, without a key", func(t *testing.T) {
		want := askFor(t, h, map[string]any{"query": "house edge of roulette"}, "").Answer
		if got := text(t, rpc(t, h, sendMessage(1, "SendMessage", "house edge of roulette", nil), a2a10)); got != want {
			t.Errorf("A2A answered %q, /ask %q", got, want)
		}
	})

	t.Run("a change is proposed unless the data part confirms it", func(t *testing.T) {
		proposed := text(t, rpc(t, h, sendMessage(2, "SendMessage", "set my weekly budget to $300", nil), map[string]string{"A2A-Version": "1.0", "Authorization": "Bearer " + p.Key}))
		if !strings.HasPrefix(proposed, "Nothing has changed.") || h.Count(t, "rg_limits", "account_id = ?", p.Account.ID) != 0 {
			t.Fatalf("unconfirmed: %q", proposed)
		}
		msg := sendMessage(3, "SendMessage", "set my weekly budget to $300", nil)
		m := msg["params"].(map[string]any)["message"].(map[string]any)
		m["parts"] = append(m["parts"].([]any), map[string]any{"data": map[string]any{"confirm": true}})
		done := text(t, rpc(t, h, msg, map[string]string{"A2A-Version": "1.0", "Authorization": "Bearer " + p.Key}))
		if !strings.HasPrefix(done, "Done: ") || h.Count(t, "rg_limits", "account_id = ? AND kind = ? AND amount = ?", p.Account.ID, "budget_week", apitest.USD(300).Cents()) != 1 {
			t.Errorf("confirmed: %q", done)
		}
	})
}
