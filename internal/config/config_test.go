package config_test

import (
	"errors"
	"net/netip"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap/zapcore"

	"github.com/tierline/tierline/internal/config"
)

// env is a fake environment: unset variables read as "".
type env map[string]string

func (e env) get(k string) string { return e[k] }

// load runs config.Load over e and fails the test on an error.
func load(t *testing.T, e env) config.Config {
	t.Helper()
	c, err := config.Load(e.get)
	if err != nil {
		t.Fatalf("Load(%v): %v", e, err)
	}
	return c
}

// loadError runs config.Load over e, which must fail, and returns the
// *config.Error.
func loadError(t *testing.T, e env) *config.Error {
	t.Helper()
	_, err := config.Load(e.get)
	if err == nil {
		t.Fatalf("Load(%v) succeeded, want an error", e)
	}
	var cfgErr *config.Error
	if !errors.As(err, &cfgErr) {
		t.Fatalf("Load(%v) = %T %v, want a *config.Error", e, err, err)
	}
	return cfgErr
}

func TestLoadDefaults(t *testing.T) {
	c := load(t, env{})
	checks := []struct {
		name      string
		got, want any
	}{
		{"the service listens on :8080", c.Addr, ":8080"},
		{"the base URL is http://localhost:8080", c.BaseURL, "http://localhost:8080"},
		{"the site URL is the base URL", c.SiteURL, "http://localhost:8080"},
		{"the MCP URL is the site URL with /mcp", c.MCPURL, "http://localhost:8080/mcp"},
		{"the log level is info", c.LogLevel, zapcore.InfoLevel},
		{"the public rate limit is 600 requests", c.RateLimitPublic, int64(600)},
		{"the signed-bot rate limit is 600 requests", c.RateLimitBot, int64(600)},
		{"an address may register 20 OAuth clients an hour", c.RateLimitRegister, int64(20)},
		{"the rate-limit window is one minute", c.RateLimitWindow, time.Minute},
		{"no proxy is trusted", len(c.TrustedProxies), 0},
		{"the database URL is empty (the embedded SQLite file)", c.DatabaseURL, ""},
		{"the store is not PostgreSQL", c.IsPostgres(), false},
		{"sign-up is closed: the operator creates users", c.Signup, config.SignupClosed},
		{"a site session ends after 12 hours idle", c.SessionIdle, 12 * time.Hour},
		{"a site session ends 7 days after sign-in", c.SessionLifetime, 7 * 24 * time.Hour},
		{"a request that does not stream gets 30 seconds", c.RequestTimeout, 30 * time.Second},
		{"256 requests are served at once", c.MaxInFlight, int64(256)},
	}
	for _, tc := range checks {
		t.Run(tc.name, func(t *testing.T) {
			if tc.got != tc.want {
				t.Errorf("got %#v, want %#v", tc.got, tc.want)
			}
		})
	}
}

func TestLoadDerivesPublicURLs(t *testing.T) {
	tests := []struct {
		name              string
		env               env
		base, site, mcpTo string
	}{
		{
			name: "a listen address with a host becomes the base URL",
			env:  env{"TIERLINE_ADDR": "127.0.0.1:9000"},
			base: "http://127.0.0.1:9000", site: "http://127.0.0.1:9000", mcpTo: "http://127.0.0.1:9000/mcp",
		},
		{
			name: "a listen address on every interface is announced as localhost",
			env:  env{"TIERLINE_ADDR": "0.0.0.0:9000"},
			base: "http://localhost:9000", site: "http://localhost:9000", mcpTo: "http://localhost:9000/mcp",
		},
		{
			name: "an IPv6 wildcard listen address is announced as localhost",
			env:  env{"TIERLINE_ADDR": "[::]:9000"},
			base: "http://localhost:9000", site: "http://localhost:9000", mcpTo: "http://localhost:9000/mcp",
		},
		{
			name: "a base URL with a trailing slash is trimmed",
			env:  env{"TIERLINE_BASE_URL": "https://api.example.com/"},
			base: "https://api.example.com", site: "https://api.example.com", mcpTo: "https://api.example.com/mcp",
		},
		{
			name: "the site URL defaults to the base URL and the MCP URL follows the site",
			env:  env{"TIERLINE_BASE_URL": "https://api.example.com", "TIERLINE_SITE_URL": "https://example.com/"},
			base: "https://api.example.com", site: "https://example.com", mcpTo: "https://example.com/mcp",
		},
		{
			name: "an explicit MCP URL wins over the derived one",
			env:  env{"TIERLINE_SITE_URL": "https://example.com", "TIERLINE_MCP_URL": "https://mcp.example.com/"},
			base: "http://localhost:8080", site: "https://example.com", mcpTo: "https://mcp.example.com",
		},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := load(t, tc.env)
			if c.BaseURL != tc.base {
				t.Errorf("BaseURL = %q, want %q", c.BaseURL, tc.base)
			}
			if c.SiteURL != tc.site {
				t.Errorf("SiteURL = %q, want %q", c.SiteURL, tc.site)
			}
			if c.MCPURL != tc.mcpTo {
				t.Errorf("MCPURL = %q, want %q", c.MCPURL, tc.mcpTo)
			}
		})
	}
}

