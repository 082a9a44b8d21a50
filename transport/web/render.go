package web

import (
	"bytes"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"math"
	"net/http"
	"strings"
	"time"

	"go.uber.org/zap"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/domain"
)

// view is what every page template gets: the page's own data in Data, and
// what the layout needs around it.
type view struct {
	Title string
	// Section marks the current item of the navigation.
	Section string
	// User is the signed-in owner; nil when signed out or unknown (the
	// docs pages load no session).
	User *user
	// Session says whether the page knows who is signed in.
	Session bool
	CSRF    string
	Flash   string
	// SignupOpen shows the sign-up link.
	SignupOpen bool
	// Data is the page's own.
	Data any
}

// parseTemplates parses every page once, each with the layout around it.
func (s *Site) parseTemplates() error {
	funcs := template.FuncMap{
		"asset":   s.assetURL,
		"money":   money,
		"number":  number,
		"percent": percent,
		"date":    dateText,
		"stamp":   stampText,
		"join":    strings.Join,
		"deref":   deref,
		"base":    func() string { return s.Config.BaseURL },
		"site":    func() string { return s.Config.SiteURL },
	}
	layout, err := template.New("layout.html").Funcs(funcs).ParseFS(templateFiles, "templates/layout.html")
	if err != nil {
		return fmt.Errorf("web: templates: %w", err)
	}
	names, err := fs.Glob(templateFiles, "templates/*.html")
	if err != nil {
		return fmt.Errorf("web: templates: %w", err)
	}
	s.pages = map[string]*template.Template{}
	for _, name := range names {
		if name == "templates/layout.html" {
			continue
		}
		t, err := layout.Clone()
		if err != nil {
			return fmt.Errorf("web: templates: %w", err)
		}
		if _, err := t.ParseFS(templateFiles, name); err != nil {
			return fmt.Errorf("web: templates: %s: %w", name, err)
		}
		s.pages[strings.TrimSuffix(strings.TrimPrefix(name, "templates/"), ".html")] = t
	}
	return nil
}

