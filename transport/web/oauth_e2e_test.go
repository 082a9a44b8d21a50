package web_test

import (
	"bufio"
	"bytes"
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tierline/tierline/internal/safefetch"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport"
	"github.com/tierline/tierline/transport/apitest"
)

// The end-to-end test of the MCP authorization flow: a real MCP client
// (the official TypeScript SDK with its OAuth client provider, in
// testdata/mcpclient, run by Node.js) and a real browser (Chromium, for
// the person's part). The client calls player_action without a token, gets
// the 401, discovers the authorization server from it, registers (by
// dynamic registration, or by a client ID metadata document served here on
// loopback), and sends the person to the consent page; the person signs in
// and allows; the client exchanges the code, calls the tool, refreshes its
// token, and after the person disconnects it on /settings/apps its token is
// a 401. With CI=true a missing Node.js or Chromium fails the test.

// mcpClientDir holds the client's package.json and package-lock.json.
const mcpClientDir = "testdata/mcpclient"

// nodePath finds Node.js (TIERLINE_NODE names another binary).
func nodePath(t *testing.T) string {
	t.Helper()
	for _, p := range []string{os.Getenv("TIERLINE_NODE"), "node"} {
		if p == "" {
			continue
		}
		if path, err := exec.LookPath(p); err == nil {
			return path
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("Node.js is not installed, and CI=true: the MCP OAuth E2E test must run (apt-get install -y nodejs npm; .ci/run installs them)")
	}
	t.Skip("Node.js is not installed (apt-get install -y nodejs npm); with CI=true this is a failure")
	return ""
}

var (
	npmOnce sync.Once
	npmErr  error
)

// installMCPClient runs npm ci for the client once per test binary, unless
// node_modules already holds the locked SDK version.
func installMCPClient(t *testing.T) {
	t.Helper()
	npmOnce.Do(func() {
		lock, err := os.ReadFile(filepath.Join(mcpClientDir, "package-lock.json"))
		if err != nil {
			npmErr = err
			return
		}
		var locked struct {
			Packages map[string]struct {
				Version string `json:"version"`
			} `json:"packages"`
		}
		if npmErr = json.Unmarshal(lock, &locked); npmErr != nil {
			return
		}
		want := locked.Packages["node_modules/@modelcontextprotocol/sdk"].Version
		var have struct {
			Version string `json:"version"`
		}
		if raw, err := os.ReadFile(filepath.Join(mcpClientDir, "node_modules/@modelcontextprotocol/sdk/package.json")); err == nil {
			_ = json.Unmarshal(raw, &have)
		}
		if want != "" && have.Version == want {
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, "npm", "ci", "--no-audit", "--no-fund", "--loglevel=error")
		cmd.Dir = mcpClientDir
		if out, err := cmd.CombinedOutput(); err != nil {
			npmErr = fmt.Errorf("npm ci in %s: %v\n%s", mcpClientDir, err, out)
		}
	})
	if npmErr != nil {
		t.Fatal(npmErr)
	}
}

// mcpClient is the Node.js client, driven line by line.
type mcpClient struct {
	t      *testing.T
	stdin  io.WriteCloser
	events chan map[string]any
	mu     sync.Mutex
	stderr bytes.Buffer
}

func startMCPClient(t *testing.T, node string) *mcpClient {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	cmd := exec.CommandContext(ctx, node, "client.mjs")
	cmd.Dir = mcpClientDir
	c := &mcpClient{t: t, events: make(chan map[string]any, 64)}
	cmd.Stderr = writerFunc(func(p []byte) (int, error) {
		c.mu.Lock()
		defer c.mu.Unlock()
		return c.stderr.Write(p)
	})
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if c.stdin, err = cmd.StdinPipe(); err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatalf("start the MCP client: %v", err)
	}
	go func() {
		sc := bufio.NewScanner(stdout)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			var ev map[string]any
			if err := json.Unmarshal(sc.Bytes(), &ev); err != nil {
				ev = map[string]any{"event": "noise", "line": sc.Text()}
			}
			c.events <- ev
		}
		close(c.events)
	}()
	t.Cleanup(func() {
		_ = c.stdin.Close()
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
		}
		cancel()
		if t.Failed() {
			c.mu.Lock()
			t.Logf("MCP client stderr:\n%s", c.stderr.String())
			c.mu.Unlock()
		}
	})
	return c
}

type writerFunc func([]byte) (int, error)

func (f writerFunc) Write(p []byte) (int, error) { return f(p) }

func (c *mcpClient) send(cmd map[string]any) {
	c.t.Helper()
	raw, _ := json.Marshal(cmd)
	if _, err := c.stdin.Write(append(raw, '\n')); err != nil {
		c.t.Fatalf("send %v: %v", cmd, err)
	}
}

