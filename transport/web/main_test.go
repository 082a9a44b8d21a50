package web_test

import (
	"context"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	_ "github.com/tierline/tierline/actions/all" // every action, as the service runs them
	"github.com/tierline/tierline/internal/domain/passwords"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/transport/apitest"
)

func TestMain(m *testing.M) { dbtest.Main(m) }

// ownerPassword is the password of the owners these tests make.
const ownerPassword = "tall cab rum and more"

// owner is an account with a password (for the site) and an API key with
// read and write (to set up records the way an agent would).
type owner struct {
	*apitest.Player
	Password string
}

// newOwner creates an account of role with ownerPassword.
func newOwner(t testing.TB, h *apitest.Harness, role string) *owner {
	t.Helper()
	scopes := "read,write,tax"
	if role == persistence.RoleHost {
		scopes += ",host"
	}
	p := h.NewAccount(t, role, scopes)
	hash, err := passwords.Hash(ownerPassword)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := persistence.NewCredentials(h.DB).SetPassword(context.Background(), p.Account.ID, hash, h.Clock.Now()); err != nil {
		t.Fatal(err)
	}
	return &owner{Player: p, Password: ownerPassword}
}

// client is an HTTP client with a cookie jar, speaking to the site as a
// browser would (Accept: text/html, same-origin requests), without
// running scripts: every page must work that way.
type client struct {
	h      *apitest.Harness
	client *http.Client
	// header is sent on every request (e.g. X-Forwarded-For).
	header http.Header
}

func newClient(t testing.TB, h *apitest.Harness) *client {
	t.Helper()
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	return &client{h: h, header: http.Header{}, client: &http.Client{
		Jar:     jar,
		Timeout: 30 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse // tests look at each redirect
		},
	}}
}

// page is an answer of the site.
type page struct {
	Status int
	Header http.Header
	Body   string
}

func (b *client) do(t testing.TB, method, path string, form url.Values, extra map[string]string) page {
	t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequestWithContext(context.Background(), method, b.h.URL+path, body)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Accept", "text/html,application/xhtml+xml")
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		// What a browser sends with a form posted from one of the site's
		// own pages.
		req.Header.Set("Sec-Fetch-Site", "same-origin")
		req.Header.Set("Origin", b.h.URL)
	}
	for k, v := range b.header {
		req.Header[k] = v
	}
	for k, v := range extra {
		if v == "" {
			req.Header.Del(k)
			continue
		}
		req.Header.Set(k, v)
	}
	res, err := b.client.Do(req)
	if err != nil {
		t.Fatalf("%s %s: %v", method, path, err)
	}
	defer res.Body.Close()
	raw, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return page{Status: res.StatusCode, Header: res.Header, Body: string(raw)}
}

func (b *client) get(t testing.TB, path string) page {
	t.Helper()
	return b.do(t, http.MethodGet, path, nil, nil)
}

// csrfRE finds a form's token.
var csrfRE = regexp.MustCompile(`name="csrf_token" value="([^"]+)"`)

// token is the CSRF token of the form on the page at path.
func (b *client) token(t testing.TB, path string) string {
	t.Helper()
	p := b.get(t, path)
	m := csrfRE.FindStringSubmatch(p.Body)
	if m == nil {
		t.Fatalf("GET %s (%d) has no form token", path, p.Status)
	}
	return m[1]
}

// post sends the form fields to path with the token of the form on the
// page at from.
func (b *client) post(t testing.TB, from, path string, fields map[string][]string) page {
	t.Helper()
	form := url.Values{"csrf_token": {b.token(t, from)}}
	for k, v := range fields {
		form[k] = v
	}
	return b.do(t, http.MethodPost, path, form, nil)
}

// signIn signs the browser in as o and checks it lands on next.
func (b *client) signIn(t testing.TB, o *owner) {
	t.Helper()
	res := b.post(t, "/signin", "/signin", map[string][]string{"email": {o.Account.Email}, "password": {o.Password}})
	if res.Status != http.StatusSeeOther || res.Header.Get("Location") != "/" {
		t.Fatalf("sign-in: %d to %q\n%s", res.Status, res.Header.Get("Location"), res.Body)
	}
}

// wantRedirect checks a 303 to location.
func wantRedirect(t testing.TB, p page, location string) {
	t.Helper()
	if p.Status != http.StatusSeeOther || p.Header.Get("Location") != location {
		t.Errorf("got %d to %q, want 303 to %q\n%.300s", p.Status, p.Header.Get("Location"), location, p.Body)
	}
}

// wantPage checks the status and that the body holds every part.
func wantPage(t testing.TB, p page, status int, parts ...string) {
	t.Helper()
	if p.Status != status {
		t.Errorf("status %d, want %d\n%.500s", p.Status, status, p.Body)
	}
	for _, part := range parts {
		if !strings.Contains(p.Body, part) {
			t.Errorf("the page lacks %q\n%.1500s", part, p.Body)
		}
	}
}
