// Package dirsnap holds the public directory in memory: an immutable
// snapshot of every casino, rewards program, tier, rename and city, with
// its own indexes (fragments of names, brands and tribal nations; state,
// type, rewards, hotel, program, latitude), read from the database once
// per directory version. The REST directory endpoints, the MCP directory
// tools and /ask answer from it, so a search costs the same at 900
// casinos as at 100,000 and never waits for the database.
//
// Its answers are those of the SQL search in persistence (the reference,
// kept for the actions and for the tests that compare the two): the same
// matches, the same exact count, the same order (name then id, bytewise;
// by place: distance, then name, then id) and the same pages.
package dirsnap

import (
	"cmp"
	"slices"
	"strings"
	"sync/atomic"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

// Snapshot is the directory as of one version. Nothing in it changes once
// built; a new version is a new Snapshot.
type Snapshot struct {
	// Version is the directory_version the rows were read at.
	Version int64

	casinos []persistence.Casino // by name, then id
	ids     []string             // casinos[i].ID as text, for ordering and cursors
	folded  []texts              // casinos[i]'s searched texts folded as the SQL lower() folds them
	slugs   map[string]int32
	renamed map[string]string // old slug -> the casino's slug now

	programs  []persistence.RewardsProgram // by program name, then id
	programAt map[uuid.UUID]int32
	tiers     map[uuid.UUID][]persistence.Tier // by level, then id
	places    []persistence.Place

	idx    index
	memo   *memo
	nearBy []int32                         // casinos with coordinates, by latitude
	json   []atomic.Pointer[EncodedCasino] // casinos[i]'s JSON once asked for
}

// Build makes the snapshot of rows.
func Build(rows *persistence.DirectoryRows) *Snapshot {
	s := &Snapshot{Version: rows.Version, memo: newMemo()}
	s.casinos = slices.Clone(rows.Casinos)
	slices.SortFunc(s.casinos, func(a, b persistence.Casino) int {
		return cmp.Or(strings.Compare(a.Name, b.Name), strings.Compare(a.ID.String(), b.ID.String()))
	})
	n := len(s.casinos)
	s.ids = make([]string, n)
	s.json = newEncodedSlots(n)
	s.folded = make([]texts, n)
	s.slugs = make(map[string]int32, n)
	byID := make(map[uuid.UUID]int32, n)
	for i := range s.casinos {
		c := &s.casinos[i]
		s.ids[i] = c.ID.String()
		s.folded[i] = texts{fold(c.Name), foldOr(c.Brand), foldOr(c.TribalNation)}
		s.slugs[c.Slug] = int32(i)
		byID[c.ID] = int32(i)
	}
	s.renamed = make(map[string]string, len(rows.Renames))
	for _, r := range rows.Renames {
		if i, ok := byID[r.CasinoID]; ok {
			s.renamed[r.OldSlug] = s.casinos[i].Slug
		}
	}
	s.programs = slices.Clone(rows.Programs)
	slices.SortFunc(s.programs, func(a, b persistence.RewardsProgram) int {
		return cmp.Or(strings.Compare(a.ProgramName, b.ProgramName), strings.Compare(a.ID.String(), b.ID.String()))
	})
	s.programAt = make(map[uuid.UUID]int32, len(s.programs))
	for i, p := range s.programs {
		s.programAt[p.ID] = int32(i)
	}
	s.tiers = make(map[uuid.UUID][]persistence.Tier)
	for _, t := range rows.Tiers {
		if t.Benefits == nil {
			t.Benefits = []string{}
		}
		s.tiers[t.ProgramID] = append(s.tiers[t.ProgramID], t)
	}
	for _, ts := range s.tiers {
		slices.SortFunc(ts, func(a, b persistence.Tier) int {
			return cmp.Or(cmp.Compare(a.Level, b.Level), strings.Compare(a.ID.String(), b.ID.String()))
		})
	}
	s.places = slices.Clone(rows.Places)
	s.idx = buildIndex(s.casinos, s.folded)
	for i, c := range s.casinos {
		if c.Lat != nil && c.Lon != nil {
			s.nearBy = append(s.nearBy, int32(i))
		}
	}
	slices.SortFunc(s.nearBy, func(a, b int32) int { return cmp.Compare(*s.casinos[a].Lat, *s.casinos[b].Lat) })
	return s
}

// Len is how many casinos the directory holds.
func (s *Snapshot) Len() int { return len(s.casinos) }

// fold lower-cases ASCII letters only, as SQLite's lower() does and as
// PostgreSQL's does for the names (COLLATE "C"): "É" stays "É".
func fold(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := i; j < len(b); j++ {
				if b[j] >= 'A' && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}

// texts are the fields of a casino that q searches, folded: its name, its
// brand and its tribal nation ("" for NULL, which no q matches: q is never
// empty when it is searched). Each is searched on its own, so a match
// never spans two fields, as in SQL, where each is its own LIKE.
type texts [3]string

// contains reports whether any field contains the folded q.
func (t *texts) contains(q string) bool {
	return strings.Contains(t[0], q) || strings.Contains(t[1], q) || strings.Contains(t[2], q)
}

// foldOr is fold(*s), or "" for nil.
func foldOr(s *string) string {
	if s == nil {
		return ""
	}
	return fold(*s)
}

// CasinoBySlug returns the casino with that slug (a copy).
// Returns not_found if there is none.
func (s *Snapshot) CasinoBySlug(slug string) (*persistence.Casino, error) {
	i, ok := s.slugs[slug]
	if !ok {
		return nil, domain.NotFound("No casino has the slug %q.", slug)
	}
	c := s.casinos[i]
	return &c, nil
}

// RenamedCasinoSlug returns the current slug of the casino that had the
// slug old before its name or state was corrected.
// Returns not_found if no casino ever had it.
func (s *Snapshot) RenamedCasinoSlug(old string) (string, error) {
	slug, ok := s.renamed[old]
	if !ok {
		return "", domain.NotFound("No casino has the slug %q.", old)
	}
	return slug, nil
}

// ProgramByID returns one rewards program (a copy).
// Returns not_found if there is none with that id.
func (s *Snapshot) ProgramByID(id uuid.UUID) (*persistence.RewardsProgram, error) {
	i, ok := s.programAt[id]
	if !ok {
		return nil, domain.NotFound("No rewards program has the id %q.", id)
	}
	p := s.programs[i]
	return &p, nil
}

// Tiers returns a program's tier ladder, lowest level first (empty, not
// nil, for a program without tiers). The slice is shared: do not change it.
func (s *Snapshot) Tiers(programID uuid.UUID) []persistence.Tier {
	if ts, ok := s.tiers[programID]; ok {
		return ts
	}
	return []persistence.Tier{}
}

// Places returns every city of the directory with the centroid of its
// casinos, ordered by city then state. The slice is shared: do not change it.
func (s *Snapshot) Places() []persistence.Place { return s.places }

// Programs returns one page of the rewards programs matching f, ordered by
// name then id, and the number matching in all. The directory has a few
// dozen programs, so a scan is the index.
func (s *Snapshot) Programs(f persistence.ProgramFilter) ([]persistence.RewardsProgram, int) {
	search, brand := fold(f.Search), fold(f.Brand)
	out := []persistence.RewardsProgram{}
	count := 0
	for _, p := range s.programs {
		b := ""
		if p.Brand != nil {
			b = fold(*p.Brand)
		}
		if search != "" && !strings.Contains(fold(p.ProgramName), search) && (p.Brand == nil || !strings.Contains(b, search)) {
			continue
		}
		if f.Brand != "" && (p.Brand == nil || b != brand) {
			continue
		}
		if count >= f.Offset && len(out) < f.Limit {
			out = append(out, p)
		}
		count++
	}
	return out, count
}

// ProgramsNamed returns the rewards programs called name: the one whose
// name is name byte for byte, or else every one whose name is name in
// another case (ASCII letters folded, as the name search folds them).
// Copies; none when no program is called that.
func (s *Snapshot) ProgramsNamed(name string) []persistence.RewardsProgram {
	var same []persistence.RewardsProgram
	folded := fold(name)
	for _, p := range s.programs {
		if p.ProgramName == name {
			return []persistence.RewardsProgram{p}
		}
		if fold(p.ProgramName) == folded {
			same = append(same, p)
		}
	}
	return same
}