// next waits for the event named want, failing on an "error" event.
func (c *mcpClient) next(want string) map[string]any {
	c.t.Helper()
	timeout := time.After(2 * time.Minute)
	for {
		select {
		case ev, ok := <-c.events:
			if !ok {
				c.t.Fatalf("the MCP client exited waiting for %q", want)
			}
			switch ev["event"] {
			case want:
				return ev
			case "error":
				c.t.Fatalf("the MCP client failed waiting for %q: %v", want, ev["message"])
			default:
				c.t.Logf("MCP client: %v", ev)
			}
		case <-timeout:
			c.t.Fatalf("no %q event from the MCP client within 2 minutes", want)
		}
	}
}

func TestAnMCPClientConnectsWithOAuthThroughTheSite(t *testing.T) {
	node := nodePath(t)
	installMCPClient(t)
	for _, byDocument := range []bool{false, true} {
		name := "registered dynamically"
		if byDocument {
			name = "known by a client ID metadata document"
		}
		t.Run("a client "+name, func(t *testing.T) {
			connectMCPClient(t, node, byDocument)
		})
	}
}

func connectMCPClient(t *testing.T, node string, byDocument bool) {
	ctx := newTab(t)
	c := startMCPClient(t, node)
	redirect := str(c.next("ready")["redirect_uri"])

	// The server announces its own loopback address in every document, so
	// the client finds it from the 401.
	ln := apitest.NewListener(t)
	base := "http://" + ln.Addr().String()
	var opts []transport.Option
	docURL := ""
	if byDocument {
		var fetcher safefetch.Fetcher
		docURL, fetcher = clientDocument(t, redirect)
		opts = append(opts, transport.WithClientMetadataFetcher(fetcher))
	}
	h := apitest.New(t, apitest.Options{Listener: ln, Server: opts,
		Env: map[string]string{"TIERLINE_SITE_URL": base, "TIERLINE_BASE_URL": base}})
	mcpURL := base + "/mcp"
	o := newOwner(t, h, persistence.RolePlayer)
	o.Trip(t, persistence.Trip{CasinoName: "Bellagio Hotel and Casino", StartDate: apitest.Date(t, "2026-03-01")})

	t.Run("the client connects without a token and lists the tools", func(t *testing.T) {
		c.send(map[string]any{"cmd": "connect", "url": mcpURL, "clientMetadataUrl": docURL})
		tools := c.next("connected")["tools"].([]any)
		if !slices.Contains(tools, any("player_action")) || len(tools) != 4 {
			t.Errorf("tools = %v", tools)
		}
	})

	clientsBefore := h.Count(t, "oauth_clients", "1 = 1") // the test database is shared by the package's tests
	var authorizeURL *url.URL
	t.Run("player_action without a token is the 401 the client discovers the authorization server from", func(t *testing.T) {
		c.send(map[string]any{"cmd": "call", "tool": "player_action", "args": map[string]any{"action": "list_trips"}})
		ev := c.next("authorize")
		u, err := url.Parse(str(ev["url"]))
		if err != nil {
			t.Fatal(err)
		}
		authorizeURL = u
		q := u.Query()
		for k, want := range map[string]string{"response_type": "code", "code_challenge_method": "S256", "resource": mcpURL,
			"redirect_uri": redirect, "scope": "read"} {
			if q.Get(k) != want {
				t.Errorf("%s = %q, want %q (%s)", k, q.Get(k), want, u)
			}
		}
		if got := u.Scheme + "://" + u.Host + u.Path; got != base+"/oauth/authorize" {
			t.Errorf("authorization endpoint %s", got)
		}
		clientID := q.Get("client_id")
		if byDocument {
			if clientID != docURL {
				t.Errorf("client_id = %q, want the metadata document's URL %s", clientID, docURL)
			}
			if n := h.Count(t, "oauth_clients", "1 = 1") - clientsBefore; n != 0 {
				t.Errorf("%d clients registered; the document stands for the registration", n)
			}
		} else if h.Count(t, "oauth_clients", "id = ?", clientID) != 1 {
			t.Errorf("the client_id %q was not registered here", clientID)
		}
	})
	if authorizeURL == nil {
		t.FailNow()
	}

	t.Run("the person signs in on the site and allows the client on the consent page", func(t *testing.T) {
		do(t, ctx, "open the authorization URL, which asks to sign in first",
			chromedp.Navigate(authorizeURL.String()),
			chromedp.WaitVisible(chromedp.ID("email")),
		)
		do(t, ctx, "sign in",
			chromedp.SendKeys(chromedp.ID("email"), o.Account.Email),
			chromedp.SendKeys(chromedp.ID("password"), o.Password),
			chromedp.Submit(chromedp.ID("password")),
			chromedp.WaitVisible(chromedp.CSS(`button[value="allow"]`)),
		)
		page := text(t, ctx, "main")
		for _, want := range []string{"Connect Tierline E2E MCP client to your Tierline account?", "the Tierline MCP server", "read"} {
			if !strings.Contains(page, want) {
				t.Errorf("the consent page lacks %q:\n%s", want, page)
			}
		}
		if byDocument && !strings.Contains(page, "known by its metadata document at "+docURL) {
			t.Errorf("the consent page does not say the client is known by its document:\n%s", page)
		}
		shot(t, ctx, "20-consent")
		do(t, ctx, "allow, and land back on the client's redirect URI",
			chromedp.Click(chromedp.CSS(`button[value="allow"]`)),
			chromedp.WaitVisible(chromedp.ID("done")),
		)
	})

	t.Run("the client exchanges the code and the tool runs with the token", func(t *testing.T) {
		if got := c.next("authorized")["scope"]; got != "read" {
			t.Errorf("granted scope %v, want read", got)
		}
		res := c.next("result")
		if res["isError"] != false || !strings.Contains(str(res["text"]), "Bellagio Hotel and Casino") {
			t.Errorf("result %v", res)
		}
		if n := h.Count(t, "oauth_grants", "account_id = ? AND revoked_at IS NULL", o.Account.ID); n != 1 {
			t.Errorf("%d grants, want 1", n)
		}
	})

	t.Run("the client refreshes its token, and the new one works", func(t *testing.T) {
		c.send(map[string]any{"cmd": "refresh"})
		ev := c.next("refreshed")
		if ev["outcome"] != "AUTHORIZED" || ev["access_changed"] != true || ev["refresh_changed"] != true {
			t.Errorf("refresh: %v", ev)
		}
		c.send(map[string]any{"cmd": "call", "tool": "player_action", "args": map[string]any{"action": "list_trips"}})
		if res := c.next("result"); res["isError"] != false {
			t.Errorf("after the refresh: %v", res)
		}
	})

	t.Run("the person disconnects the client on the connected apps page, and its next request is a 401", func(t *testing.T) {
		do(t, ctx, "open the connected apps page",
			chromedp.Navigate(base+"/settings/apps"),
			chromedp.WaitVisible(chromedp.CSS(".app-row")),
		)
		if row := text(t, ctx, ".app-row"); !strings.Contains(row, "Tierline E2E MCP client") || !strings.Contains(row, "read") {
			t.Errorf("the app row says %q", row)
		}
		shot(t, ctx, "21-connected-apps")
		do(t, ctx, "disconnect",
			chromedp.Click(chromedp.CSS(`.app-row button.danger`)),
			chromedp.WaitVisible(chromedp.CSS(".flash")),
		)
		if flash := text(t, ctx, ".flash"); !strings.Contains(flash, "is disconnected") {
			t.Errorf("flash = %q", flash)
		}
		c.send(map[string]any{"cmd": "raw", "action": "list_trips"})
		raw := c.next("raw")
		if raw["status"] != float64(http.StatusUnauthorized) {
			t.Fatalf("after disconnecting: %v", raw)
		}
		challenge := str(raw["www_authenticate"])
		if !regexp.MustCompile(`error="invalid_token".*resource_metadata="` + regexp.QuoteMeta(base+"/.well-known/oauth-protected-resource/mcp") + `"`).MatchString(challenge) {
			t.Errorf("WWW-Authenticate = %q", challenge)
		}
	})
	c.send(map[string]any{"cmd": "exit"})
}

// clientDocument serves the client's metadata document over TLS on
// loopback and returns its URL and a fetcher allowed to reach it (the
// test-only setting: production fetches public addresses only).
func clientDocument(t *testing.T, redirect string) (string, safefetch.Fetcher) {
	t.Helper()
	var self string
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/clients/tierline-e2e.json" {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{
			"client_id": self, "client_name": "Tierline E2E MCP client", "client_uri": "https://example.com/e2e",
			"redirect_uris": []string{redirect}, "grant_types": []string{"authorization_code", "refresh_token"},
			"response_types": []string{"code"}, "token_endpoint_auth_method": "none",
		})
	}))
	t.Cleanup(srv.Close)
	self = srv.URL + "/clients/tierline-e2e.json"
	pool := x509.NewCertPool()
	pool.AddCert(srv.Certificate())
	return self, safefetch.Fetcher{Allow: safefetch.PublicOrLoopback, TLS: &tls.Config{RootCAs: pool}}
}
