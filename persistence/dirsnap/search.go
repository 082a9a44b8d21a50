package dirsnap

import (
	"cmp"
	"encoding/base64"
	"encoding/json"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

// result is the casinos matching a filter, in the answer's order; km[i]
// is the distance of ids[i] in a search by place (nil otherwise).
type result struct {
	ids []int32
	km  []float64
}

// Page is one page of a casino search.
type Page struct {
	Casinos []persistence.Casino
	// Encoded is each casino's JSON with distance_km null (the answer
	// writes Casinos[i].DistanceKm in its place).
	Encoded []*EncodedCasino
	// Count is the number of casinos matching the filter in all.
	Count int
	// Next is the cursor of the page after this one; nil on the last page.
	Next *Cursor
}

// SearchCasinos answers persistence.Directory.SearchCasinos from memory:
// one page of the casinos matching f, and how many match in all. With
// after set, the page starts after that casino instead of at f.Offset.
func (s *Snapshot) SearchCasinos(f persistence.CasinoFilter, after *Cursor) (Page, error) {
	r := s.matches(f)
	start := min(f.Offset, len(r.ids))
	if after != nil {
		if after.byDistance != (f.Near != nil) {
			return Page{}, domain.Invalid("cursor", "belongs to a search ordered %s, not to this one; start again without cursor", after.order())
		}
		start = s.after(r, after)
	}
	end := min(start+f.Limit, len(r.ids))
	page := Page{Casinos: make([]persistence.Casino, 0, end-start), Encoded: make([]*EncodedCasino, 0, end-start), Count: len(r.ids)}
	for j := start; j < end; j++ {
		e, err := s.encoded(r.ids[j])
		if err != nil {
			return Page{}, err
		}
		page.Encoded = append(page.Encoded, e)
		c := s.casinos[r.ids[j]]
		if r.km != nil {
			km := math.Round(r.km[j]*100) / 100
			c.DistanceKm = &km
		}
		page.Casinos = append(page.Casinos, c)
	}
	if end < len(r.ids) && end > start {
		page.Next = s.cursorAt(r, end-1)
	}
	return page, nil
}

// matches returns the casinos matching f (all but its paging).
func (s *Snapshot) matches(f persistence.CasinoFilter) result {
	q := fold(f.Query)
	if f.Near == nil {
		if l, ok := s.oneList(f, q); ok {
			return result{ids: l}
		}
	}
	key := memoKey(f, q)
	if r, ok := s.memo.get(key); ok {
		return r
	}
	var r result
	if f.Near != nil {
		r = s.near(f, q)
	} else {
		r = s.scan(f, q)
	}
	s.memo.put(key, r)
	return r
}

// oneList returns the answer when it is one list of the index as it
// stands: no filter, or one filter whose list is exact.
func (s *Snapshot) oneList(f persistence.CasinoFilter, q string) ([]int32, bool) {
	var lists [][]int32
	if q != "" {
		l, exact := s.idx.nameCandidates(q)
		if !exact {
			return nil, false
		}
		lists = append(lists, l)
	}
	lists = s.filterLists(f, lists)
	switch len(lists) {
	case 0:
		return s.idx.all, true
	case 1:
		return lists[0], true
	}
	return nil, false
}

// filterLists appends the index lists of f's filters other than the name.
func (s *Snapshot) filterLists(f persistence.CasinoFilter, lists [][]int32) [][]int32 {
	if f.State != "" {
		lists = append(lists, s.idx.state[f.State])
	}
	if f.Type != "" {
		lists = append(lists, s.idx.typ[f.Type])
	}
	if f.HasRewards != nil {
		lists = append(lists, s.idx.rewards[b2i(*f.HasRewards)])
	}
	if f.HasHotel != nil {
		lists = append(lists, s.idx.hotel[b2i(*f.HasHotel)])
	}
	if f.Program != nil {
		lists = append(lists, s.idx.program[*f.Program])
	}
	return lists
}

// scan checks every casino of the shortest list that bounds the answer.
func (s *Snapshot) scan(f persistence.CasinoFilter, q string) result {
	var lists [][]int32
	if q != "" {
		l, _ := s.idx.nameCandidates(q)
		lists = append(lists, l)
	}
	lists = s.filterLists(f, lists)
	driver := s.idx.all
	for _, l := range lists {
		if len(l) < len(driver) {
			driver = l
		}
	}
	ids := []int32{}
	for _, i := range driver {
		if s.match(i, f, q) {
			ids = append(ids, i)
		}
	}
	return result{ids: ids}
}

// match reports whether casino i passes f's conditions other than Near,
// as filterCasinos's SQL does (a NULL passes no comparison).
func (s *Snapshot) match(i int32, f persistence.CasinoFilter, q string) bool {
	c := &s.casinos[i]
	switch {
	case q != "" && !s.folded[i].contains(q),
		f.State != "" && (c.State == nil || *c.State != f.State),
		f.Type != "" && (c.CasinoType == nil || *c.CasinoType != f.Type),
		f.HasRewards != nil && (c.RewardsProgramID != nil) != *f.HasRewards,
		f.HasHotel != nil && (c.HasHotel == nil || *c.HasHotel != *f.HasHotel),
		f.Program != nil && (c.RewardsProgramID == nil || *c.RewardsProgramID != *f.Program):
		return false
	}
	return true
}

// near is a search by place: the casinos of the circle's box (found by
// latitude), measured, kept within the radius and ordered by distance,
// then name, then id, as searchNear orders them.
func (s *Snapshot) near(f persistence.CasinoFilter, q string) result {
	n := f.Near
	box := n.Bounds()
	minLat, maxLat := box.LatRange()
	from := sort.Search(len(s.nearBy), func(j int) bool { return *s.casinos[s.nearBy[j]].Lat >= minLat })
	type hit struct {
		i  int32
		km float64
	}
	var hits []hit
	for _, i := range s.nearBy[from:] {
		c := &s.casinos[i]
		if *c.Lat > maxLat {
			break
		}
		if !box.Contains(*c.Lat, *c.Lon) || !s.match(i, f, q) {
			continue
		}
		if km := persistence.DistanceKm(n.Lat, n.Lon, *c.Lat, *c.Lon); km <= n.RadiusKm {
			hits = append(hits, hit{i, km})
		}
	}
	// Casinos are held by name, then id: comparing positions orders ties
	// of distance by name, then id.
	slices.SortFunc(hits, func(a, b hit) int { return cmp.Or(cmp.Compare(a.km, b.km), cmp.Compare(a.i, b.i)) })
	r := result{ids: make([]int32, len(hits)), km: make([]float64, len(hits))}
	for j, h := range hits {
		r.ids[j], r.km[j] = h.i, h.km
	}
	return r
}

func memoKey(f persistence.CasinoFilter, q string) string {
	var b strings.Builder
	b.WriteString(q)
	b.WriteByte(0)
	b.WriteString(f.State)
	b.WriteByte(0)
	b.WriteString(f.Type)
	b.WriteByte(0)
	for _, p := range []*bool{f.HasRewards, f.HasHotel} {
		switch {
		case p == nil:
			b.WriteByte('-')
		case *p:
			b.WriteByte('t')
		default:
			b.WriteByte('f')
		}
	}
	if f.Program != nil {
		b.WriteString("\x00p")
		b.WriteString(f.Program.String())
	}
	if n := f.Near; n != nil {
		for _, v := range []float64{n.Lat, n.Lon, n.RadiusKm} {
			b.WriteByte(0)
			b.WriteString(strconv.FormatFloat(v, 'g', -1, 64))
		}
	}
	return b.String()
}

// Cursor is where a page ends: the sort key of its last casino (name and
// id; in a search by place, distance first). It names no position, so
// the next page starts after that casino even when casinos were added or
// removed in between.
type Cursor struct {
	byDistance bool
	km         float64
	name       string
	id         string
}

// cursorJSON is a cursor's encoded form (then base64url): opaque to
// clients, versioned for the server.
type cursorJSON struct {
	V  int      `json:"v"`
	Km *float64 `json:"d,omitempty"`
	N  string   `json:"n"`
	I  string   `json:"i"`
}

func (c *Cursor) order() string {
	if c.byDistance {
		return "by distance (a search with near)"
	}
	return "by name (a search without near)"
}

// String is the cursor as the API sends it.
func (c *Cursor) String() string {
	j := cursorJSON{V: 1, N: c.name, I: c.id}
	if c.byDistance {
		j.Km = &c.km
	}
	raw, _ := json.Marshal(j) // strings and a finite number: cannot fail
	return base64.RawURLEncoding.EncodeToString(raw)
}

// ParseCursor reads a cursor the API sent.
func ParseCursor(s string) (*Cursor, error) {
	bad := domain.Invalid("cursor", "must be the next_cursor of an earlier answer, unchanged; got %q", shorten(s))
	raw, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil {
		return nil, bad
	}
	var j cursorJSON
	dec := json.NewDecoder(strings.NewReader(string(raw)))
	dec.DisallowUnknownFields()
	if dec.Decode(&j) != nil || dec.More() || j.V != 1 {
		return nil, bad
	}
	id, err := uuid.Parse(j.I)
	if err != nil || id.String() != j.I {
		return nil, bad
	}
	c := &Cursor{name: j.N, id: j.I}
	if j.Km != nil {
		if math.IsNaN(*j.Km) || *j.Km < 0 {
			return nil, bad
		}
		c.byDistance, c.km = true, *j.Km
	}
	return c, nil
}

func shorten(s string) string {
	if len(s) > 80 {
		return s[:80] + "..."
	}
	return s
}

// cursorAt is the cursor of the j-th casino of r.
func (s *Snapshot) cursorAt(r result, j int) *Cursor {
	i := r.ids[j]
	c := &Cursor{name: s.casinos[i].Name, id: s.ids[i]}
	if r.km != nil {
		c.byDistance, c.km = true, r.km[j]
	}
	return c
}

// after is the position in r of the first casino that sorts after c.
func (s *Snapshot) after(r result, c *Cursor) int {
	return sort.Search(len(r.ids), func(j int) bool {
		i := r.ids[j]
		if r.km != nil {
			if d := cmp.Compare(r.km[j], c.km); d != 0 {
				return d > 0
			}
		}
		return cmp.Or(strings.Compare(s.casinos[i].Name, c.name), strings.Compare(s.ids[i], c.id)) > 0
	})
}
