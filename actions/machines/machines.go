package machines

// What the machine actions share.

import (
	"strings"

	"github.com/google/uuid"
)

// parseID reads an id the input tags have checked to be a uuid.
func parseID(s string) uuid.UUID {
	id, err := uuid.Parse(s)
	if err != nil {
		return uuid.Nil // cannot happen after the uuid tag; finds nothing
	}
	return id
}

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