// render writes the page name with status. It renders into a buffer
// first, so a template error becomes the error page, never half a page.
func (s *Site) render(w http.ResponseWriter, r *http.Request, status int, name string, v *view) {
	t, ok := s.pages[name]
	if !ok {
		s.fail(w, r, fmt.Errorf("web: no template %q", name))
		return
	}
	s.fillView(r, name, v)
	var buf bytes.Buffer
	if err := t.ExecuteTemplate(&buf, "layout.html", v); err != nil {
		s.fail(w, r, fmt.Errorf("web: render %s: %w", name, err))
		return
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	if h.Get("Cache-Control") == "" {
		h.Set("Cache-Control", "no-store")
	}
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

// formPages are the pages a signed-out visitor fills in: only they (and
// every page of a signed-in owner) need a form token, so a visitor who only
// reads gets no session and no cookie.
var formPages = map[string]bool{"signin": true, "signup": true, "password-set": true}

// fillView adds what the layout needs: who is signed in, the form token,
// the message left for this page.
func (s *Site) fillView(r *http.Request, name string, v *view) {
	ctx := r.Context()
	v.SignupOpen = s.Config.Signup == config.SignupOpen
	if !s.hasSession(r) {
		return
	}
	v.Session = true
	v.User = userOf(ctx)
	if v.User != nil || formPages[name] {
		v.CSRF = s.csrfToken(ctx)
	}
	if v.Flash == "" {
		v.Flash = s.sessions.PopString(ctx, keyFlash)
	}
}

// hasSession reports whether the request went through the session
// middleware (the docs and assets do not).
func (s *Site) hasSession(r *http.Request) bool {
	ok, _ := r.Context().Value(sessionKey{}).(bool)
	return ok
}

// notFound is the page-level 404.
func notFound() error {
	return &domain.Error{Code: domain.ENOTFOUND, Status: http.StatusNotFound, Message: "There is no page at this address."}
}

// errorData is the error page.
type errorData struct {
	Status    int
	Code      string
	Message   string
	RequestID string
	Docs      string
}

// fail writes the error page for err: a client's mistake with its status
// and message, anything else as a 500 that shows only the request id (the
// cause is logged).
func (s *Site) fail(w http.ResponseWriter, r *http.Request, err error) {
	var de *domain.Error
	d := errorData{Status: http.StatusInternalServerError, Code: domain.EINTERNAL}
	if errors.As(err, &de) && de.Code != domain.EINTERNAL {
		d.Status, d.Code, d.Message = domain.StatusOf(err), de.Code, domain.ErrorMessage(err)
	} else {
		d.RequestID = s.RequestID(r.Context())
		s.Log.Error("site: internal error", zap.String("request_id", d.RequestID), zap.String("path", r.URL.Path), zap.Error(err))
		d.Message = "Something went wrong on our side. If it keeps happening, report the request id " + d.RequestID + "."
	}
	d.Docs = "/docs/errors#" + d.Code
	t := s.pages["error"]
	v := &view{Title: http.StatusText(d.Status), Data: d}
	if s.hasSession(r) {
		v.Session = true
		v.User = userOf(r.Context())
	}
	v.SignupOpen = s.Config.Signup == config.SignupOpen
	var buf bytes.Buffer
	if t == nil || t.ExecuteTemplate(&buf, "layout.html", v) != nil {
		buf.Reset()
		buf.WriteString("<!doctype html><title>Error</title><p>" + template.HTMLEscapeString(d.Message) + "</p>")
	}
	h := w.Header()
	h.Set("Content-Type", "text/html; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	w.WriteHeader(d.Status)
	_, _ = w.Write(buf.Bytes())
}

// deref is the value a pointer points at (the zero value for nil).
func deref(v any) any {
	switch x := v.(type) {
	case *float64:
		if x == nil {
			return 0.0
		}
		return *x
	case *string:
		if x == nil {
			return ""
		}
		return *x
	case *int:
		if x == nil {
			return 0
		}
		return *x
	}
	return v
}

// money writes an amount of the API's answers (dollars) in the service's
// one human money format, domain.Money.String: $1,234.50, $1,200, -$20.
func money(v float64) string { return domain.DollarsOf(v).String() }

// number writes a count or points with thousands separators, and one
// decimal where there is a fraction.
func number(v float64) string {
	if v == math.Trunc(v) {
		if v < 0 {
			return "-" + thousands(int64(-v))
		}
		return thousands(int64(v))
	}
	return fmt.Sprintf("%.1f", v)
}

func percent(v float64) string { return fmt.Sprintf("%.0f%%", v) }

func thousands(n int64) string {
	s := fmt.Sprint(n)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(c)
	}
	return b.String()
}

// dateText writes a date string (YYYY-MM-DD) as "Mar 1, 2026".
func dateText(v any) string {
	var s string
	switch x := v.(type) {
	case string:
		s = x
	case *string:
		if x == nil {
			return "—"
		}
		s = *x
	case nil:
		return "—"
	default:
		s = fmt.Sprint(x)
	}
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		return s
	}
	return t.Format("Jan 2, 2006")
}

// stampText writes an RFC 3339 time as "Mar 1, 2026 20:00 UTC", "never"
// when there is none.
func stampText(v any) string {
	var s string
	switch x := v.(type) {
	case string:
		s = x
	case *string:
		if x == nil {
			return "never"
		}
		s = *x
	case nil:
		return "never"
	case time.Time:
		return x.UTC().Format("Jan 2, 2006 15:04 UTC")
	case domain.Timestamp:
		return x.UTC().Format("Jan 2, 2006 15:04 UTC")
	case *domain.Timestamp:
		if x == nil {
			return "never"
		}
		return x.UTC().Format("Jan 2, 2006 15:04 UTC")
	default:
		s = fmt.Sprint(x)
	}
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		return s
	}
	return t.UTC().Format("Jan 2, 2006 15:04 UTC")
}
