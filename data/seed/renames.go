package seed

import (
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
)

// rename is one row of renames.csv: the casino once listed as from is now
// listed as to.
type rename struct {
	from, to casinoKey
	line     int
	reason   *string
}

// renames reads renames.csv. A casino's slug is made of its name and state,
// so each row keeps the slug the casino had under its old name and state
// answering. A rename of a rename (A to B, later B to C) resolves to the
// casino listed now, so every old slug leads straight to it.
func (l *loader) renames(raw []byte, casinos map[casinoKey]int) {
	byFrom := map[casinoKey]*rename{}
	var order []*rename
	l.readCSV(RenamesFile, raw, []string{"old_name", "old_state", "new_name", "new_state"}, func(line int, get func(string) string) {
		r := &rename{line: line, reason: optional(get("reason"))}
		bad := false
		for _, side := range []struct {
			key         *casinoKey
			name, state string
		}{{&r.from, "old_name", "old_state"}, {&r.to, "new_name", "new_state"}} {
			name := get(side.name)
			state, ok := directory.NormalizeState(get(side.state))
			switch {
			case name == "":
				l.fail(RenamesFile, line, "%s is required", side.name)
				bad = true
			case !ok:
				l.fail(RenamesFile, line, "%s %q is not a two-letter U.S. state code", side.state, get(side.state))
				bad = true
			}
			*side.key = casinoKey{name, state}
		}
		switch {
		case bad:
			return
		case r.from == r.to:
			l.fail(RenamesFile, line, "casino %q in %s is renamed to itself", r.from.name, r.from.state)
			return
		case byFrom[r.from] != nil:
			l.fail(RenamesFile, line, "casino %q in %s is renamed twice (first on line %d)", r.from.name, r.from.state, byFrom[r.from].line)
			return
		}
		if _, listed := casinos[r.from]; listed {
			// Its old slug would answer with the casino listed under
			// that name, never with the one it was renamed to.
			l.fail(RenamesFile, line, "casino %q in %s is renamed but still listed in %s", r.from.name, r.from.state, CasinosFile)
			return
		}
		byFrom[r.from] = r
		order = append(order, r)
	})
	for _, r := range order {
		to, seen := r.to, map[casinoKey]bool{r.from: true}
		for next := byFrom[to]; next != nil; next = byFrom[to] {
			if seen[to] {
				l.fail(RenamesFile, r.line, "the renames starting at casino %q in %s go round in a circle", r.from.name, r.from.state)
				to = casinoKey{}
				break
			}
			seen[to] = true
			to = next.to
		}
		if to == (casinoKey{}) {
			continue
		}
		idx, ok := casinos[to]
		if !ok {
			if !l.cutShort[CasinosFile] {
				l.fail(RenamesFile, r.line, "casino %q in %s is renamed to %q in %s, which is not in %s", r.from.name, r.from.state, to.name, to.state, CasinosFile)
			}
			continue
		}
		id := directory.CasinoID(r.from.name, r.from.state)
		l.ds.Renames = append(l.ds.Renames, persistence.CasinoRename{
			ID: id, OldSlug: directory.CasinoSlug(id, r.from.name, r.from.state),
			OldName: r.from.name, OldState: r.from.state,
			CasinoID: l.ds.Casinos[idx].ID, Reason: r.reason,
		})
	}
}
