package oauth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"

	"github.com/google/uuid"
	"github.com/ory/fosite"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/safefetch"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/scopes"
)

// Clients are public (no secret: token_endpoint_auth_method "none", as
// every MCP client on a person's machine or in a browser is), and are
// known one of two ways: a client registered itself (RFC 7591) and holds
// an id the service made, or its client_id is the https URL of its
// metadata document (OAuth Client ID Metadata Document, as the MCP
// authorization specification of 2025-11-25 prefers), which the service
// fetches with safefetch's care and caches.

// Client is an OAuth client, as fosite sees it.
type Client struct {
	ID   string
	Name string
	// Kind is persistence.ClientDynamic or ClientMetadataDocument.
	Kind         string
	RedirectURIs []string
	GrantTypes   []string
	ClientURI    string
	// resources are the audiences a grant may name (the API and the MCP
	// server).
	resources []string
}

var (
	_ fosite.Client             = (*Client)(nil)
	_ fosite.ResponseModeClient = (*Client)(nil)
)

func (c *Client) GetID() string             { return c.ID }
func (c *Client) GetHashedSecret() []byte   { return nil }
func (c *Client) GetRedirectURIs() []string { return c.RedirectURIs }
func (c *Client) GetGrantTypes() fosite.Arguments {
	return c.GrantTypes
}
func (c *Client) GetResponseTypes() fosite.Arguments { return fosite.Arguments{"code"} }
func (c *Client) GetScopes() fosite.Arguments        { return scopes.Names() }
func (c *Client) IsPublic() bool                     { return true }
func (c *Client) GetAudience() fosite.Arguments      { return c.resources }

// GetResponseModes allows the query response mode only: the code comes
// back in the redirect's query, never in a page that posts a form.
func (c *Client) GetResponseModes() []fosite.ResponseModeType {
	return []fosite.ResponseModeType{fosite.ResponseModeQuery}
}

// RedirectHost is the host the client's redirect URIs lead to, as the
// consent page shows it (the first one's, with how many others).
func (c *Client) RedirectHost() string {
	if len(c.RedirectURIs) == 0 {
		return ""
	}
	u, err := url.Parse(c.RedirectURIs[0])
	if err != nil {
		return ""
	}
	return u.Host
}

// DisplayName is the client's name, or what stands for it.
func (c *Client) DisplayName() string {
	if c.Name != "" {
		return c.Name
	}
	return "An unnamed app"
}

// Metadata is client metadata (RFC 7591 §2), as a client registers it or
// its metadata document holds it. Members not listed are ignored, as RFC
// 7591 asks.
type Metadata struct {
	ClientID                string   `json:"client_id,omitempty"`
	RedirectURIs            []string `json:"redirect_uris"`
	TokenEndpointAuthMethod string   `json:"token_endpoint_auth_method,omitempty"`
	GrantTypes              []string `json:"grant_types,omitempty"`
	ResponseTypes           []string `json:"response_types,omitempty"`
	ClientName              string   `json:"client_name,omitempty"`
	ClientURI               string   `json:"client_uri,omitempty"`
	Scope                   string   `json:"scope,omitempty"`
}

// metadataError is an RFC 7591 §3.2.2 error: invalid_redirect_uri or
// invalid_client_metadata, with what is wrong.
type metadataError struct {
	Code        string `json:"error"`
	Description string `json:"error_description"`
}

func (e *metadataError) Error() string { return e.Description }

func badMetadata(format string, args ...any) *metadataError {
	return &metadataError{Code: "invalid_client_metadata", Description: fmt.Sprintf(format, args...)}
}

func badRedirect(format string, args ...any) *metadataError {
	return &metadataError{Code: "invalid_redirect_uri", Description: fmt.Sprintf(format, args...)}
}

// Limits of client metadata.
const (
	maxRedirectURIs = 10
	maxURILength    = 2000
	maxClientName   = 100
)