func TestLoadRejectsBadValues(t *testing.T) {
	bad := map[string][]string{
		"TIERLINE_ADDR":                {"8080", "host:", ":99999", ":-1", ":http"},
		"DATABASE_URL":                 {"mysql://x", "sqlite://relative.db", "sqlite:///", "postgres://", "postgresql:///tierline", "tierline.db"},
		"TIERLINE_BASE_URL":            {"localhost:8080", "ftp://x", "http://x/?a=1", "http://x/#top", "http://x/?", "http://x#", "/v1", "https://"},
		"TIERLINE_SITE_URL":            {"example.com", "http://x/?a=1"},
		"TIERLINE_MCP_URL":             {"ws://x/mcp"},
		"TIERLINE_LOG_LEVEL":           {"verbose", "fatal", "panic", "dpanic"},
		"TIERLINE_RATE_LIMIT_PUBLIC":   {"0", "-3", "ten", "1.5", "99999999999999999999"},
		"TIERLINE_RATE_LIMIT_BOT":      {"0", "-1", "many", "2.5"},
		"TIERLINE_RATE_LIMIT_REGISTER": {"0", "-5", "some", "1.5"},
		"TIERLINE_RATE_LIMIT_WINDOW":   {"0s", "500ms", "soon", "60", "-1m"},
		"TIERLINE_TRUSTED_PROXIES":     {"10.0.0.0/33", "not-an-ip", "10.0.0.1, nope", "::1/129"},
		"TIERLINE_SIGNUP":              {"yes", "invite", "1"},
		"TIERLINE_SESSION_IDLE":        {"30s", "forever", "-1h", "12"},
		"TIERLINE_SESSION_LIFETIME":    {"59s", "week", "1h"}, // 1h is shorter than the 12 h idle timeout
		"TIERLINE_REQUEST_TIMEOUT":     {"0s", "500ms", "30", "soon", "-1m"},
		"TIERLINE_MAX_IN_FLIGHT":       {"0", "-1", "lots", "2.5"},
	}
	for name, values := range bad {
		for _, v := range values {
			t.Run(name+"="+v+" is rejected with one line naming the variable", func(t *testing.T) {
				e := loadError(t, env{name: v})
				if e.Var != name {
					t.Errorf("Var = %q, want %q", e.Var, name)
				}
				msg := e.Error()
				if !strings.Contains(msg, name) {
					t.Errorf("message %q does not name %s", msg, name)
				}
				if strings.ContainsAny(msg, "\r\n") {
					t.Errorf("message %q spans more than one line", msg)
				}
				if e.Problem == "" {
					t.Errorf("message %q does not say what is wrong", msg)
				}
			})
		}
	}
}

func TestLoadReadsTheLimitsOfWork(t *testing.T) {
	c := load(t, env{"TIERLINE_REQUEST_TIMEOUT": "5s", "TIERLINE_MAX_IN_FLIGHT": "40"})
	if c.RequestTimeout != 5*time.Second || c.MaxInFlight != 40 {
		t.Errorf("RequestTimeout %v, MaxInFlight %d; want 5s and 40", c.RequestTimeout, c.MaxInFlight)
	}
}

