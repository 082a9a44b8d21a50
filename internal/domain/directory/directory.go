// Package directory holds the pure rules of the public casino directory: the
// casino types, the U.S. state codes, and how ids and slugs are derived so
// that they stay the same across re-imports and across installations.
package directory

import (
	"strings"

	"github.com/google/uuid"
	"github.com/gosimple/slug"
)

// Casino types. The specification names commercial, tribal and racino, and
// "others" for anything else (card rooms could later move there).
const (
	TypeCommercial = "commercial"
	TypeTribal     = "tribal"
	TypeRacino     = "racino"
	TypeOthers     = "others"
)

// CasinoTypes lists the valid casino_type values.
var CasinoTypes = []string{TypeCommercial, TypeTribal, TypeRacino, TypeOthers}

// IsCasinoType reports whether t is a valid casino_type value.
func IsCasinoType(t string) bool {
	for _, v := range CasinoTypes {
		if v == t {
			return true
		}
	}
	return false
}

// namespace roots the name-based (version 5) uuids of directory rows. It
// must never change: every published casino id and slug derives from it.
var namespace = uuid.MustParse("6f1c2a9e-3b7d-5e4a-9c1f-2d8b7a6e5f40")

// CasinoID is the stable id of the casino named name in state: the same
// property gets the same id on every import and every machine, so slugs and
// links printed in documentation keep working.
func CasinoID(name, state string) uuid.UUID {
	return uuid.NewSHA1(namespace, []byte("casino\x00"+name+"\x00"+strings.ToUpper(state)))
}

// ProgramID is the stable id of a rewards program, from its name.
func ProgramID(programName string) uuid.UUID {
	return uuid.NewSHA1(namespace, []byte("program\x00"+programName))
}

// TierID is the stable id of a tier, from its program and its own name (a
// tier keeps its id when its level or threshold is corrected).
func TierID(programName, tierName string) uuid.UUID {
	return uuid.NewSHA1(namespace, []byte("tier\x00"+programName+"\x00"+tierName))
}

// NameSlug is the URL-safe form of a casino name: lower case ASCII words
// joined by hyphens ("Harrah's Lake Tahoe" → "harrahs-lake-tahoe").
func NameSlug(name string) string {
	s := slug.Make(name)
	if s == "" {
		return "casino"
	}
	return s
}

// StateSlug is the URL-safe form of a state code ("NV" → "nv").
func StateSlug(state string) string {
	return strings.ToLower(state)
}

// CasinoSlug is the public, unique slug of a casino: name slug, state slug
// and the first 8 hex digits of its id, e.g. "bellagio-nv-880e8400". The id
// part keeps two same-named casinos in one state apart.
func CasinoSlug(id uuid.UUID, name, state string) string {
	parts := []string{NameSlug(name)}
	if s := StateSlug(state); s != "" {
		parts = append(parts, s)
	}
	parts = append(parts, id.String()[:8])
	return strings.Join(parts, "-")
}
