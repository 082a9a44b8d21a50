package transport_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	_ "github.com/tierline/tierline/actions/all" // the actions /ask maps questions to
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport"
	"github.com/tierline/tierline/transport/apitest"
)

// askNow is the clock of the /ask tests: Thursday 14 May 2026.
var askNow = time.Date(2026, 5, 14, 15, 0, 0, 0, time.UTC)

// askAnswer is the JSON answer of POST /ask.
type askAnswer struct {
	Query  string `json:"query"`
	Intent struct {
		Name       string         `json:"name"`
		Parameters map[string]any `json:"parameters"`
		MapsTo     *struct {
			Method string `json:"method"`
			Path   string `json:"path"`
			Action string `json:"action"`
			URL    string `json:"url"`
		} `json:"maps_to"`
		NeedsKey bool     `json:"needs_key"`
		Scopes   []string `json:"scopes"`
	} `json:"intent"`
	Results []any  `json:"results"`
	Answer  string `json:"answer"`
}

// askJSON posts a question (headers may add Authorization) and decodes the
// 200 answer.
func askJSON(t *testing.T, h *apitest.Harness, body any, headers map[string]string) askAnswer {
	t.Helper()
	res := h.Do(t, http.MethodPost, "/ask", body, headers)
	if res.Status != http.StatusOK {
		t.Fatalf("status %d, want 200: %s", res.Status, res.Body)
	}
	var env struct {
		Data *askAnswer `json:"data"`
	}
	res.JSON(t, &env)
	if env.Data == nil {
		t.Fatalf("no data object: %s", res.Body)
	}
	if env.Data.Results == nil {
		t.Fatalf("results must be an array, never null: %s", res.Body)
	}
	return *env.Data
}

// same fails the test unless got and want encode to the same JSON.
func same(t *testing.T, what string, got, want any) {
	t.Helper()
	g, err := json.Marshal(got)
	if err != nil {
		t.Fatal(err)
	}
	w, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	if string(g) != string(w) {
		t.Errorf("%s differ:\n got %s\nwant %s", what, g, w)
	}
}

// restData is the data of a successful directory GET.
func restData(t *testing.T, h *apitest.Harness, path string) (any, int) {
	t.Helper()
	res := h.Do(t, http.MethodGet, path, nil, nil)
	if res.Status != http.StatusOK {
		t.Fatalf("GET %s: status %d: %s", path, res.Status, res.Body)
	}
	var body struct {
		Data  any `json:"data"`
		Count int `json:"count"`
	}
	res.JSON(t, &body)
	return body.Data, body.Count
}

