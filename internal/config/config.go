// Package config reads the service's configuration from the environment and
// rejects bad values with one line that names the variable.
package config

import (
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"time"

	"go.uber.org/zap/zapcore"
)

// Config is the whole configuration of a Tierline process.
type Config struct {
	// Addr is the listen address (TIERLINE_ADDR), e.g. ":8080".
	Addr string
	// DatabaseURL selects the store: postgres://... or sqlite:///abs/path.db
	// (DATABASE_URL). Empty means the embedded SQLite file DefaultSQLitePath.
	DatabaseURL string
	// BaseURL, SiteURL and MCPURL are the absolute public addresses used in
	// links and error docs, without a trailing slash.
	BaseURL string
	SiteURL string
	MCPURL  string
	// LogLevel is the minimum zap level (TIERLINE_LOG_LEVEL).
	LogLevel zapcore.Level
	// RateLimitPublic is the request quota per client address and window.
	RateLimitPublic int64
	// RateLimitKey is the request quota per API key and window.
	RateLimitKey int64
	// RateLimitBot is the request quota per verified signed bot (its
	// keyid) and window.
	RateLimitBot int64
	// RateLimitWindow is the length of one rate-limit window.
	RateLimitWindow time.Duration
	// RateLimitRegister is how many OAuth client registrations (RFC 7591)
	// one client address may make per hour.
	RateLimitRegister int64
	// TrustedProxies are the peers whose X-Forwarded-For is believed.
	TrustedProxies []netip.Prefix
	// RedisURL, when set, keeps the rate-limit counters in Redis so every
	// instance shares one quota (REDIS_URL).
	RedisURL string
	// IdempotencyTTL is how long an Idempotency-Key is remembered.
	IdempotencyTTL time.Duration
	// Signup is who may create an account on the site (TIERLINE_SIGNUP):
	// SignupClosed (the operator creates users) or SignupOpen (/signup).
	Signup string
	// SessionIdle signs a site session out after this long without a
	// request (TIERLINE_SESSION_IDLE).
	SessionIdle time.Duration
	// SessionLifetime signs a site session out this long after sign-in,
	// however busy (TIERLINE_SESSION_LIFETIME).
	SessionLifetime time.Duration
	// RequestTimeout is how long a request that does not stream may run
	// (TIERLINE_REQUEST_TIMEOUT).
	RequestTimeout time.Duration
	// MaxInFlight is how many requests are served at once; more are
	// refused with a 503 (TIERLINE_MAX_IN_FLIGHT). Health probes do not
	// count.
	MaxInFlight int64

	// derived remembers which public URLs were derived from Addr rather
	// than set, so Bound can correct them once the real port is known.
	derived struct{ base, site, mcp bool }
}

// Bound returns the configuration with the URLs that were derived from the
// listen address re-derived from the address actually bound (":0" picks a
// free port; links must name the real one).
func (c Config) Bound(addr string) Config {
	base := defaultBaseURL(addr)
	if c.derived.base {
		c.BaseURL = base
	}
	if c.derived.site {
		c.SiteURL = c.BaseURL
	}
	if c.derived.mcp {
		c.MCPURL = c.SiteURL + "/mcp"
	}
	return c
}

// The sign-up policies of TIERLINE_SIGNUP.
const (
	SignupClosed = "closed"
	SignupOpen   = "open"
)

// DefaultSQLitePath is where the embedded store lives when DATABASE_URL is
// unset: a file in the working directory, ignored by git.
const DefaultSQLitePath = "tierline.db"

// Error is a configuration error; its message is the one line printed at
// start-up.
type Error struct {
	Var     string
	Value   string
	Problem string
}

func (e *Error) Error() string {
	return fmt.Sprintf("configuration: %s=%q: %s", e.Var, e.Value, e.Problem)
}

