package httpsig

import (
	"context"
	"crypto/tls"
	"encoding/json"
	"fmt"
	"net/netip"
	"time"

	"github.com/tierline/tierline/internal/safefetch"
)

// DirectoryMediaType is the media type of a key directory
// (draft-meunier-http-message-signatures-directory): a JWK Set.
const DirectoryMediaType = "application/http-message-signatures-directory+json"

// Limits of Fetcher unless it says otherwise.
const (
	DefaultFetchTimeout = safefetch.DefaultTimeout
	DefaultMaxDirectory = 64 << 10 // bytes
)

// Fetcher downloads a key directory an admin names. The address comes
// from a person, but the answer from anyone on the Internet, so it is
// fetched with safefetch's care: only https, only public addresses, no
// redirects, no proxy, a short timeout and a small size limit.
type Fetcher struct {
	// Timeout bounds the whole exchange (default DefaultFetchTimeout).
	Timeout time.Duration
	// MaxBytes bounds the answer (default DefaultMaxDirectory).
	MaxBytes int64
	// Allow decides which addresses may be dialled (default PublicAddr;
	// tests allow their loopback server).
	Allow func(netip.Addr) bool
	// TLS is the client TLS configuration (default: the system roots).
	TLS *tls.Config
}

// ErrRefused marks a fetch refused by the Fetcher's rules, as opposed to
// one that failed on the network.
var ErrRefused = safefetch.ErrRefused

// PublicAddr reports whether a is a public unicast address: not loopback,
// private, link-local, multicast, unspecified or otherwise reserved.
func PublicAddr(a netip.Addr) bool { return safefetch.PublicAddr(a) }

// Directory is a fetched key directory.
type Directory struct {
	// Keys are the directory's keys this package can verify with.
	Keys []*PublicKey
	// Skipped says why each other key was left out.
	Skipped []string
}

// Fetch downloads the JWK Set at rawURL and parses its keys.
func (f Fetcher) Fetch(ctx context.Context, rawURL string) (*Directory, error) {
	limit := f.MaxBytes
	if limit <= 0 {
		limit = DefaultMaxDirectory
	}
	sf := safefetch.Fetcher{Timeout: f.Timeout, MaxBytes: limit, Allow: f.Allow, TLS: f.TLS}
	res, err := sf.Get(ctx, rawURL, DirectoryMediaType+", application/jwk-set+json;q=0.9, application/json;q=0.8", "the directory")
	if err != nil {
		return nil, err
	}
	return ParseDirectory(res.Body)
}

// ParseDirectory reads a JWK Set ({"keys": [...]}). Keys of a type this
// package cannot verify with are skipped with the reason; a directory
// with no usable key is an error.
func ParseDirectory(raw []byte) (*Directory, error) {
	var set struct {
		Keys []json.RawMessage `json:"keys"`
	}
	if err := json.Unmarshal(raw, &set); err != nil {
		return nil, fmt.Errorf("the directory is not a JWK Set: %v", err)
	}
	d := &Directory{}
	for i, k := range set.Keys {
		pk, err := ParseJWK(k)
		if err != nil {
			d.Skipped = append(d.Skipped, fmt.Sprintf("key %d: %v", i+1, err))
			continue
		}
		d.Keys = append(d.Keys, pk)
	}
	if len(d.Keys) == 0 {
		if len(d.Skipped) > 0 {
			return d, fmt.Errorf("the directory has no usable key (%v)", d.Skipped)
		}
		return d, fmt.Errorf("the directory has no keys")
	}
	return d, nil
}