func TestLoadErrorIsOneLineEvenForValuesWithNewlines(t *testing.T) {
	for _, name := range []string{"TIERLINE_ADDR", "TIERLINE_LOG_LEVEL", "TIERLINE_TRUSTED_PROXIES", "TIERLINE_BASE_URL"} {
		t.Run(name+" with a newline in its value is reported on one line", func(t *testing.T) {
			e := loadError(t, env{name: "bad\nvalue"})
			if e.Var != name {
				t.Errorf("Var = %q, want %q", e.Var, name)
			}
			if msg := e.Error(); strings.ContainsAny(msg, "\r\n") {
				t.Errorf("message %q spans more than one line", msg)
			}
		})
	}
}

func TestLoadReportsTheFirstBadVariableOnly(t *testing.T) {
	// One line at start-up: a second bad variable is found on the next run.
	e := loadError(t, env{"TIERLINE_ADDR": "8080", "TIERLINE_LOG_LEVEL": "verbose"})
	if e.Var != "TIERLINE_ADDR" {
		t.Errorf("Var = %q, want TIERLINE_ADDR", e.Var)
	}
}

func TestLoadNeverPrintsADatabasePassword(t *testing.T) {
	tests := []struct {
		name, url string
	}{
		{"a postgres URL without a host hides its password", "postgres://u:hunter2@/db"},
		{"a postgresql URL without a host hides its password", "postgresql://u:hunter2@/db?sslmode=disable"},
		{"an unsupported scheme hides its password", "mysql://u:hunter2@db.example.com/tierline"},
		{"an unparseable URL is not shown at all", "postgres://u:hunter2@db:port/x"},
		{"a bad escape is not shown at all", "postgres://u:hunter%zz@h/db"},
		{"a key=value string is not shown at all", "host=db password=hunter2"},
		{"a password query parameter is hidden", "postgres:///db?password=hunter2"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e := loadError(t, env{"DATABASE_URL": tc.url})
			if e.Var != "DATABASE_URL" {
				t.Errorf("Var = %q, want DATABASE_URL", e.Var)
			}
			if msg := e.Error(); strings.Contains(msg, "hunter2") {
				t.Errorf("message %q shows the password", msg)
			}
			if strings.Contains(e.Value, "hunter2") {
				t.Errorf("Value %q keeps the password", e.Value)
			}
		})
	}
}