// Load reads the configuration through getenv (os.Getenv in production, a map
// in tests) and validates every variable.
func Load(getenv func(string) string) (Config, error) {
	c := Config{
		Addr:              ":8080",
		LogLevel:          zapcore.InfoLevel,
		RateLimitPublic:   600,
		RateLimitKey:      1200,
		RateLimitBot:      600,
		RateLimitWindow:   time.Minute,
		RateLimitRegister: 20,
		IdempotencyTTL:    24 * time.Hour,
		Signup:            SignupClosed,
		SessionIdle:       12 * time.Hour,
		SessionLifetime:   7 * 24 * time.Hour,
		RequestTimeout:    30 * time.Second,
		MaxInFlight:       256,
	}
	if v := getenv("TIERLINE_ADDR"); v != "" {
		if _, port, err := net.SplitHostPort(v); err != nil || port == "" {
			return c, &Error{"TIERLINE_ADDR", v, "must be host:port or :port, e.g. :8080"}
		} else if n, err := strconv.Atoi(port); err != nil || n < 0 || n > 65535 {
			return c, &Error{"TIERLINE_ADDR", v, "port must be a number from 0 to 65535"}
		}
		c.Addr = v
	}
	c.DatabaseURL = getenv("DATABASE_URL")
	if c.DatabaseURL != "" {
		if err := checkDatabaseURL(c.DatabaseURL); err != nil {
			return c, &Error{"DATABASE_URL", redact(c.DatabaseURL), err.Error()}
		}
	}
	def := defaultBaseURL(c.Addr)
	var err error
	if c.BaseURL, c.derived.base, err = publicURL(getenv, "TIERLINE_BASE_URL", def); err != nil {
		return c, err
	}
	if c.SiteURL, c.derived.site, err = publicURL(getenv, "TIERLINE_SITE_URL", c.BaseURL); err != nil {
		return c, err
	}
	if c.MCPURL, c.derived.mcp, err = publicURL(getenv, "TIERLINE_MCP_URL", c.SiteURL+"/mcp"); err != nil {
		return c, err
	}
	if v := getenv("TIERLINE_LOG_LEVEL"); v != "" {
		lvl, err := zapcore.ParseLevel(strings.ToLower(v))
		if err != nil || lvl > zapcore.ErrorLevel {
			return c, &Error{"TIERLINE_LOG_LEVEL", v, "must be one of debug, info, warn, error"}
		}
		c.LogLevel = lvl
	}
	if c.RateLimitPublic, err = positiveInt(getenv, "TIERLINE_RATE_LIMIT_PUBLIC", c.RateLimitPublic); err != nil {
		return c, err
	}
	if c.RateLimitKey, err = positiveInt(getenv, "TIERLINE_RATE_LIMIT_KEY", c.RateLimitKey); err != nil {
		return c, err
	}
	if c.RateLimitBot, err = positiveInt(getenv, "TIERLINE_RATE_LIMIT_BOT", c.RateLimitBot); err != nil {
		return c, err
	}
	if c.RateLimitRegister, err = positiveInt(getenv, "TIERLINE_RATE_LIMIT_REGISTER", c.RateLimitRegister); err != nil {
		return c, err
	}
	if v := getenv("TIERLINE_RATE_LIMIT_WINDOW"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < time.Second {
			return c, &Error{"TIERLINE_RATE_LIMIT_WINDOW", v, "must be a duration of at least 1s, e.g. 1m or 30s"}
		}
		c.RateLimitWindow = d
	}
	if v := getenv("TIERLINE_IDEMPOTENCY_TTL"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < time.Minute {
			return c, &Error{"TIERLINE_IDEMPOTENCY_TTL", v, "must be a duration of at least 1m, e.g. 24h"}
		}
		c.IdempotencyTTL = d
	}
	switch v := strings.ToLower(strings.TrimSpace(getenv("TIERLINE_SIGNUP"))); v {
	case "":
	case SignupClosed, SignupOpen:
		c.Signup = v
	default:
		return c, &Error{"TIERLINE_SIGNUP", getenv("TIERLINE_SIGNUP"), "must be closed (the operator creates users) or open (anyone may sign up at /signup)"}
	}
	if c.SessionIdle, err = minutes(getenv, "TIERLINE_SESSION_IDLE", c.SessionIdle, "12h"); err != nil {
		return c, err
	}
	if c.SessionLifetime, err = minutes(getenv, "TIERLINE_SESSION_LIFETIME", c.SessionLifetime, "168h"); err != nil {
		return c, err
	}
	if c.SessionLifetime < c.SessionIdle {
		return c, &Error{"TIERLINE_SESSION_LIFETIME", getenv("TIERLINE_SESSION_LIFETIME"), "must be at least TIERLINE_SESSION_IDLE (" + c.SessionIdle.String() + ")"}
	}
	if v := getenv("TIERLINE_REQUEST_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d < time.Second {
			return c, &Error{"TIERLINE_REQUEST_TIMEOUT", v, "must be a duration of at least 1s, e.g. 30s"}
		}
		c.RequestTimeout = d
	}
	if c.MaxInFlight, err = positiveInt(getenv, "TIERLINE_MAX_IN_FLIGHT", c.MaxInFlight); err != nil {
		return c, err
	}
	if v := getenv("REDIS_URL"); v != "" {
		u, err := url.Parse(v)
		if err != nil || (u.Scheme != "redis" && u.Scheme != "rediss") || u.Host == "" {
			return c, &Error{"REDIS_URL", redact(v), "must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379/0"}
		}
		c.RedisURL = v
	}
	if v := getenv("TIERLINE_TRUSTED_PROXIES"); v != "" {
		for _, item := range strings.Split(v, ",") {
			item = strings.TrimSpace(item)
			if item == "" {
				continue
			}
			p, err := parsePrefix(item)
			if err != nil {
				return c, &Error{"TIERLINE_TRUSTED_PROXIES", v, fmt.Sprintf("%q is not an IP address or CIDR range", item)}
			}
			c.TrustedProxies = append(c.TrustedProxies, p)
		}
	}
	return c, nil
}

