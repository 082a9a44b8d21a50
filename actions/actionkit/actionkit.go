// Package actionkit holds what many action files need the same way: the
// paging fields of list actions, casino-name cleaning, the directory match that adds
// casino_slug, and the input checks and rounding several areas share.
// Keep it small: anything that belongs to one area stays in that area's package.
package actionkit

import (
	"context"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

// Page is embedded in the input of every list action: limit (default 50,
// at most 200) and offset (default 0), the catalog's list convention.
type Page struct {
	Limit  *int `json:"limit" validate:"omitempty,gte=1,lte=200"`
	Offset *int `json:"offset" validate:"omitempty,gte=0"`
}

// DefaultLimit is the page size when limit is not given.
const DefaultLimit = 50

// Paging returns the page the fields ask for.
func (p Page) Paging() persistence.Page {
	out := persistence.Page{Limit: DefaultLimit}
	if p.Limit != nil {
		out.Limit = *p.Limit
	}
	if p.Offset != nil {
		out.Offset = *p.Offset
	}
	return out
}

// CleanName trims a free-text name and collapses inner runs of spaces.
func CleanName(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// CasinoSlug is the directory slug of the casino a free-text name means,
// or nil when the directory has no single match (the catalog: results may
// add casino_slug).
func CasinoSlug(ctx context.Context, db bun.IDB, casinoName string) (*string, error) {
	c, err := persistence.NewDirectory(db).MatchCasino(ctx, casinoName)
	if err != nil || c == nil {
		return nil, err
	}
	return &c.Slug, nil
}

// ResolveCasino resolves a free-text casino reference the one way
// (persistence.CasinoMatchRule), for results' casino_match.
func ResolveCasino(ctx context.Context, db bun.IDB, casinoName string) (persistence.CasinoMatch, error) {
	return persistence.NewDirectory(db).ResolveCasino(ctx, casinoName)
}

// ID reads an id field that its uuid tag has already checked; anything
// else reads as the nil uuid, which finds nothing (a 404, never a panic).
func ID(s string) uuid.UUID {
	id, _ := domain.ParseID("", s) // uuid.Nil when malformed
	return id
}

// ParseID reads an id field, or answers 400 naming field.
func ParseID(field, s string) (uuid.UUID, error) {
	return domain.ParseID(field, s)
}
