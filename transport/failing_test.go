package transport_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap/zapcore"

	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport"
	"github.com/tierline/tierline/transport/apitest"
)

// blockingTrips is a registry whose list_trips blocks until its request
// ends; started is closed once it runs.
func blockingTrips(started chan<- struct{}) *registry.Registry {
	reg := registry.New()
	registry.Add(reg, registry.Spec{Namespace: "player", Name: "list_trips", Area: "trips", Kind: registry.KindRead,
		Summary: "Blocks until the request ends."},
		func(ctx context.Context, _ *registry.Env, _ *struct{}) (*struct{}, error) {
			close(started)
			<-ctx.Done()
			return nil, ctx.Err()
		})
	return reg
}

// requestLog waits for the request log line of path and returns its
// status and level.
func requestLog(t *testing.T, h *apitest.Harness, path string) (int64, zapcore.Level) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		for _, e := range h.Logs.FilterMessage("request").All() {
			if e.ContextMap()["path"] == path {
				return e.ContextMap()["status"].(int64), e.Level
			}
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("no request log line for %s", path)
	return 0, 0
}

func TestAClientThatHangsUpIsRecordedAsClientClosed(t *testing.T) {
	tests := []struct {
		name, path, body, metric string
	}{
		{"an action", "/v1/player", `{"action":"list_trips"}`, `route="/v1/player",status="499"`},
		{"a question", "/ask", `{"query":"my trips this year"}`, `route="/ask",status="499"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			started := make(chan struct{})
			h := apitest.New(t, apitest.Options{Clock: apitest.NewClock(askNow),
				Server: []transport.Option{transport.WithRegistry(blockingTrips(started))}})
			p := h.NewPlayer(t, "read")
			ctx, cancel := context.WithCancel(context.Background())
			req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.URL+tt.path, strings.NewReader(tt.body))
			if err != nil {
				t.Fatal(err)
			}
			req.Header.Set("Authorization", "Bearer "+p.Key)
			req.Header.Set("Content-Type", "application/json")
			go func() {
				<-started
				cancel() // the client hangs up while the action runs
			}()
			if res, err := http.DefaultClient.Do(req); err == nil {
				res.Body.Close()
				t.Fatalf("the request finished (%d) before the client hung up", res.StatusCode)
			}

			status, level := requestLog(t, h, tt.path)
			if status != 499 || level != zapcore.InfoLevel {
				t.Errorf("request logged as %d at %s, want 499 at info", status, level)
			}
			for _, e := range h.Logs.All() {
				if e.Level >= zapcore.ErrorLevel {
					t.Errorf("logged at %s: %s %v", e.Level, e.Message, e.ContextMap())
				}
			}
			metrics := string(h.Do(t, http.MethodGet, "/metrics", nil, nil).Body)
			if !strings.Contains(metrics, `tierline_http_request_duration_seconds_count{method="POST",`+tt.metric+`} 1`) {
				t.Errorf("the latency histogram has no %s sample", tt.metric)
			}
			if strings.Contains(metrics, `status="500"`) {
				t.Error("the hang-up was counted as a 500")
			}
		})
	}
}
