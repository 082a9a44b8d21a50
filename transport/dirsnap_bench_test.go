package transport

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"syscall"
	"testing"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/persistence/dbtest"
)

// benchQuery is a typical directory search: a name fragment in one state
// (the search of the bench suite, internal/bench).
const benchQuery = "/v1/casinos?q=casino&state=nv&limit=24"

// mcpSearchBody is benchQuery as an MCP tools/call of search_casinos.
const mcpSearchBody = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"search_casinos","arguments":{"q":"casino","state":"nv","limit":24}}}`

// BenchmarkMCPSearchVsREST serves the same search through REST (GET
// /v1/casinos) and through MCP (tools/call search_casinos), in one run
// over the same server, so the req/s of the two sub-benchmarks give the
// ratio MCP/REST (issue 16 asks at least 0.7). Any store.
func BenchmarkMCPSearchVsREST(b *testing.B) {
	cfg, err := config.Load(func(k string) string {
		return map[string]string{"TIERLINE_RATE_LIMIT_PUBLIC": "1000000000"}[k]
	})
	if err != nil {
		b.Fatal(err)
	}
	log := zap.New(zapcore.NewCore(zapcore.NewJSONEncoder(zap.NewProductionEncoderConfig()), zapcore.AddSync(io.Discard), zapcore.InfoLevel))
	srv, err := New(cfg, dbtest.Seeded(b), log)
	if err != nil {
		b.Fatal(err)
	}
	hs := httptest.NewServer(srv)
	defer hs.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	rest := func() (*http.Request, error) { return http.NewRequest(http.MethodGet, hs.URL+benchQuery, nil) }
	mcp := func() (*http.Request, error) {
		r, err := http.NewRequest(http.MethodPost, hs.URL+"/mcp", strings.NewReader(mcpSearchBody))
		if err == nil {
			r.Header.Set("Content-Type", "application/json")
			r.Header.Set("Accept", "application/json, text/event-stream")
			r.Header.Set("Mcp-Protocol-Version", "2025-06-18")
		}
		return r, err
	}
	for _, c := range []struct {
		name string
		req  func() (*http.Request, error)
	}{{"rest", rest}, {"mcp", mcp}, {"rest-again", rest}, {"mcp-again", mcp}} {
		b.Run(c.name, func(b *testing.B) { loadWith(b, client, c.req) })
	}
}

// loadWith keeps GOMAXPROCS clients busy sending the request newReq makes.
// Besides req/s it reports the process's CPU time per request (server and
// client, which share the process): on a busy machine req/s measures the
// neighbours as much as the code, CPU time much less so.
func loadWith(b *testing.B, client *http.Client, newReq func() (*http.Request, error)) {
	before := cpuTime()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			req, err := newReq()
			if err != nil {
				b.Error(err)
				return
			}
			res, err := client.Do(req)
			if err != nil {
				b.Error(err)
				return
			}
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != http.StatusOK || bytes.Contains(body, []byte(`"isError":true`)) {
				b.Errorf("status %d: %.200s", res.StatusCode, body)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "req/s")
	b.ReportMetric(float64((cpuTime()-before).Microseconds())/float64(b.N), "cpu-us/req")
}

// cpuTime is the user and system CPU time the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
