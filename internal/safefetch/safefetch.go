// Package safefetch downloads a small document from an address that
// someone outside the service chose (a bot's key directory, an OAuth
// client's metadata document). The answer comes from anyone on the
// Internet and the request leaves from inside the service's network, so it
// is fetched with care: only https, only public addresses (checked on the
// address actually dialled, so a name that resolves to a private address
// is refused too), no redirects, no proxy, a short timeout and a small
// size limit.
package safefetch

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"syscall"
	"time"
)

// Limits of Fetcher unless it says otherwise.
const (
	DefaultTimeout  = 5 * time.Second
	DefaultMaxBytes = 64 << 10
)

// Fetcher downloads one document.
type Fetcher struct {
	// Timeout bounds the whole exchange (default DefaultTimeout).
	Timeout time.Duration
	// MaxBytes bounds the answer (default DefaultMaxBytes).
	MaxBytes int64
	// Allow decides which addresses may be dialled (default PublicAddr;
	// tests allow their loopback server).
	Allow func(netip.Addr) bool
	// TLS is the client TLS configuration (default: the system roots).
	TLS *tls.Config
}

// ErrRefused marks a fetch refused by the Fetcher's rules, as opposed to
// one that failed on the network.
var ErrRefused = errors.New("refused")

// nonPublic are ranges that IsPrivate and friends do not cover but that
// are no place for a public document.
var nonPublic = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),       // "this network"
	netip.MustParsePrefix("100.64.0.0/10"),   // carrier-grade NAT
	netip.MustParsePrefix("192.0.0.0/24"),    // IETF protocol assignments
	netip.MustParsePrefix("192.0.2.0/24"),    // documentation
	netip.MustParsePrefix("198.18.0.0/15"),   // benchmarking
	netip.MustParsePrefix("198.51.100.0/24"), // documentation
	netip.MustParsePrefix("203.0.113.0/24"),  // documentation
	netip.MustParsePrefix("240.0.0.0/4"),     // reserved, broadcast
	netip.MustParsePrefix("64:ff9b::/96"),    // NAT64: may reach private IPv4
	netip.MustParsePrefix("64:ff9b:1::/48"),  // local-use NAT64
	netip.MustParsePrefix("2001:db8::/32"),   // documentation
}

// PublicAddr reports whether a is a public unicast address: not loopback,
// private, link-local, multicast, unspecified or otherwise reserved.
func PublicAddr(a netip.Addr) bool {
	a = a.Unmap()
	if !a.IsValid() || a.IsLoopback() || a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsLinkLocalMulticast() ||
		a.IsInterfaceLocalMulticast() || a.IsMulticast() || a.IsUnspecified() {
		return false
	}
	for _, p := range nonPublic {
		if p.Contains(a) {
			return false
		}
	}
	return true
}

// PublicOrLoopback allows what PublicAddr allows and the loopback
// addresses: for tests, whose documents are served on loopback.
func PublicOrLoopback(a netip.Addr) bool {
	return PublicAddr(a) || a.Unmap().IsLoopback()
}

// Response is a fetched document.
type Response struct {
	Body   []byte
	Header http.Header
}

// Get downloads the document at rawURL, asking for accept. what names the
// document in messages ("the directory").
func (f Fetcher) Get(ctx context.Context, rawURL, accept, what string) (*Response, error) {
	timeout, limit, allow := f.Timeout, f.MaxBytes, f.Allow
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	if limit <= 0 {
		limit = DefaultMaxBytes
	}
	if allow == nil {
		allow = PublicAddr
	}
	u, err := url.Parse(rawURL)
	if err != nil || u.Host == "" {
		return nil, fmt.Errorf("%w: %q is not an absolute URL", ErrRefused, rawURL)
	}
	if u.Scheme != "https" {
		return nil, fmt.Errorf("%w: %s must be fetched over https, not %q", ErrRefused, what, u.Scheme)
	}
	if u.User != nil {
		return nil, fmt.Errorf("%w: the URL of %s must not carry credentials", ErrRefused, what)
	}
	// A literal address is refused before anything is dialled.
	if a, err := netip.ParseAddr(u.Hostname()); err == nil && !allow(a) {
		return nil, fmt.Errorf("%w: %s is not a public address", ErrRefused, a)
	}
	dialer := &net.Dialer{
		Timeout: timeout,
		// Control runs after the name is resolved and before connecting:
		// the check covers the address really used.
		Control: func(network, address string, _ syscall.RawConn) error {
			ap, err := netip.ParseAddrPort(address)
			if err != nil {
				return fmt.Errorf("%w: cannot check the address %q", ErrRefused, address)
			}
			if !allow(ap.Addr()) {
				return fmt.Errorf("%w: %s resolves to %s, which is not a public address", ErrRefused, u.Hostname(), ap.Addr())
			}
			return nil
		},
	}
	transport := &http.Transport{
		Proxy:                  nil,
		DialContext:            dialer.DialContext,
		TLSClientConfig:        f.TLS,
		TLSHandshakeTimeout:    timeout,
		ResponseHeaderTimeout:  timeout,
		MaxResponseHeaderBytes: 16 << 10,
		DisableKeepAlives:      true,
	}
	defer transport.CloseIdleConnections()
	client := &http.Client{
		Transport: transport,
		Timeout:   timeout,
		CheckRedirect: func(req *http.Request, _ []*http.Request) error {
			return fmt.Errorf("%w: %s answered with a redirect to %s; redirects are not followed", ErrRefused, what, req.URL.Redacted())
		},
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Accept", accept)
	res, err := client.Do(req)
	if err != nil {
		if errors.Is(err, ErrRefused) {
			return nil, unwrapURLError(err)
		}
		return nil, fmt.Errorf("fetching %s: %w", what, err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s answered %s", what, res.Status)
	}
	if res.ContentLength > limit {
		return nil, fmt.Errorf("%w: %s is %d bytes; the limit is %d", ErrRefused, what, res.ContentLength, limit)
	}
	raw, err := io.ReadAll(io.LimitReader(res.Body, limit+1))
	if err != nil {
		return nil, fmt.Errorf("reading %s: %w", what, err)
	}
	if int64(len(raw)) > limit {
		return nil, fmt.Errorf("%w: %s is larger than the limit of %d bytes", ErrRefused, what, limit)
	}
	return &Response{Body: raw, Header: res.Header}, nil
}

// unwrapURLError drops the *url.Error wrapping ("Get "...": ") from a
// refusal so the message says what was refused, once.
func unwrapURLError(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		var oe *net.OpError
		if errors.As(ue.Err, &oe) && oe.Err != nil {
			return oe.Err
		}
		return ue.Err
	}
	return err
}
