package domain

import "github.com/google/uuid"

// ParseID reads an identifier: a uuid in its canonical 36-character form
// (uuid.Parse also takes braces, a urn: prefix and no hyphens, which no
// id the service hands out has). Anything else is a 400 naming field.
func ParseID(field, s string) (uuid.UUID, error) {
	if len(s) != 36 {
		return uuid.Nil, Invalid(field, "must be a uuid")
	}
	id, err := uuid.Parse(s)
	if err != nil {
		return uuid.Nil, Invalid(field, "must be a uuid")
	}
	return id, nil
}