// check validates m and returns the client it describes.
func (m *Metadata) check(kind string) (*Client, *metadataError) {
	c := &Client{Kind: kind}
	if len(m.RedirectURIs) == 0 {
		return nil, badRedirect("redirect_uris is required: at least one https URL, or an http URL on a loopback address (RFC 8252)")
	}
	if len(m.RedirectURIs) > maxRedirectURIs {
		return nil, badRedirect("redirect_uris: at most %d", maxRedirectURIs)
	}
	for _, raw := range m.RedirectURIs {
		if err := checkRedirectURI(raw); err != nil {
			return nil, badRedirect("redirect_uris: %s", err)
		}
		if !slices.Contains(c.RedirectURIs, raw) {
			c.RedirectURIs = append(c.RedirectURIs, raw)
		}
	}
	switch m.TokenEndpointAuthMethod {
	case "", "none":
	default:
		return nil, badMetadata("token_endpoint_auth_method: only \"none\" is supported (public clients with PKCE); got %q", m.TokenEndpointAuthMethod)
	}
	c.GrantTypes = []string{"authorization_code", "refresh_token"}
	if len(m.GrantTypes) > 0 {
		c.GrantTypes = nil
		for _, g := range m.GrantTypes {
			if g != "authorization_code" && g != "refresh_token" {
				return nil, badMetadata("grant_types: %q is not supported; use authorization_code and refresh_token", g)
			}
			if !slices.Contains(c.GrantTypes, g) {
				c.GrantTypes = append(c.GrantTypes, g)
			}
		}
		if !slices.Contains(c.GrantTypes, "authorization_code") {
			return nil, badMetadata("grant_types: must include authorization_code")
		}
	}
	for _, rt := range m.ResponseTypes {
		if rt != "code" {
			return nil, badMetadata("response_types: only \"code\" is supported; got %q", rt)
		}
	}
	name := strings.TrimSpace(m.ClientName)
	if len([]rune(name)) > maxClientName {
		return nil, badMetadata("client_name: at most %d characters", maxClientName)
	}
	if strings.IndexFunc(name, unicode.IsControl) >= 0 {
		return nil, badMetadata("client_name: must not hold control characters")
	}
	c.Name = name
	if m.ClientURI != "" {
		u, err := url.Parse(m.ClientURI)
		if err != nil || len(m.ClientURI) > maxURILength || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || u.User != nil {
			return nil, badMetadata("client_uri: must be an http(s) URL of at most %d characters", maxURILength)
		}
		c.ClientURI = m.ClientURI
	}
	if m.Scope != "" {
		for _, sc := range strings.Fields(m.Scope) {
			if !scopes.Scope(sc).Valid() {
				return nil, badMetadata("scope: %q is not a scope; scopes are %s", sc, strings.Join(scopes.Names(), " "))
			}
		}
	}
	return c, nil
}

// checkRedirectURI accepts an absolute https URL, or an http URL on a
// loopback address (RFC 8252 §7.3; a native app listening on any port of
// 127.0.0.1 or [::1] is matched whatever the port), without a fragment
// or credentials.
func checkRedirectURI(raw string) error {
	if len(raw) > maxURILength {
		return fmt.Errorf("a URL is longer than %d characters", maxURILength)
	}
	u, err := url.Parse(raw)
	if err != nil || !u.IsAbs() || u.Host == "" {
		return fmt.Errorf("%q is not an absolute URL", raw)
	}
	switch {
	case u.Fragment != "" || strings.Contains(raw, "#"):
		return fmt.Errorf("%q has a fragment, which redirect URIs must not have", raw)
	case u.User != nil:
		return fmt.Errorf("%q carries credentials", raw)
	case u.Scheme == "https":
		return nil
	case u.Scheme == "http" && isLoopbackHost(u.Hostname()):
		return nil
	case u.Scheme == "http":
		return fmt.Errorf("%q uses http on a host that is not a loopback address; use https, or http://127.0.0.1 for an app on this computer", raw)
	default:
		return fmt.Errorf("%q uses the scheme %q; use https, or http on a loopback address", raw, u.Scheme)
	}
}

