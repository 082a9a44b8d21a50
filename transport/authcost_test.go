package transport_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/uptrace/bun"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/transport/apitest"
)

// authQueries counts the statements that read API keys or accounts.
type authQueries struct{ n atomic.Int64 }

func (c *authQueries) BeforeQuery(ctx context.Context, e *bun.QueryEvent) context.Context {
	if strings.Contains(e.Query, `"api_keys"`) || strings.Contains(e.Query, `"accounts"`) {
		c.n.Add(1)
	}
	return ctx
}

func (c *authQueries) AfterQuery(context.Context, *bun.QueryEvent) {}

// TestEverySurfaceAuthenticatesOnce: a tool call of MCP's player_action
// costs the same key and account reads as the same action over REST
// (it used to authenticate a second time inside the tool).
func TestEverySurfaceAuthenticatesOnce(t *testing.T) {
	dbtest.Seeded(t)
	db, err := persistence.Open(context.Background(), dbtest.URL(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	counter := &authQueries{}
	db.AddQueryHook(counter)
	h := apitest.New(t, apitest.Options{DB: db})
	p := h.NewPlayer(t, "read")
	session := mcpSession(t, h, p.Key)

	counter.n.Store(0)
	res := p.Post(t, "/v1/player", `{"action":"list_trips"}`, nil)
	if res.Status != 200 {
		t.Fatalf("REST: %d %s", res.Status, res.Body)
	}
	rest := counter.n.Load()

	counter.n.Store(0)
	if tool := callTool(t, session, "player_action", map[string]any{"action": "list_trips"}); tool.IsError {
		t.Fatalf("MCP: %+v", tool.Content)
	}
	viaMCP := counter.n.Load()

	if rest == 0 || viaMCP != rest {
		t.Errorf("key and account reads: REST %d, MCP player_action %d; want the same, and more than none", rest, viaMCP)
	}
	t.Logf("key and account reads per request: REST %d, MCP %d", rest, viaMCP)
}
