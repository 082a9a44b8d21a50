package transport_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/transport"
	"github.com/tierline/tierline/transport/apitest"
)

// keyOrAccountRE finds a statement reading the keys or the accounts,
// quoted as bun writes tables or as written out by hand.
var keyOrAccountRE = regexp.MustCompile(`(?i)\b(FROM|JOIN)\s+"?(api_keys|accounts)"?(\s|$)`)

// authReads are the statements of stmts that read API keys or accounts.
func authReads(stmts []string) []string {
	var out []string
	for _, q := range stmts {
		if keyOrAccountRE.MatchString(q) {
			out = append(out, q)
		}
	}
	return out
}

// statementLog is what a watched server ran since the last Take.
type statementLog interface{ Take() []string }

// watchedServer is a harness whose every statement, on the writer and on
// the read pool, lands in the returned log. On PostgreSQL the log is read
// off the wire, where a statement prepared by an earlier request and run
// again counts too (no bun hook sees those).
func watchedServer(t *testing.T) (*apitest.Harness, statementLog) {
	t.Helper()
	dbtest.Seeded(t)
	if dbtest.Store() == "postgres" {
		wire, db := dbtest.OpenThroughWire(t)
		return apitest.New(t, apitest.Options{DB: db}), wire
	}
	db, reader := dbtest.OpenWithReadPool(t)
	log := &dbtest.Statements{}
	db.AddQueryHook(log)
	if reader != db {
		reader.AddQueryHook(log)
	}
	h := apitest.New(t, apitest.Options{DB: db, Server: []transport.Option{transport.WithReadPool(reader)}})
	return h, log
}

// TestEverySurfaceAuthenticatesOnce: a request with an API key reads the
// key and its account in one statement, and a tool call of MCP's
// player_action costs the same as the same action over REST (it used to
// authenticate a second time inside the tool).
func TestEverySurfaceAuthenticatesOnce(t *testing.T) {
	h, log := watchedServer(t)
	p := h.NewPlayer(t, "read")
	session := mcpSession(t, h, p.Key)

	log.Take()
	res := p.Post(t, "/v1/player", `{"action":"list_trips"}`, nil)
	if res.Status != 200 {
		t.Fatalf("REST: %d %s", res.Status, res.Body)
	}
	rest := authReads(log.Take())

	if tool := callTool(t, session, "player_action", map[string]any{"action": "list_trips"}); tool.IsError {
		t.Fatalf("MCP: %+v", tool.Content)
	}
	viaMCP := authReads(log.Take())

	if len(rest) != 1 || len(viaMCP) != 1 {
		t.Errorf("key and account reads: REST %d, MCP player_action %d; want 1 each:\n%s",
			len(rest), len(viaMCP), strings.Join(append(rest, viaMCP...), "\n"))
	}
}

// TestAnAuthenticatedListCostsTwoStatements: list_trips with a key is the
// key with its account, then the page with its total. On PostgreSQL the
// total rides on the page; past the last page a count keeps it exact. On
// SQLite, where a statement costs no round trip, a short page tells the
// total itself and a full one is counted.
func TestAnAuthenticatedListCostsTwoStatements(t *testing.T) {
	h, log := watchedServer(t)
	p := h.NewPlayer(t, "read,write")
	for _, casino := range []string{"Bellagio", "Aria", "Wynn"} {
		if res := p.Post(t, "/v1/player", `{"action":"add_trip","casino_name":"`+casino+`"}`, nil); res.Status != 200 && res.Status != 201 {
			t.Fatalf("add_trip: %d %s", res.Status, res.Body)
		}
	}
	for _, tc := range []struct {
		name, body string
		trips      int
		statements map[string]int // by store
	}{
		{"first page", `{"action":"list_trips","limit":2}`, 2, map[string]int{"postgres": 2, "sqlite": 3}},
		{"last page", `{"action":"list_trips","limit":2,"offset":2}`, 1, map[string]int{"postgres": 2, "sqlite": 2}},
		{"past the end", `{"action":"list_trips","limit":2,"offset":5}`, 0, map[string]int{"postgres": 3, "sqlite": 3}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			log.Take()
			res := p.Post(t, "/v1/player", tc.body, nil)
			ran := log.Take()
			if res.Status != 200 {
				t.Fatalf("%d %s", res.Status, res.Body)
			}
			var out struct {
				Data struct {
					Trips []any `json:"trips"`
					Count int   `json:"count"`
				} `json:"data"`
			}
			res.JSON(t, &out)
			if got := out.Data; len(got.Trips) != tc.trips || got.Count != 3 {
				t.Errorf("%d trips of %d, want %d of 3", len(got.Trips), got.Count, tc.trips)
			}
			if want := tc.statements[persistence.StoreName(h.DB)]; len(ran) != want {
				t.Errorf("%d statements, want %d:\n%s", len(ran), want, strings.Join(ran, "\n"))
			}
		})
	}
}
