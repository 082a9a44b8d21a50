package transport

import (
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/registry"
)

// params reads query parameters. An empty value counts as absent, as an
// HTML form sends it.
type params struct {
	v url.Values
}

func (p params) str(name string) string {
	return strings.TrimSpace(p.v.Get(name))
}

// search returns a free-text parameter of at most registry.MaxSearchLen
// characters.
func (p params) search(name string) (string, error) {
	s := p.str(name)
	if err := domain.CheckNoNUL(name, s); err != nil {
		return "", err
	}
	if utf8.RuneCountInString(s) > registry.MaxSearchLen {
		return "", domain.Invalid(name, "must be at most %d characters", registry.MaxSearchLen)
	}
	return s, nil
}

// intIn returns an integer parameter from min to max, or def when absent.
func (p params) intIn(name string, def, min, max int) (int, error) {
	s := p.str(name)
	if s == "" {
		return def, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < min || n > max {
		return 0, domain.Invalid(name, "must be an integer from %d to %d, got %q", min, max, s)
	}
	return n, nil
}

// boolean returns a true/false parameter, or nil when absent.
func (p params) boolean(name string) (*bool, error) {
	switch s := strings.ToLower(p.str(name)); s {
	case "":
		return nil, nil
	case "true", "1":
		b := true
		return &b, nil
	case "false", "0":
		b := false
		return &b, nil
	default:
		return nil, domain.Invalid(name, "must be true or false, got %q", p.str(name))
	}
}
