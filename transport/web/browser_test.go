package web_test

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// The browser suite drives a real headless Chromium (Debian's chromium
// package) through the DevTools protocol with chromedp: what an owner does
// from sign-in to deleting the account, clicking and typing as a person
// would. With CI=true a missing Chromium fails the suite; elsewhere the
// suite is skipped with the command that installs it.
//
// TIERLINE_SCREENSHOTS=<dir> saves a PNG of each step there (desktop and
// phone widths), to look at while working on the pages.

// chromiumPath finds the browser.
func chromiumPath(t *testing.T) string {
	t.Helper()
	for _, p := range []string{os.Getenv("TIERLINE_CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if p == "" {
			continue
		}
		if _, err := exec.LookPath(p); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("Chromium is not installed, and CI=true: the browser suite must run (apt-get install -y chromium; .ci/run installs it)")
	}
	t.Skip("Chromium is not installed (apt-get install -y chromium); with CI=true this is a failure")
	return ""
}

// newTab starts a headless Chromium with a fresh profile and returns a tab.
// The flags keep it off the network (no component updates, sync or QUIC
// probes, which hang on a machine without one).
func newTab(t *testing.T) context.Context {
	t.Helper()
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromiumPath(t)),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.NoDefaultBrowserCheck,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-extensions", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelTab := chromedp.NewContext(allocCtx)
	ctx, cancelTimeout := context.WithTimeout(ctx, 3*time.Minute)
	t.Cleanup(func() {
		cancelTimeout()
		cancelTab()
		cancelAlloc()
	})
	return ctx
}