func TestAskAnswersDirectoryQuestionsWithoutAKey(t *testing.T) {
	h := apitest.NewAt(t, askNow)

	t.Run("a casino search returns the directory's own results", func(t *testing.T) {
		got := askJSON(t, h, map[string]any{"query": "tribal casinos in Oklahoma", "limit": 5}, nil)
		if got.Query != "tribal casinos in Oklahoma" || got.Intent.Name != "find_casinos" || got.Intent.NeedsKey {
			t.Fatalf("understood %+v", got.Intent)
		}
		same(t, "parameters", got.Intent.Parameters, map[string]any{"state": "OK", "type": "tribal", "limit": 5})
		if m := got.Intent.MapsTo; m == nil || m.Method != "GET" || m.Path != "/v1/casinos" ||
			!strings.HasPrefix(m.URL, "http") || !strings.HasSuffix(m.URL, "/v1/casinos?limit=5&state=OK&type=tribal") {
			t.Errorf("maps_to = %+v", got.Intent.MapsTo)
		}
		want, count := restData(t, h, "/v1/casinos?state=OK&type=tribal&limit=5")
		same(t, "results", got.Results, want)
		if len(got.Results) != 5 || count <= 5 {
			t.Fatalf("the shipped data should have more than 5 tribal casinos in Oklahoma, got %d of %d", len(got.Results), count)
		}
		if !strings.HasPrefix(got.Answer, "Tribal casinos in Oklahoma: "+strconv.Itoa(count)+" casinos; the first 5: ") {
			t.Errorf("answer = %q", got.Answer)
		}
	})

	// /ask sends a brand or tribal nation named in full as q, as the data
	// spells it; q matches brands and nations, so the answer is their
	// casinos, not an empty list.
	for _, c := range []struct{ query, q, state string }{
		{"Which casinos does the Chickasaw Nation own?", "Chickasaw Nation", ""},
		{"Which PENN Entertainment casinos are in Mississippi?", "PENN Entertainment", "MS"},
	} {
		t.Run(c.query+" finds the casinos of "+c.q, func(t *testing.T) {
			got := askJSON(t, h, map[string]any{"query": c.query}, nil)
			if got.Intent.Name != "find_casinos" || got.Intent.Parameters["q"] != c.q || (c.state != "" && got.Intent.Parameters["state"] != c.state) {
				t.Fatalf("understood %+v", got.Intent)
			}
			v := url.Values{"q": {c.q}}
			if c.state != "" {
				v.Set("state", c.state)
			}
			if l, ok := got.Intent.Parameters["limit"]; ok {
				v.Set("limit", fmt.Sprint(l))
			}
			want, count := restData(t, h, "/v1/casinos?"+v.Encode())
			if count == 0 {
				t.Fatalf("GET /v1/casinos?%s finds no casino", v.Encode())
			}
			same(t, "results", got.Results, want)
		})
	}

	t.Run("a casino's tiers come from the casino's detail", func(t *testing.T) {
		got := askJSON(t, h, map[string]any{"query": "what are the tiers at Bellagio?"}, nil)
		if got.Intent.Name != "casino_detail" || got.Intent.MapsTo.Path != "/v1/casinos/{slug}" {
			t.Fatalf("understood %+v", got.Intent)
		}
		slug, _ := got.Intent.Parameters["slug"].(string)
		want, _ := restData(t, h, "/v1/casinos/"+slug)
		same(t, "results", got.Results, []any{want})
		for _, part := range []string{"Bellagio Hotel and Casino", "MGM Rewards", "Sapphire", "NOIR"} {
			if !strings.Contains(got.Answer, part) {
				t.Errorf("answer %q does not mention %q", got.Answer, part)
			}
		}
	})

	t.Run("rewards programs are searched by brand", func(t *testing.T) {
		got := askJSON(t, h, map[string]any{"query": "rewards programs from Caesars"}, nil)
		same(t, "parameters", got.Intent.Parameters, map[string]any{"search": "Caesars", "limit": 10})
		want, _ := restData(t, h, "/v1/rewards-programs?search=Caesars&limit=10")
		same(t, "results", got.Results, want)
		if !strings.Contains(got.Answer, "Caesars Rewards") {
			t.Errorf("answer = %q", got.Answer)
		}
	})

	t.Run("a question it cannot map gets examples, not a guess", func(t *testing.T) {
		got := askJSON(t, h, map[string]any{"query": "what's the weather like tomorrow?"}, nil)
		if got.Intent.Name != "unknown" || got.Intent.MapsTo != nil || len(got.Results) != 0 {
			t.Fatalf("an unmappable question was mapped: %+v, %d results", got.Intent, len(got.Results))
		}
		for _, part := range []string{"could not match", "casinos in Nevada", "my trips this year", "how much comp for $25 blackjack 4 hours"} {
			if !strings.Contains(got.Answer, part) {
				t.Errorf("answer %q does not contain %q", got.Answer, part)
			}
		}
	})

	t.Run("a comp question without bet and hours says what it needs", func(t *testing.T) {
		got := askJSON(t, h, map[string]any{"query": "how much comp for blackjack?"}, nil)
		if got.Intent.Name != "comp_estimate" || len(got.Results) != 0 {
			t.Fatalf("understood %+v with %d results", got.Intent, len(got.Results))
		}
		if !strings.Contains(got.Answer, "your average bet and how many hours you play") {
			t.Errorf("answer = %q", got.Answer)
		}
	})
}

func jsonNumber(n int) string { return strconv.Itoa(n) }

