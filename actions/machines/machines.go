package machines

// What the machine actions share.

import (
	"strings"
)

// text is an optional free-text field as stored: trimmed, and nil when
// blank.
func text(s *string) *string {
	if s == nil {
		return nil
	}
	t := strings.TrimSpace(*s)
	if t == "" {
		return nil
	}
	return &t
}