func TestRedact(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"a password is replaced", "postgres://u:hunter2@db:5432/x", "postgres://u:xxxxx@db:5432/x"},
		{"a URL without a password is unchanged", "postgres://u@db:5432/x?sslmode=disable", "postgres://u@db:5432/x?sslmode=disable"},
		{"a sqlite URL is unchanged", "sqlite:///var/lib/tierline.db", "sqlite:///var/lib/tierline.db"},
		{"a password query parameter is replaced", "postgres://db/x?password=hunter2&sslmode=disable", "postgres://db/x?password=xxxxx&sslmode=disable"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := config.Redact(tc.in); got != tc.want {
				t.Errorf("Redact(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

func TestLoadAcceptsGoodValues(t *testing.T) {
	t.Run("TIERLINE_SIGNUP=open lets anyone sign up, in any case", func(t *testing.T) {
		if c := load(t, env{"TIERLINE_SIGNUP": "Open"}); c.Signup != config.SignupOpen {
			t.Errorf("Signup = %q, want open", c.Signup)
		}
	})
	t.Run("the session timeouts are read as Go durations", func(t *testing.T) {
		c := load(t, env{"TIERLINE_SESSION_IDLE": "30m", "TIERLINE_SESSION_LIFETIME": "24h"})
		if c.SessionIdle != 30*time.Minute || c.SessionLifetime != 24*time.Hour {
			t.Errorf("SessionIdle, SessionLifetime = %v, %v; want 30m, 24h", c.SessionIdle, c.SessionLifetime)
		}
	})
	t.Run("the signed-bot rate limit is read from TIERLINE_RATE_LIMIT_BOT", func(t *testing.T) {
		if c := load(t, env{"TIERLINE_RATE_LIMIT_BOT": "42"}); c.RateLimitBot != 42 {
			t.Errorf("RateLimitBot = %d, want 42", c.RateLimitBot)
		}
	})
	t.Run("the OAuth registration limit is read from TIERLINE_RATE_LIMIT_REGISTER", func(t *testing.T) {
		if c := load(t, env{"TIERLINE_RATE_LIMIT_REGISTER": "7"}); c.RateLimitRegister != 7 {
			t.Errorf("RateLimitRegister = %d, want 7", c.RateLimitRegister)
		}
	})
	t.Run("trusted proxies are a comma-separated list of ranges and addresses", func(t *testing.T) {
		c := load(t, env{"TIERLINE_TRUSTED_PROXIES": "10.0.0.0/8, 192.168.1.5, ::1"})
		if len(c.TrustedProxies) != 3 {
			t.Fatalf("TrustedProxies = %v, want three prefixes", c.TrustedProxies)
		}
		contains := []struct {
			prefix int
			addr   string
			want   bool
		}{
			{0, "10.1.2.3", true},
			{0, "11.0.0.1", false},
			{1, "192.168.1.5", true},
			{1, "192.168.1.6", false},
			{2, "::1", true},
			{2, "::2", false},
		}
		for _, cc := range contains {
			p := c.TrustedProxies[cc.prefix]
			if got := p.Contains(netip.MustParseAddr(cc.addr)); got != cc.want {
				t.Errorf("%v contains %s = %v, want %v", p, cc.addr, got, cc.want)
			}
		}
	})
	t.Run("a trusted range with host bits set is masked to its network", func(t *testing.T) {
		c := load(t, env{"TIERLINE_TRUSTED_PROXIES": "10.1.2.3/8"})
		if len(c.TrustedProxies) != 1 || c.TrustedProxies[0] != netip.MustParsePrefix("10.0.0.0/8") {
			t.Errorf("TrustedProxies = %v, want [10.0.0.0/8]", c.TrustedProxies)
		}
	})
	t.Run("empty items in the trusted proxy list are ignored", func(t *testing.T) {
		c := load(t, env{"TIERLINE_TRUSTED_PROXIES": " , 127.0.0.1 ,,"})
		if len(c.TrustedProxies) != 1 || c.TrustedProxies[0] != netip.MustParsePrefix("127.0.0.1/32") {
			t.Errorf("TrustedProxies = %v, want [127.0.0.1/32]", c.TrustedProxies)
		}
	})

	levels := []struct {
		in   string
		want zapcore.Level
	}{
		{"debug", zapcore.DebugLevel},
		{"DEBUG", zapcore.DebugLevel},
		{"Info", zapcore.InfoLevel},
		{"warn", zapcore.WarnLevel},
		{"error", zapcore.ErrorLevel},
	}
	for _, tc := range levels {
		t.Run("log level "+tc.in+" is read case-insensitively", func(t *testing.T) {
			if c := load(t, env{"TIERLINE_LOG_LEVEL": tc.in}); c.LogLevel != tc.want {
				t.Errorf("LogLevel = %v, want %v", c.LogLevel, tc.want)
			}
		})
	}

	databases := []struct {
		url      string
		postgres bool
	}{
		{"postgres://postgres@127.0.0.1:5432/tierline?sslmode=disable", true},
		{"postgresql://u:secret@db.example.com/tierline", true},
		{"sqlite:///var/lib/tierline/tierline.db", false},
	}
	for _, tc := range databases {
		t.Run("database URL "+tc.url+" is accepted as is", func(t *testing.T) {
			c := load(t, env{"DATABASE_URL": tc.url})
			if c.DatabaseURL != tc.url {
				t.Errorf("DatabaseURL = %q, want %q", c.DatabaseURL, tc.url)
			}
			if c.IsPostgres() != tc.postgres {
				t.Errorf("IsPostgres() = %v, want %v", c.IsPostgres(), tc.postgres)
			}
		})
	}

	t.Run("a listen address on port 0 is accepted (any free port)", func(t *testing.T) {
		if c := load(t, env{"TIERLINE_ADDR": "127.0.0.1:0"}); c.Addr != "127.0.0.1:0" {
			t.Errorf("Addr = %q, want 127.0.0.1:0", c.Addr)
		}
	})
	t.Run("the rate limit and its window are read", func(t *testing.T) {
		c := load(t, env{"TIERLINE_RATE_LIMIT_PUBLIC": "30", "TIERLINE_RATE_LIMIT_WINDOW": "1s"})
		if c.RateLimitPublic != 30 || c.RateLimitWindow != time.Second {
			t.Errorf("rate limit = %d per %v, want 30 per 1s", c.RateLimitPublic, c.RateLimitWindow)
		}
	})
}