func TestAskRunsPersonalQuestionsWithTheCallersKey(t *testing.T) {
	h := apitest.NewAt(t, askNow)
	p := h.NewPlayer(t, "read")
	p.Trip(t, persistence.Trip{CasinoName: "Bellagio", StartDate: apitest.Date(t, "2026-02-10"), EndDate: apitest.Date(t, "2026-02-12")})
	p.Trip(t, persistence.Trip{CasinoName: "Borgata", StartDate: apitest.Date(t, "2026-04-01")})
	p.Trip(t, persistence.Trip{CasinoName: "Bellagio", StartDate: apitest.Date(t, "2025-11-20")})
	p.Tier(t, persistence.UserTier{CasinoName: "Bellagio", Tier: "Gold", PointsBalance: 1200})
	p.Tier(t, persistence.UserTier{CasinoName: "Caesars Palace", Tier: "Diamond", PointsBalance: 16000})

	t.Run("my trips this year are list_trips from January 1 to December 31", func(t *testing.T) {
		got := askJSON(t, h, map[string]any{"query": "my trips this year"}, bearer(p.Key))
		if got.Intent.Name != "my_trips" || got.Intent.MapsTo.Action != "list_trips" || !got.Intent.NeedsKey {
			t.Fatalf("understood %+v", got.Intent)
		}
		same(t, "scopes", got.Intent.Scopes, []string{"read"})
		fields := map[string]any{"from": "2026-01-01", "to": "2026-12-31", "limit": 10}
		same(t, "parameters", got.Intent.Parameters, fields)
		want := p.MustAction(t, "list_trips", fields)["trips"]
		same(t, "results", got.Results, want)
		if len(got.Results) != 2 {
			t.Errorf("%d trips this year, want 2", len(got.Results))
		}
		if !strings.HasPrefix(got.Answer, "Your trips (this year): 2 trips: Borgata (2026-04-01); Bellagio (2026-02-10 to 2026-02-12).") {
			t.Errorf("answer = %q", got.Answer)
		}
	})

	t.Run("my tier at a casino is tier_status kept to that casino", func(t *testing.T) {
		got := askJSON(t, h, map[string]any{"query": "my tier at Bellagio"}, bearer(p.Key))
		if got.Intent.Name != "my_tiers" || got.Intent.MapsTo.Action != "tier_status" {
			t.Fatalf("understood %+v", got.Intent)
		}
		all := apitest.Array(t, p.MustAction(t, "tier_status", map[string]any{"limit": 200})["tiers"])
		var want []any
		for _, tier := range all {
			if apitest.Object(t, tier)["casino_name"] == "Bellagio" {
				want = append(want, tier)
			}
		}
		same(t, "results", got.Results, want)
		if got.Answer != "Your tier status at Bellagio: Bellagio: Gold (1,200 points)." {
			t.Errorf("answer = %q", got.Answer)
		}
	})

	t.Run("a comp question runs the comp calculator", func(t *testing.T) {
		got := askJSON(t, h, map[string]any{"query": "how much comp for $25 blackjack 4 hours"}, bearer(p.Key))
		fields := map[string]any{"game_type": "blackjack", "avg_bet": 25, "hours": 4}
		same(t, "parameters", got.Intent.Parameters, fields)
		if got.Intent.MapsTo.Path != "/v1/comp/calculate" || got.Intent.MapsTo.Action != "calculate" {
			t.Fatalf("maps_to = %+v", got.Intent.MapsTo)
		}
		want := p.Call(t, "/v1/comp/calculate", "calculate", fields).Data(t)
		same(t, "results", got.Results, []any{want})
		if !strings.HasPrefix(got.Answer, "$25 blackjack for 4 hours: theoretical loss $") {
			t.Errorf("answer = %q", got.Answer)
		}
	})

	t.Run("my W-2G total needs the tax scope", func(t *testing.T) {
		res := h.Do(t, http.MethodPost, "/ask", map[string]any{"query": "my 2025 W-2G total"}, bearer(p.Key))
		res.WantError(t, http.StatusForbidden, "insufficient_scope", `"tax"`)
	})

	t.Run("with the tax scope it is tax_year_summary of that year", func(t *testing.T) {
		taxed := p.WithKey(t, "read,tax")
		h.Insert(t, &persistence.W2G{ID: uuid.New(), AccountID: p.Account.ID, Payer: "Bellagio", DateWon: *apitest.Date(t, "2025-06-01"),
			TaxYear: 2025, GameType: "slots", AmountWon: apitest.USD(1500), FederalWithheld: apitest.USDPtr(360.0),
			CreatedAt: domain.NewTimestamp(askNow), UpdatedAt: domain.NewTimestamp(askNow)})
		got := askJSON(t, h, map[string]any{"query": "my 2025 W-2G total"}, bearer(taxed.Key))
		same(t, "parameters", got.Intent.Parameters, map[string]any{"tax_year": 2025})
		same(t, "scopes", got.Intent.Scopes, []string{"read", "tax"})
		want := taxed.MustAction(t, "tax_year_summary", map[string]any{"tax_year": 2025})
		same(t, "results", got.Results, []any{want})
		if got.Answer != "Your 2025 W-2G total is $1,500 from 1 W-2G, with $360 federal and $0 state tax withheld." {
			t.Errorf("answer = %q", got.Answer)
		}
	})
}

