package transport

import (
	"cmp"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dirsnap"
	"github.com/tierline/tierline/registry"
)

// Search by place: GET /v1/casinos?near=...&radius_km=... . near is a
// point ("36.1126,-115.1767"), a city of the directory ("Las Vegas, NV"),
// which stands for the centroid of that city's casinos, or one of the
// 1,000 largest U.S. cities of data.USCities ("Dallas, TX"), which stands
// for the city's centre. A city of the directory wins over the list.

// nearQuery is the circle a search by place used, echoed in the answer so
// a client sees which point a city name stood for.
type nearQuery struct {
	Lat      float64 `json:"lat"`
	Lon      float64 `json:"lon"`
	Place    *string `json:"place"`
	RadiusKm float64 `json:"radius_km"`
}

var coordinatesRE = regexp.MustCompile(`^(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$`)

// readNear reads near and radius_km; nil when near is absent. A city is
// looked up among the places of snap, then in data.USCities.
func (s *Server) readNear(snap *dirsnap.Snapshot, p params) (*nearQuery, error) {
	raw, err := p.search("near")
	if err != nil {
		return nil, err
	}
	radius := p.str("radius_km")
	if raw == "" {
		if radius != "" {
			return nil, domain.Invalid("radius_km", "only applies with near, e.g. near=Las Vegas, NV&radius_km=25")
		}
		return nil, nil
	}
	n := &nearQuery{RadiusKm: registry.NearRadiusDefault}
	if radius != "" {
		r, err := strconv.ParseFloat(radius, 64)
		if err != nil || math.IsNaN(r) || r <= 0 || r > registry.NearRadiusMax {
			return nil, domain.Invalid("radius_km", "must be a number of kilometres above 0 and at most %d, got %q", registry.NearRadiusMax, radius)
		}
		n.RadiusKm = r
	}
	if m := coordinatesRE.FindStringSubmatch(raw); m != nil {
		lat, _ := strconv.ParseFloat(m[1], 64)
		lon, _ := strconv.ParseFloat(m[2], 64)
		if lat < -90 || lat > 90 || lon < -180 || lon > 180 {
			return nil, domain.Invalid("near", "must be a latitude from -90 to 90 and a longitude from -180 to 180, got %q", raw)
		}
		n.Lat, n.Lon = lat, lon
		return n, nil
	}
	place, err := resolvePlace(s.placeIndex(snap), usPlaces(), raw)
	if err != nil {
		return nil, err
	}
	name := place.City + ", " + place.State
	n.Lat, n.Lon, n.Place = place.Lat, place.Lon, &name
	return n, nil
}

// placeReplacer is placeKey's replacer, built once (it is safe for
// concurrent use and never changes).
var placeReplacer = strings.NewReplacer(".", " ", "-", " ", "’", "'")

// placeKey is the comparable form of a city name: lower case, single
// spaces, no dots or hyphens, "saint" written "st" ("St. Louis" and
// "Saint Louis" are "st louis", "Winston-Salem" is "winston salem").
func placeKey(s string) string {
	words := strings.Fields(placeReplacer.Replace(strings.ToLower(s)))
	for i, w := range words {
		if w == "saint" {
			words[i] = "st"
		}
	}
	return strings.Join(words, " ")
}

// stateOf reads a state written as its code or its name.
func stateOf(s string) (string, bool) {
	if code, ok := directory.NormalizeState(strings.TrimSpace(s)); ok {
		return code, true
	}
	key := placeKey(s)
	for code, name := range directory.States {
		if placeKey(name) == key {
			return code, true
		}
	}
	return "", false
}

// resolvePlace finds the city raw names: "City, ST", "City, State",
// "City ST" or "City" alone when one state has a city of that name, among
// the directory's cities and the list's together. A directory city wins
// over the list's city of the same name and state.
func resolvePlace(dir, list placeIndex, raw string) (persistence.Place, error) {
	city, state := raw, ""
	if i := strings.LastIndex(raw, ","); i >= 0 {
		code, ok := stateOf(raw[i+1:])
		if !ok {
			return persistence.Place{}, domain.Invalid("near", "must end with a U.S. state after the comma (\"Las Vegas, NV\"), got %q", raw)
		}
		city, state = raw[:i], code
	}
	found := findPlace(dir, list, city, state)
	if len(found) == 0 && state == "" {
		// "Las Vegas NV": the last word may be the state.
		if i := strings.LastIndexByte(strings.TrimSpace(raw), ' '); i > 0 {
			if code, ok := stateOf(raw[i+1:]); ok {
				found = findPlace(dir, list, raw[:i], code)
			}
		}
	}
	switch len(found) {
	case 0:
		return persistence.Place{}, domain.Invalid("near", "must be \"lat,lon\" or a city of the directory or one of the 1,000 largest U.S. cities, such as \"Las Vegas, NV\" or \"Dallas, TX\"; neither has a city called %q", raw)
	case 1:
		return found[0], nil
	}
	slices.SortStableFunc(found, func(a, b persistence.Place) int { return cmp.Compare(a.State, b.State) })
	var names []string
	for _, p := range found {
		names = append(names, p.City+", "+p.State)
	}
	return persistence.Place{}, domain.Invalid("near", "names a city in several states (%s): add the state, e.g. %q", strings.Join(names, "; "), names[0])
}

// findPlace is the cities called city, in state unless state is "": the
// directory's, and the list's in the states where the directory has none.
func findPlace(dir, list placeIndex, city, state string) []persistence.Place {
	key := placeKey(city)
	var out []persistence.Place
	for _, p := range dir[key] {
		if state == "" || p.State == state {
			out = append(out, p)
		}
	}
	for _, p := range list[key] {
		if state != "" && p.State != state {
			continue
		}
		if slices.ContainsFunc(out, func(d persistence.Place) bool { return d.State == p.State }) {
			continue // the directory's city of that state wins
		}
		out = append(out, p)
	}
	return out
}

// usPlaces is data.USCities by placeKey, built once: the cities a search
// by place knows besides the directory's, each standing for its centre.
var usPlaces = sync.OnceValue(func() placeIndex {
	index := placeIndex{}
	for _, c := range data.USCities() {
		k := placeKey(c.City)
		index[k] = append(index[k], persistence.Place{City: c.City, State: c.State, Lat: c.Lat, Lon: c.Lon})
	}
	return index
})

// placeIndex is the directory's cities by placeKey, each key's in the
// order of the snapshot's places (city, then state).
type placeIndex map[string][]persistence.Place

// placeCache is the place index of one snapshot: at 100,000 casinos there
// are tens of thousands of cities, too many to compare one by one.
type placeCache struct {
	mu    sync.Mutex
	index placeIndex
	from  *dirsnap.Snapshot
}

// placeIndex returns the index of snap's places, built once per snapshot.
func (s *Server) placeIndex(snap *dirsnap.Snapshot) placeIndex {
	c := &s.places
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.from != snap {
		c.index = placeIndex{}
		for _, p := range snap.Places() {
			k := placeKey(p.City)
			c.index[k] = append(c.index[k], p)
		}
		c.from = snap
	}
	return c.index
}
