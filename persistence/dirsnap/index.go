package dirsnap

import (
	"sync"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
)

// index lists, for each value a filter can ask for, the casinos that have
// it, in the snapshot's order (by name, then id), so a list is already a
// result in the order of the answer.
type index struct {
	// grams maps every fragment of one, two or three bytes of a folded
	// name, brand or tribal nation to the casinos one of whose folded
	// texts contains it (fragments of each text alone, never across two):
	// for a query of at most three bytes the list is the answer; for a
	// longer one the list of its rarest three-byte fragment holds every
	// match.
	grams   map[uint32][]int32
	state   map[string][]int32
	typ     map[string][]int32
	rewards [2][]int32            // [0] without a program, [1] with one
	hotel   [2][]int32            // [0] known not to have a hotel, [1] known to have one
	program map[uuid.UUID][]int32 // by the casino's rewards program
	all     []int32               // every casino
}

// gram is the key of a fragment of one to three bytes.
func gram(s string) uint32 {
	k := uint32(len(s)) << 24
	for i := 0; i < len(s); i++ {
		k |= uint32(s[i]) << (16 - 8*i)
	}
	return k
}

func buildIndex(casinos []persistence.Casino, folded []texts) index {
	x := index{grams: map[uint32][]int32{}, state: map[string][]int32{}, typ: map[string][]int32{}, program: map[uuid.UUID][]int32{}}
	x.all = make([]int32, len(casinos))
	for i := range casinos {
		id := int32(i)
		x.all[i] = id
		for _, text := range folded[i] {
			for n := 1; n <= 3; n++ {
				for j := 0; j+n <= len(text); j++ {
					k := gram(text[j : j+n])
					l := x.grams[k]
					if len(l) > 0 && l[len(l)-1] == id {
						continue // the fragment occurs twice in this casino's texts
					}
					x.grams[k] = append(l, id)
				}
			}
		}
		c := &casinos[i]
		if c.State != nil {
			x.state[*c.State] = append(x.state[*c.State], id)
		}
		if c.CasinoType != nil {
			x.typ[*c.CasinoType] = append(x.typ[*c.CasinoType], id)
		}
		x.rewards[b2i(c.RewardsProgramID != nil)] = append(x.rewards[b2i(c.RewardsProgramID != nil)], id)
		if c.HasHotel != nil {
			x.hotel[b2i(*c.HasHotel)] = append(x.hotel[b2i(*c.HasHotel)], id)
		}
		if c.RewardsProgramID != nil {
			x.program[*c.RewardsProgramID] = append(x.program[*c.RewardsProgramID], id)
		}
	}
	return x
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// nameCandidates returns casinos that may match the folded query q (in
// their name, brand or tribal nation), and whether every one of them does.
func (x *index) nameCandidates(q string) (ids []int32, exact bool) {
	if len(q) <= 3 {
		return x.grams[gram(q)], true
	}
	var best []int32
	for j := 0; j+3 <= len(q); j++ {
		l, ok := x.grams[gram(q[j:j+3])]
		if !ok {
			return nil, true // a fragment no name has: nothing matches
		}
		if best == nil || len(l) < len(best) {
			best = l
		}
	}
	return best, false
}

// memo remembers the matches of recent filters (without their paging), so
// the pages of one search, and searches many clients repeat, cost a lookup
// and a slice however many casinos match. It forgets everything when it
// holds too much; a snapshot's memo dies with it.
type memo struct {
	mu      sync.Mutex
	results map[string]result
	held    int // ids held, in all results
}

// Bounds of a memo: a few thousand searches, or a few million ids (8 MB of
// ids, plus the distances of searches by place).
const (
	memoEntries = 4096
	memoIDs     = 2 << 20
)

func newMemo() *memo { return &memo{results: map[string]result{}} }

func (m *memo) get(key string) (result, bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	r, ok := m.results[key]
	return r, ok
}

func (m *memo) put(key string, r result) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if len(m.results) >= memoEntries || m.held+len(r.ids) > memoIDs {
		m.results, m.held = map[string]result{}, 0
	}
	if len(r.ids) > memoIDs {
		return
	}
	m.results[key] = r
	m.held += len(r.ids)
}