// do runs browser steps and fails the test on an error, naming the step.
func do(t *testing.T, ctx context.Context, what string, steps ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	if err := chromedp.Do(ctx, steps...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// text reads the visible text of the element sel matches.
func text(t *testing.T, ctx context.Context, sel string) string {
	t.Helper()
	s, err := chromedp.Run(ctx, chromedp.Text(chromedp.CSS(sel)))
	if err != nil {
		t.Fatalf("read %s: %v", sel, err)
	}
	return s
}

// shot checks the page at a phone's width (nothing may scroll sideways)
// and, when TIERLINE_SCREENSHOTS is set, saves it there at the desktop and
// the phone width.
func shot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	dir := os.Getenv("TIERLINE_SCREENSHOTS")
	save := func(suffix string) {
		if dir == "" {
			return
		}
		png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100)) // 100: PNG
		if err != nil {
			png, err = chromedp.Run(ctx, chromedp.CaptureScreenshot()) // a very long page: its top
		}
		if err != nil {
			t.Fatalf("screenshot %s: %v", name, err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+suffix+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	save("")
	do(t, ctx, "narrow to a phone for "+name, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
	wide, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`Array.from(document.querySelectorAll("body *"))
		.filter(e => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1 && !e.closest("pre, .table-wrap"))
		.slice(0, 5).map(e => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (e.className ? "." + e.className : ""))`))
	if err != nil {
		t.Fatal(err)
	}
	scroll, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.documentElement.scrollWidth - document.documentElement.clientWidth`))
	if err != nil {
		t.Fatal(err)
	}
	if len(wide) > 0 || scroll > 0 {
		t.Errorf("%s: on a phone the page scrolls %dpx sideways; these stick out: %v", name, scroll, wide)
	}
	save("-phone")
	do(t, ctx, "back to the desktop width", chromedp.EmulateViewport(1280, 900))
}

// seed gives the owner records for the dashboard, through the API with a
// write key as an agent would.
func seed(t *testing.T, h *apitest.Harness, o *owner) {
	t.Helper()
	year := h.Clock.Now().UTC().Year()
	at := func(month, day int) string {
		return time.Date(year, time.Month(month), day, 20, 0, 0, 0, time.UTC).Format(time.RFC3339)
	}
	o.MustAction(t, "upsert_tier", map[string]any{"casino_name": "Bellagio Hotel and Casino", "tier": "Gold", "points_balance": 12500})
	o.MustAction(t, "upsert_tier", map[string]any{"casino_name": "Borgata Hotel Casino & Spa", "tier": "Sapphire", "points_balance": 4200})
	o.MustAction(t, "add_trip", map[string]any{"casino_name": "Bellagio Hotel and Casino", "start_date": at(2, 1)[:10], "end_date": at(2, 3)[:10]})
	sessions := []struct {
		month, day int
		buyIn, out float64
	}{{1, 12, 500, 720}, {2, 1, 800, 350}, {2, 2, 400, 610}, {3, 15, 1000, 400}, {4, 4, 300, 300.5}}
	for _, s := range sessions {
		o.MustAction(t, "log_session", map[string]any{
			"casino_name": "Bellagio Hotel and Casino", "game_type": "blackjack", "avg_bet": 25,
			"started_at": at(s.month, s.day), "ended_at": at(s.month, s.day)[:11] + "23:00:00Z",
			"buy_in": s.buyIn, "cash_out": s.out,
		})
	}
	o.MustAction(t, "bankroll_add", map[string]any{"entry_type": "deposit", "amount": 5000, "occurred_on": at(1, 2)[:10]})
	o.MustAction(t, "bankroll_add", map[string]any{"entry_type": "withdrawal", "amount": 750, "occurred_on": at(2, 20)[:10]})
	o.MustAction(t, "bankroll_add", map[string]any{"entry_type": "deposit", "amount": 1200, "occurred_on": at(4, 1)[:10]})
	expires := h.Clock.Now().UTC().AddDate(0, 0, 9).Format("2006-01-02")
	o.MustAction(t, "add_offer", map[string]any{"casino_name": "Bellagio Hotel and Casino", "offer_type": "free_play", "value": 150, "expiration_date": expires})
}

var secretRE = regexp.MustCompile(`^tl_live_[0-9a-f]{64}$`)

func TestOwnerInABrowser(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	ctx := newTab(t)
	o := newOwner(t, h, persistence.RolePlayer)
	seed(t, h, o)
	// A key made before, which must stop working with the account.
	oldKey := o.Key

	t.Run("a visitor sees the landing page with links to sign in, the reference and the directory", func(t *testing.T) {
		do(t, ctx, "open the landing page", chromedp.Navigate(h.URL+"/"), chromedp.WaitVisible(chromedp.CSS(".hero")))
		for _, href := range []string{"/signin", "/docs", "/v1/casinos"} {
			n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`Array.from(document.querySelectorAll("main a")).filter(a => a.getAttribute("href").endsWith("`+href+`")).length`))
			if err != nil || n == 0 {
				t.Errorf("no link to %s on the landing page (%v)", href, err)
			}
		}
		shot(t, ctx, "00-landing")
		// The keyboard: the first Tab lands on the skip link, which then
		// shows, and Enter on it moves to the content.
		do(t, ctx, "press Tab", chromedp.KeyEvent(kb.Tab))
		focused, err := chromedp.Run(ctx, chromedp.Evaluate[string](`(() => { const e = document.activeElement, r = e.getBoundingClientRect();
			return e.className + " " + (r.left >= 0 && r.top >= 0 && r.width > 0) + " " + getComputedStyle(e).outlineStyle })()`))
		if err != nil || focused != "skip true solid" {
			t.Errorf("after one Tab the focus is %q (%v), want the visible skip link with a solid outline", focused, err)
		}
		do(t, ctx, "follow the skip link", chromedp.KeyEvent(kb.Enter))
		if id, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.activeElement.id`)); err != nil || id != "main" {
			t.Errorf("after the skip link the focus is on %q (%v), want main", id, err)
		}
		do(t, ctx, "open the reference", chromedp.Click(chromedp.CSS(`main a[href="/docs"]`)), chromedp.WaitVisible(chromedp.ID("auth")))
		shot(t, ctx, "00-reference")
	})

	t.Run("a wrong password is refused with one message, then the right one signs in", func(t *testing.T) {
		do(t, ctx, "open the sign-in page",
			chromedp.Navigate(h.URL+"/signin"),
			chromedp.WaitVisible(chromedp.ID("email")),
		)
		shot(t, ctx, "01-signin")
		do(t, ctx, "sign in with a wrong password",
			chromedp.SendKeys(chromedp.ID("email"), o.Account.Email),
			chromedp.SendKeys(chromedp.ID("password"), "not the password at all"),
			chromedp.Submit(chromedp.ID("password")),
			chromedp.WaitVisible(chromedp.ID("signin-error")),
		)
		if msg := text(t, ctx, "#signin-error"); msg != "The email or the password is wrong." {
			t.Errorf("error = %q", msg)
		}
		shot(t, ctx, "02-signin-wrong")
		if kept, err := chromedp.Run(ctx, chromedp.Value(chromedp.ID("email"))); err != nil || kept != o.Account.Email {
			t.Errorf("the email field holds %q after the refusal (%v), want the email kept", kept, err)
		}
		do(t, ctx, "sign in with the right password",
			chromedp.SendKeys(chromedp.ID("password"), o.Password),
			chromedp.Submit(chromedp.ID("password")),
			chromedp.WaitVisible(chromedp.ID("year-title")),
		)
		if h1 := text(t, ctx, "h1"); !strings.HasPrefix(h1, "Hello,") {
			t.Errorf("after sign-in the page says %q, want the dashboard", h1)
		}
	})

	t.Run("the dashboard shows tiers, this year's figures and both charts, and the tax totals only when opened", func(t *testing.T) {
		body := text(t, ctx, "main")
		for _, want := range []string{"Bellagio Hotel and Casino", "Gold", "Trips", "Gaming days", "Win and loss by month", "Bankroll over time", "free_play"} {
			if !strings.Contains(body, want) {
				t.Errorf("the dashboard lacks %q", want)
			}
		}
		if strings.Contains(body, "Deductible losses") {
			t.Error("the tax totals show before the owner opens them")
		}
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("svg.chart rect.bar").length`))
		if err != nil || n != 4 {
			t.Errorf("win/loss bars = %d, %v; want 4 months with a result", n, err)
		}
		shot(t, ctx, "03-dashboard")
		do(t, ctx, "open the tax totals",
			chromedp.Click(chromedp.CSS(`a[href="/?tax=open#tax"]`)),
			chromedp.WaitVisible(chromedp.CSS("#tax dl")),
		)
		if tax := text(t, ctx, "#tax"); !strings.Contains(tax, "Deductible losses") {
			t.Errorf("tax section = %q", tax)
		}
	})

	var secret string
	t.Run("a key with read and write is created, and its secret shown once", func(t *testing.T) {
		do(t, ctx, "open the keys page",
			chromedp.Navigate(h.URL+"/settings/keys"),
			chromedp.WaitVisible(chromedp.ID("key-name")),
		)
		checked, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`document.getElementById("scope-read").checked`))
		if err != nil || !checked {
			t.Errorf("read is not checked by default (%v)", err)
		}
		hostBox, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("#scope-host").length`))
		if err != nil || hostBox != 0 {
			t.Errorf("a player is offered the host scope (%d, %v)", hostBox, err)
		}
		do(t, ctx, "fill and send the form",
			chromedp.SendKeys(chromedp.ID("key-name"), "budget agent"),
			chromedp.Click(chromedp.ID("scope-write")),
			chromedp.SetValue(chromedp.ID("expires"), "90d"),
			chromedp.Submit(chromedp.ID("key-name")),
			chromedp.WaitVisible(chromedp.ID("new-secret")),
		)
		secret = strings.TrimSpace(text(t, ctx, "#new-secret"))
		if !secretRE.MatchString(secret) {
			t.Fatalf("the page shows %q, not a key", secret)
		}
		warning := text(t, ctx, ".created .warning")
		if !strings.Contains(warning, "will not be shown again") {
			t.Errorf("warning = %q", warning)
		}
		visible, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`!document.querySelector("button.copy").hidden`))
		if err != nil || !visible {
			t.Errorf("the copy button is hidden with scripts on (%v)", err)
		}
		shot(t, ctx, "04-key-created")
	})

	t.Run("GET /v1/me with the new key is 200", func(t *testing.T) {
		res := h.Do(t, http.MethodGet, "/v1/me", nil, map[string]string{"Authorization": "Bearer " + secret})
		if res.Status != http.StatusOK || !strings.Contains(string(res.Body), o.Account.Email) {
			t.Errorf("GET /v1/me: %d %s", res.Status, res.Body)
		}
	})

	t.Run("the key is revoked on the page, and the next request with it is 401", func(t *testing.T) {
		do(t, ctx, "open the keys page", chromedp.Navigate(h.URL+"/settings/keys"), chromedp.WaitVisible(chromedp.CSS("table.keys")))
		if page := text(t, ctx, "table.keys"); strings.Contains(page, secret) || !strings.Contains(page, secret[len(secret)-4:]) {
			t.Errorf("the listing shows the whole secret, or not its last four characters:\n%s", page)
		}
		shot(t, ctx, "05-keys")
		do(t, ctx, "revoke it",
			chromedp.Click(chromedp.CSS(`button[aria-label="Revoke the key budget agent"]`)),
			chromedp.WaitVisible(chromedp.CSS("p.flash")),
		)
		if flash := text(t, ctx, "p.flash"); !strings.Contains(flash, "budget agent") || !strings.Contains(flash, "revoked") {
			t.Errorf("flash = %q", flash)
		}
		res := h.Do(t, http.MethodGet, "/v1/me", nil, map[string]string{"Authorization": "Bearer " + secret})
		if res.Status != http.StatusUnauthorized {
			t.Errorf("GET /v1/me after revoking: %d %s", res.Status, res.Body)
		}
	})

	newPassword := "a brand new passphrase"
	t.Run("the password is changed with the current one", func(t *testing.T) {
		do(t, ctx, "change the password",
			chromedp.Navigate(h.URL+"/settings/account"),
			chromedp.WaitVisible(chromedp.ID("current-password")),
		)
		shot(t, ctx, "06-account")
		do(t, ctx, "fill the password form",
			chromedp.SendKeys(chromedp.ID("current-password"), o.Password),
			chromedp.SendKeys(chromedp.ID("new-password"), newPassword),
			chromedp.SendKeys(chromedp.ID("confirm-password"), newPassword),
			chromedp.Submit(chromedp.ID("new-password")),
			chromedp.WaitVisible(chromedp.CSS("p.flash")),
		)
		if flash := text(t, ctx, "p.flash"); !strings.Contains(flash, "password is changed") {
			t.Errorf("flash = %q", flash)
		}
		// Still signed in on this browser.
		if h1 := text(t, ctx, "h1"); h1 != "Your account" {
			t.Errorf("after the change the page is %q", h1)
		}
		o.Password = newPassword
	})

	t.Run("my data downloads as one JSON document with every record", func(t *testing.T) {
		dir := t.TempDir()
		done := chromedp.Events(ctx, browser.DownloadProgress)
		yes := true
		if _, err := chromedp.Call(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
			Behavior: browser.SetDownloadBehaviorBehaviorAllowAndName, DownloadPath: dir, EventsEnabled: &yes,
		}); err != nil {
			t.Fatal(err)
		}
		do(t, ctx, "click Download my data", chromedp.Click(chromedp.ID("export")))
		var file string
		for ev, err := range done {
			if err != nil {
				t.Fatalf("waiting for the download: %v", err)
			}
			if ev.State == browser.DownloadProgressStateCompleted {
				file = filepath.Join(dir, ev.GUID)
				break
			}
			if ev.State == browser.DownloadProgressStateCanceled {
				t.Fatal("the download was canceled")
			}
		}
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var export struct {
			AccountID string                      `json:"account_id"`
			Tables    map[string][]map[string]any `json:"tables"`
		}
		if err := json.Unmarshal(raw, &export); err != nil {
			t.Fatalf("the download is not JSON: %v\n%.300s", err, raw)
		}
		if export.AccountID != o.Account.ID.String() || len(export.Tables["sessions"]) != 5 || len(export.Tables["api_keys"]) != 2 {
			t.Errorf("export of %s: %d sessions, %d keys", export.AccountID, len(export.Tables["sessions"]), len(export.Tables["api_keys"]))
		}
		if strings.Contains(string(raw), "secret_hash") || strings.Contains(string(raw), "$argon2id$") {
			t.Error("the export holds a secret's hash")
		}
	})

	t.Run("the account is deleted once its email is typed, and its keys answer 401", func(t *testing.T) {
		do(t, ctx, "open the account page", chromedp.Navigate(h.URL+"/settings/account"), chromedp.WaitVisible(chromedp.ID("confirm-email")))
		do(t, ctx, "confirm with the email",
			chromedp.SendKeys(chromedp.ID("confirm-email"), o.Account.Email),
			chromedp.Submit(chromedp.ID("confirm-email")),
			chromedp.WaitVisible(chromedp.CSS("p.flash")),
		)
		if flash := text(t, ctx, "p.flash"); !strings.Contains(flash, "deleted") {
			t.Errorf("flash = %q", flash)
		}
		shot(t, ctx, "07-deleted")
		if n := h.Count(t, "accounts", "id = ?", o.Account.ID); n != 0 {
			t.Errorf("the account is still stored")
		}
		res := h.Do(t, http.MethodGet, "/v1/me", nil, map[string]string{"Authorization": "Bearer " + oldKey})
		if res.Status != http.StatusUnauthorized {
			t.Errorf("the account's key after deletion: %d %s", res.Status, res.Body)
		}
	})

	t.Run("a host signs in to the host dashboard and may give a key the host scope", func(t *testing.T) {
		host := newOwner(t, h, persistence.RoleHost)
		do(t, ctx, "sign in as the host",
			chromedp.Navigate(h.URL+"/signin"),
			chromedp.WaitVisible(chromedp.ID("email")),
			chromedp.SendKeys(chromedp.ID("email"), host.Account.Email),
			chromedp.SendKeys(chromedp.ID("password"), host.Password),
			chromedp.Submit(chromedp.ID("password")),
			chromedp.WaitVisible(chromedp.ID("book-title")),
		)
		shot(t, ctx, "08-host")
		do(t, ctx, "open the keys page", chromedp.Navigate(h.URL+"/settings/keys"), chromedp.WaitVisible(chromedp.ID("scope-host")))
	})
}
