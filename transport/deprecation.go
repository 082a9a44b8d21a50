package transport

import (
	"net/http"
	"strconv"
	"strings"

	"github.com/tierline/tierline/registry"
)

// Deprecation headers: a deprecated action or REST route answers with
// Deprecation (RFC 9745: "@" and the Unix time it was deprecated), Sunset
// (RFC 8594: the HTTP-date after which it goes away) and a Link to its
// documentation with rel="deprecation".

// WithDeprecatedRoute marks the REST route with the path template (e.g.
// "/v1/offers") deprecated.
func WithDeprecatedRoute(template string, d registry.Deprecation) Option {
	return func(s *Server) {
		if s.deprecatedRoutes == nil {
			s.deprecatedRoutes = map[string]registry.Deprecation{}
		}
		s.deprecatedRoutes[template] = d
	}
}

// DeprecatedRoutes returns the deprecated REST routes by path template (the
// OpenAPI document marks them).
func (s *Server) DeprecatedRoutes() map[string]registry.Deprecation {
	out := make(map[string]registry.Deprecation, len(s.deprecatedRoutes))
	for k, v := range s.deprecatedRoutes {
		out[k] = v
	}
	return out
}

// setDeprecation writes the headers of d; link is its documentation.
func setDeprecation(h http.Header, d registry.Deprecation, link string) {
	h.Set("Deprecation", "@"+strconv.FormatInt(d.Since.Unix(), 10))
	if !d.Sunset.IsZero() {
		h.Set("Sunset", d.Sunset.UTC().Format(http.TimeFormat))
	}
	h.Add("Link", "<"+link+`>; rel="deprecation"`)
}

// actionDocs is the reference section of an action.
func (s *Server) actionDocs(a *registry.Action) string {
	return s.cfg.SiteURL + "/docs/actions#" + strings.ReplaceAll(a.Namespace, "/", "-") + "-" + a.Name
}