func TestAskWithoutTheKeyAPersonalQuestionNeeds(t *testing.T) {
	h := apitest.NewAt(t, askNow)

	t.Run("the JSON answer is a 401 naming the scope", func(t *testing.T) {
		res := h.Do(t, http.MethodPost, "/ask", map[string]any{"query": "my trips this year"}, nil)
		res.WantError(t, http.StatusUnauthorized, "invalid_token", `needs an API key with the scope "read"`)
		if res.Header.Get("WWW-Authenticate") != wantWWWAuthenticate {
			t.Errorf("WWW-Authenticate = %q", res.Header.Get("WWW-Authenticate"))
		}
	})

	t.Run("a tax question names both scopes", func(t *testing.T) {
		res := h.Do(t, http.MethodPost, "/ask", map[string]any{"query": "my 2025 W-2G total"}, nil)
		res.WantError(t, http.StatusUnauthorized, "invalid_token", `the scope "read" and "tax"`)
	})

	t.Run("a stream asked for is refused with the same 401 before it starts", func(t *testing.T) {
		res := h.Do(t, http.MethodPost, "/ask", map[string]any{"query": "my trips this year"}, map[string]string{"Accept": "text/event-stream"})
		res.WantError(t, http.StatusUnauthorized, "invalid_token", `needs an API key with the scope "read"`)
		if res.Header.Get("WWW-Authenticate") != wantWWWAuthenticate {
			t.Errorf("WWW-Authenticate = %q", res.Header.Get("WWW-Authenticate"))
		}
	})

	t.Run("a stream asked for with a key lacking a scope is the 403 before it starts", func(t *testing.T) {
		p := h.NewPlayer(t, "read")
		res := h.Do(t, http.MethodPost, "/ask", map[string]any{"query": "my 2025 W-2G total"},
			map[string]string{"Accept": "text/event-stream", "Authorization": "Bearer " + p.Key})
		res.WantError(t, http.StatusForbidden, "insufficient_scope", `"tax"`)
		if got := res.Header.Get("WWW-Authenticate"); !strings.Contains(got, `error="insufficient_scope", scope="read tax"`) {
			t.Errorf("WWW-Authenticate = %q", got)
		}
	})

	t.Run("a bad key is the normal 401", func(t *testing.T) {
		res := h.Do(t, http.MethodPost, "/ask", map[string]any{"query": "casinos in Nevada"},
			map[string]string{"Authorization": "Bearer not-a-key"})
		res.WantError(t, http.StatusUnauthorized, "invalid_token", "The Authorization header must be")
	})
}

// sseEvent is one Server-Sent Event (or, with Name ":", a comment).
type sseEvent struct {
	Name string
	Data string
}

// readSSE reads events from r until it ends.
func readSSE(r io.Reader, each func(sseEvent) bool) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var ev sseEvent
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if ev.Name != "" || ev.Data != "" {
				if !each(ev) {
					return nil
				}
			}
			ev = sseEvent{}
		case strings.HasPrefix(line, ":"):
			if !each(sseEvent{Name: ":", Data: strings.TrimSpace(line[1:])}) {
				return nil
			}
		case strings.HasPrefix(line, "event: "):
			ev.Name = line[len("event: "):]
		case strings.HasPrefix(line, "data: "):
			ev.Data += line[len("data: "):]
		}
	}
	return sc.Err()
}