func isLoopbackHost(host string) bool {
	if host == "localhost" {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// maxRegistration is the largest registration request read.
const maxRegistration = 16 << 10

// Register is the registration endpoint (RFC 7591): a public client posts
// its metadata and gets a client_id. Errors are RFC 7591's JSON.
func (s *Server) Register(w http.ResponseWriter, r *http.Request) {
	raw, err := readLimited(w, r, maxRegistration)
	if err != nil {
		writeOAuthJSON(w, http.StatusBadRequest, badMetadata("the body must be a JSON object of at most %d KiB", maxRegistration>>10))
		return
	}
	var m Metadata
	if err := json.Unmarshal(raw, &m); err != nil {
		writeOAuthJSON(w, http.StatusBadRequest, badMetadata("the body must be a JSON object of client metadata (RFC 7591), e.g. {\"client_name\": \"My app\", \"redirect_uris\": [\"http://127.0.0.1:8976/callback\"]}"))
		return
	}
	c, merr := m.check(persistence.ClientDynamic)
	if merr != nil {
		writeOAuthJSON(w, http.StatusBadRequest, merr)
		return
	}
	now := s.now()
	uris, _ := json.Marshal(c.RedirectURIs)
	row := &persistence.OAuthClient{
		ID: uuid.NewString(), Name: c.Name, RedirectURIs: string(uris), GrantTypes: strings.Join(c.GrantTypes, " "),
		Scope: strings.Join(strings.Fields(m.Scope), " "), CreatedAt: domain.NewTimestamp(now),
	}
	if c.ClientURI != "" {
		row.ClientURI = &c.ClientURI
	}
	if err := persistence.NewOAuth(s.db).CreateClient(r.Context(), row); err != nil {
		s.serverError(w, r, err)
		return
	}
	out := map[string]any{
		"client_id":                  row.ID,
		"client_id_issued_at":        now.Unix(),
		"redirect_uris":              c.RedirectURIs,
		"grant_types":                c.GrantTypes,
		"response_types":             []string{"code"},
		"token_endpoint_auth_method": "none",
	}
	if c.Name != "" {
		out["client_name"] = c.Name
	}
	if c.ClientURI != "" {
		out["client_uri"] = c.ClientURI
	}
	if row.Scope != "" {
		out["scope"] = row.Scope
	}
	writeOAuthJSON(w, http.StatusCreated, out)
}

// ErrUnknownClient: no client has the id.
var ErrUnknownClient = errors.New("unknown client")

// Client finds the client with id: a registered one, or the one whose
// metadata document id is. The error says why a client cannot be used,
// in words for the owner's browser.
func (s *Server) Client(ctx context.Context, id string) (*Client, error) {
	switch {
	case id == "":
		return nil, domain.Invalid("client_id", "is required")
	case strings.HasPrefix(id, "https://"):
		c, err := s.documents.client(ctx, id)
		if err != nil {
			return nil, err
		}
		c.resources = s.resources
		return c, nil
	}
	if _, err := uuid.Parse(id); err != nil {
		return nil, fmt.Errorf("%w: the client_id %q is neither a registered client's nor the https URL of a client metadata document", ErrUnknownClient, shorten(id, 100))
	}
	row, err := persistence.NewOAuth(s.db).Client(ctx, id)
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		return nil, fmt.Errorf("%w: no client registered with the client_id %q (registrations unused for 30 days are removed; register again)", ErrUnknownClient, id)
	} else if err != nil {
		return nil, err
	}
	c := &Client{ID: row.ID, Name: row.Name, Kind: persistence.ClientDynamic, GrantTypes: strings.Fields(row.GrantTypes), resources: s.resources}
	if row.ClientURI != nil {
		c.ClientURI = *row.ClientURI
	}
	if err := json.Unmarshal([]byte(row.RedirectURIs), &c.RedirectURIs); err != nil {
		return nil, fmt.Errorf("client %s: redirect URIs: %w", row.ID, err)
	}
	return c, nil
}

// Client metadata documents: limits and cache lifetimes.
const (
	// maxDocument is the largest metadata document read (the draft
	// suggests 5 KB).
	maxDocument     = 5 << 10
	documentTimeout = 5 * time.Second
	// A document is cached as long as its Cache-Control max-age says,
	// within these bounds, and for defaultDocumentTTL without one; a
	// failure for failedDocumentTTL, so a broken client cannot make the
	// service fetch on every request.
	minDocumentTTL     = time.Minute
	maxDocumentTTL     = 24 * time.Hour
	defaultDocumentTTL = 10 * time.Minute
	failedDocumentTTL  = 30 * time.Second
	maxCachedDocuments = 1000
)

// documents fetches and caches client metadata documents.
type documents struct {
	fetcher safefetch.Fetcher
	now     func() time.Time

	mu      sync.Mutex
	entries map[string]documentEntry
}

type documentEntry struct {
	client *Client
	err    error
	until  time.Time
}

// client is the client whose metadata document is at id.
func (d *documents) client(ctx context.Context, id string) (*Client, error) {
	now := d.now()
	d.mu.Lock()
	e, ok := d.entries[id]
	d.mu.Unlock()
	if ok && now.Before(e.until) {
		if e.err != nil {
			return nil, e.err
		}
		c := *e.client
		return &c, nil
	}
	c, ttl, err := d.fetch(ctx, id)
	if err != nil {
		ttl = failedDocumentTTL
	}
	d.mu.Lock()
	if d.entries == nil {
		d.entries = map[string]documentEntry{}
	}
	if len(d.entries) >= maxCachedDocuments {
		for k, old := range d.entries {
			if !now.Before(old.until) || len(d.entries) >= maxCachedDocuments {
				delete(d.entries, k)
			}
		}
	}
	d.entries[id] = documentEntry{client: c, err: err, until: now.Add(ttl)}
	d.mu.Unlock()
	if err != nil {
		return nil, err
	}
	copied := *c
	return &copied, nil
}

// fetch downloads and checks the document at id.
func (d *documents) fetch(ctx context.Context, id string) (*Client, time.Duration, error) {
	u, err := url.Parse(id)
	switch {
	case err != nil || len(id) > maxURILength:
		return nil, 0, fmt.Errorf("%w: the client_id is not a URL of at most %d characters", ErrUnknownClient, maxURILength)
	case u.Scheme != "https" || u.Host == "":
		return nil, 0, fmt.Errorf("%w: a client metadata document's URL must be https", ErrUnknownClient)
	case u.Path == "" || u.Path == "/":
		return nil, 0, fmt.Errorf("%w: a client metadata document's URL must have a path", ErrUnknownClient)
	case u.Fragment != "" || u.User != nil:
		return nil, 0, fmt.Errorf("%w: a client metadata document's URL must not have a fragment or credentials", ErrUnknownClient)
	}
	for _, seg := range strings.Split(u.Path, "/") {
		if seg == "." || seg == ".." {
			return nil, 0, fmt.Errorf("%w: a client metadata document's URL must not have . or .. segments", ErrUnknownClient)
		}
	}
	f := d.fetcher
	f.MaxBytes, f.Timeout = maxDocument, documentTimeout
	if d.fetcher.Timeout > 0 {
		f.Timeout = d.fetcher.Timeout
	}
	res, err := f.Get(ctx, id, "application/json", "the client metadata document")
	if err != nil {
		return nil, 0, fmt.Errorf("%w: the client metadata document at %s could not be used: %v", ErrUnknownClient, id, err)
	}
	var m Metadata
	if err := json.Unmarshal(res.Body, &m); err != nil {
		return nil, 0, fmt.Errorf("%w: the client metadata document at %s is not a JSON object of client metadata", ErrUnknownClient, id)
	}
	if m.ClientID != id {
		return nil, 0, fmt.Errorf("%w: the client metadata document at %s names the client_id %q, not its own URL", ErrUnknownClient, id, shorten(m.ClientID, 200))
	}
	c, merr := m.check(persistence.ClientMetadataDocument)
	if merr != nil {
		return nil, 0, fmt.Errorf("%w: the client metadata document at %s: %s", ErrUnknownClient, id, merr.Description)
	}
	c.ID = id
	return c, cacheLifetime(res.Header.Get("Cache-Control")), nil
}

// cacheLifetime reads max-age from a Cache-Control header, within the
// bounds of the document cache.
func cacheLifetime(header string) time.Duration {
	ttl := defaultDocumentTTL
	for _, part := range strings.Split(header, ",") {
		name, value, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch strings.ToLower(name) {
		case "no-store", "no-cache":
			return minDocumentTTL
		case "max-age":
			if n, err := strconv.Atoi(strings.Trim(value, `"`)); err == nil {
				ttl = time.Duration(n) * time.Second
			}
		}
	}
	return min(max(ttl, minDocumentTTL), maxDocumentTTL)
}

func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}