// IsPostgres reports whether the configured store is PostgreSQL.
func (c Config) IsPostgres() bool {
	return IsPostgresURL(c.DatabaseURL)
}

// IsPostgresURL reports whether u names a PostgreSQL server.
func IsPostgresURL(u string) bool {
	return strings.HasPrefix(u, "postgres://") || strings.HasPrefix(u, "postgresql://")
}

func checkDatabaseURL(v string) error {
	switch {
	case IsPostgresURL(v):
		u, err := url.Parse(v)
		if err != nil {
			return fmt.Errorf("not a valid URL")
		}
		if u.Host == "" {
			return fmt.Errorf("postgres URL needs a host, e.g. postgres://user@127.0.0.1:5432/tierline")
		}
		return nil
	case strings.HasPrefix(v, "sqlite://"):
		if !strings.HasPrefix(v, "sqlite:///") || len(v) == len("sqlite:///") {
			return fmt.Errorf("sqlite URL needs an absolute path, e.g. sqlite:///var/lib/tierline/tierline.db")
		}
		return nil
	default:
		return fmt.Errorf("must start with postgres://, postgresql:// or sqlite:///")
	}
}

// redact hides any password in a database URL so the start-up line can be
// printed and logged safely. A value that does not parse as a URL is not
// shown at all: it may be a key=value string holding a password.
func redact(v string) string {
	u, err := url.Parse(v)
	if err != nil || u.Scheme == "" || u.Opaque != "" {
		return "(value not shown: it may hold a password)"
	}
	if q := u.Query(); q.Has("password") {
		q.Set("password", "xxxxx")
		u.RawQuery = q.Encode()
	}
	return u.Redacted()
}

// Redact is redact for callers outside the package (logs of the chosen store).
func Redact(v string) string { return redact(v) }

func defaultBaseURL(addr string) string {
	host, port, _ := net.SplitHostPort(addr)
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "localhost"
	}
	return "http://" + net.JoinHostPort(host, port)
}

// publicURL reads an absolute public address; derived reports that the
// default was used.
func publicURL(getenv func(string) string, name, def string) (value string, derived bool, err error) {
	v := getenv(name)
	if v == "" {
		return def, true, nil
	}
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || strings.ContainsAny(v, "?#") {
		return "", false, &Error{name, v, "must be an absolute http(s) URL without query or fragment, e.g. https://api.example.com"}
	}
	return strings.TrimRight(v, "/"), false, nil
}

// minutes reads a Go duration of at least one minute; example goes in
// the message.
func minutes(getenv func(string) string, name string, def time.Duration, example string) (time.Duration, error) {
	v := getenv(name)
	if v == "" {
		return def, nil
	}
	d, err := time.ParseDuration(v)
	if err != nil || d < time.Minute {
		return 0, &Error{name, v, "must be a duration of at least 1m, e.g. " + example}
	}
	return d, nil
}

func positiveInt(getenv func(string) string, name string, def int64) (int64, error) {
	v := getenv(name)
	if v == "" {
		return def, nil
	}
	n, err := strconv.ParseInt(v, 10, 64)
	if err != nil || n <= 0 {
		return 0, &Error{name, v, "must be a positive integer"}
	}
	return n, nil
}

func parsePrefix(s string) (netip.Prefix, error) {
	if strings.Contains(s, "/") {
		p, err := netip.ParsePrefix(s)
		return p.Masked(), err
	}
	a, err := netip.ParseAddr(s)
	if err != nil {
		return netip.Prefix{}, err
	}
	a = a.Unmap()
	return netip.PrefixFrom(a, a.BitLen()), nil
}