// parseSSE checks the stream headers of res and returns its events.
func parseSSE(t *testing.T, res apitest.Response) []sseEvent {
	t.Helper()
	if res.Status != http.StatusOK {
		t.Fatalf("status %d: %s", res.Status, res.Body)
	}
	for k, want := range map[string]string{"Content-Type": "text/event-stream", "Cache-Control": "no-cache",
		"Connection": "keep-alive", "X-Accel-Buffering": "no"} {
		if got := res.Header.Get(k); got != want {
			t.Errorf("%s = %q, want %q", k, got, want)
		}
	}
	var events []sseEvent
	if err := readSSE(strings.NewReader(string(res.Body)), func(e sseEvent) bool {
		events = append(events, e)
		return true
	}); err != nil {
		t.Fatal(err)
	}
	return events
}

func eventNames(events []sseEvent) string {
	var names []string
	for i, e := range events {
		if i > 0 && e.Name == "result" && events[i-1].Name == "result" {
			continue
		}
		names = append(names, e.Name)
	}
	return strings.Join(names, " ")
}

func TestAskStreamsEventByEvent(t *testing.T) {
	h := apitest.NewAt(t, askNow)
	p := h.NewPlayer(t, "read")
	for _, d := range []string{"2026-01-05", "2026-02-10", "2026-03-15"} {
		p.Trip(t, persistence.Trip{CasinoName: "Bellagio", StartDate: apitest.Date(t, d)})
	}
	stream := map[string]string{"Accept": "text/event-stream"}
	tests := []struct {
		name    string
		query   string
		headers map[string]string
	}{
		{"a directory search", "casinos in Nevada with a rewards program", nil},
		{"a casino's tiers", "tiers at Borgata", nil},
		{"a personal question with the caller's key", "my trips this year", bearer(p.Key)},
		{"a question it cannot map", "tell me a joke", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := map[string]any{"query": tt.query, "limit": 3}
			want := askJSON(t, h, body, tt.headers)
			headers := map[string]string{}
			for k, v := range tt.headers {
				headers[k] = v
			}
			for k, v := range stream {
				headers[k] = v
			}
			events := parseSSE(t, h.Do(t, http.MethodPost, "/ask", body, headers))
			wantNames := "intent result answer done"
			if len(want.Results) == 0 {
				wantNames = "intent answer done"
			}
			if got := eventNames(events); got != wantNames {
				t.Fatalf("events = %s, want %s", got, wantNames)
			}
			var intent map[string]any
			if err := json.Unmarshal([]byte(events[0].Data), &intent); err != nil {
				t.Fatal(err)
			}
			if intent["name"] != want.Intent.Name {
				t.Errorf("intent event names %v, want %s", intent["name"], want.Intent.Name)
			}
			var results []any
			for _, e := range events[1 : len(events)-2] {
				var v any
				if err := json.Unmarshal([]byte(e.Data), &v); err != nil {
					t.Fatalf("result event is not JSON: %v: %s", err, e.Data)
				}
				results = append(results, v)
			}
			if results == nil {
				results = []any{}
			}
			same(t, "streamed results", results, want.Results)
			for _, e := range events {
				if strings.Contains(e.Data, `\u0026`) {
					t.Errorf("event %s escapes \"&\", which the REST answer keeps: %s", e.Name, e.Data)
				}
			}
			var answer struct{ Answer string }
			if err := json.Unmarshal([]byte(events[len(events)-2].Data), &answer); err != nil || answer.Answer != want.Answer {
				t.Errorf("answer event %s, want %q", events[len(events)-2].Data, want.Answer)
			}
			if events[len(events)-1].Data != `{"results":`+jsonNumber(len(want.Results))+`}` {
				t.Errorf("done event = %s", events[len(events)-1].Data)
			}
		})
	}
}

func TestAskRejectsBadInput(t *testing.T) {
	h := apitest.NewAt(t, askNow)
	long := strings.Repeat("casinos ", 63) // 504 characters
	tests := []struct {
		name  string
		body  any
		field string
	}{
		{"a body that is not JSON", "casinos in Nevada", "body"},
		{"a JSON array", `["casinos"]`, "body"},
		{"no query", map[string]any{"limit": 5}, "query"},
		{"a null query", map[string]any{"query": nil}, "query"},
		{"a blank query", map[string]any{"query": "   "}, "query"},
		{"a query that is not a string", map[string]any{"query": 42}, "query"},
		{"a query over 500 characters", map[string]any{"query": long}, "query"},
		{"a query sent twice", `{"query":"casinos in Nevada","query":"my trips"}`, "query"},
		{"a query holding NUL", map[string]any{"query": "casinos named bell\u0000agio"}, "query"},
		{"a limit of 0", map[string]any{"query": "casinos", "limit": 0}, "limit"},
		{"a limit over 50", map[string]any{"query": "casinos", "limit": 51}, "limit"},
		{"a fractional limit", map[string]any{"query": "casinos", "limit": 2.5}, "limit"},
		{"a limit that is not a number", map[string]any{"query": "casinos", "limit": "ten"}, "limit"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h.Do(t, http.MethodPost, "/ask", tt.body, nil).WantInvalid(t, tt.field)
			// A stream asked for still gets the 400 object, before any event.
			h.Do(t, http.MethodPost, "/ask", tt.body, map[string]string{"Accept": "text/event-stream"}).WantInvalid(t, tt.field)
		})
	}
	t.Run("GET is not allowed", func(t *testing.T) {
		h.Do(t, http.MethodGet, "/ask", nil, nil).WantError(t, http.StatusMethodNotAllowed, "method_not_allowed", "GET is not allowed")
	})
	t.Run("500 characters are accepted", func(t *testing.T) {
		askJSON(t, h, map[string]any{"query": strings.Repeat("a", 500)}, nil)
	})
}

// TestAskStreamStopsWhenTheClientGoesAway runs a question whose action
// blocks until its request ends: the stream sends the intent and then
// keep-alive comments; when the client disconnects, the action's context
// ends and the handler returns without a panic.
func TestAskStreamStopsWhenTheClientGoesAway(t *testing.T) {
	t.Parallel() // waits for a keep-alive comment (15 s)
	started, stopped := make(chan struct{}), make(chan struct{})
	reg := registry.New()
	registry.Add(reg, registry.Spec{Namespace: "player", Name: "list_trips", Area: "trips", Kind: registry.KindRead,
		Summary: "Blocks until the request ends."},
		func(ctx context.Context, _ *registry.Env, _ *struct{}) (*struct{}, error) {
			close(started)
			<-ctx.Done()
			close(stopped)
			return nil, ctx.Err()
		})
	h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(askNow), Server: []transport.Option{transport.WithRegistry(reg)}})
	p := h.NewPlayer(t, "read")

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.URL+"/ask", strings.NewReader(`{"query":"my trips this year"}`))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Authorization", "Bearer "+p.Key)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	var seen []string
	_ = readSSE(res.Body, func(e sseEvent) bool {
		seen = append(seen, e.Name)
		return e.Name != ":" // read up to the first keep-alive comment
	})
	if strings.Join(seen, " ") != "intent :" {
		t.Fatalf("events before the disconnect = %q, want the intent then a keep-alive comment", seen)
	}
	select {
	case <-started:
	default:
		t.Fatal("the action did not start")
	}
	cancel()
	select {
	case <-stopped:
	case <-time.After(10 * time.Second):
		t.Fatal("the action kept running after the client went away")
	}
	deadline := time.Now().Add(10 * time.Second)
	for {
		logged := false
		for _, e := range h.Logs.FilterMessage("request").All() {
			if e.ContextMap()["path"] == "/ask" {
				logged = true
			}
		}
		if logged {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("the /ask handler did not return after the client went away")
		}
		time.Sleep(20 * time.Millisecond)
	}
	if n := h.Logs.FilterMessage("panic in handler").Len(); n > 0 {
		t.Errorf("%d panics logged", n)
	}
}
