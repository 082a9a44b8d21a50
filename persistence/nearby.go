package persistence

import (
	"cmp"
	"context"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain/directory"
)

// Search by place. A circle is turned into the latitude/longitude box that
// holds it, the box is read through casinos_lat_lon_idx (with every other
// filter), and the exact great-circle distance is measured in Go over the
// casinos in the box: the same code on both stores, none of it relying on
// SQL trigonometry. Count and paging are exact because the box holds every
// casino of the circle and the distance is measured for each of them
// before the page is cut.

// EarthRadiusKm is the Earth's mean radius, the sphere distances are
// measured on (directory.EarthRadiusKm).
const EarthRadiusKm = directory.EarthRadiusKm

// Circle is a point (decimal degrees) and a radius in kilometres.
type Circle struct {
	Lat, Lon float64
	RadiusKm float64
}

// DistanceKm is the great-circle distance between two points
// (directory.DistanceKm, which /ask measures with too).
func DistanceKm(lat1, lon1, lat2, lon2 float64) float64 {
	return directory.DistanceKm(lat1, lon1, lat2, lon2)
}

// box is the latitude range and the longitude ranges (two when the circle
// crosses the antimeridian, one covering every longitude when it reaches a
// pole) holding every point of the circle.
type box struct {
	minLat, maxLat float64
	lons           [][2]float64
}

func (c Circle) box() box {
	r := c.RadiusKm / EarthRadiusKm // angular radius, radians
	dLat := r * 180 / math.Pi
	b := box{minLat: c.Lat - dLat, maxLat: c.Lat + dLat}
	if b.minLat <= -90 || b.maxLat >= 90 || r >= math.Pi/2 {
		b.minLat, b.maxLat = math.Max(b.minLat, -90), math.Min(b.maxLat, 90)
		b.lons = [][2]float64{{-180, 180}}
		return b
	}
	// The meridians tangent to the circle are dLon from its centre.
	dLon := math.Asin(math.Sin(r)/math.Cos(c.Lat*math.Pi/180)) * 180 / math.Pi
	lo, hi := c.Lon-dLon, c.Lon+dLon
	switch {
	case lo < -180:
		b.lons = [][2]float64{{lo + 360, 180}, {-180, hi}}
	case hi > 180:
		b.lons = [][2]float64{{lo, 180}, {-180, hi - 360}}
	default:
		b.lons = [][2]float64{{lo, hi}}
	}
	return b
}

// where adds the box's conditions to a query over casinos aliased c.
func (b box) where(q *bun.SelectQuery) *bun.SelectQuery {
	q = q.Where("c.lat BETWEEN ? AND ?", b.minLat, b.maxLat)
	return q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
		for _, r := range b.lons {
			q = q.WhereOr("c.lon BETWEEN ? AND ?", r[0], r[1])
		}
		return q
	})
}

// Bounds is the box the SQL search reads for a circle, for the in-memory
// search (persistence/dirsnap), which must measure exactly the casinos
// this one measures.
type Bounds struct{ b box }

// Bounds returns the box of c.
func (c Circle) Bounds() Bounds { return Bounds{c.box()} }

// LatRange is the box's latitude range.
func (b Bounds) LatRange() (minLat, maxLat float64) { return b.b.minLat, b.b.maxLat }

// Contains reports whether a point passes the box's conditions (the same
// BETWEEN conditions the SQL search sends).
func (b Bounds) Contains(lat, lon float64) bool {
	if lat < b.b.minLat || lat > b.b.maxLat {
		return false
	}
	for _, r := range b.b.lons {
		if lon >= r[0] && lon <= r[1] {
			return true
		}
	}
	return false
}

// nearCandidate is a casino of the box, with what ordering needs.
type nearCandidate struct {
	ID   uuid.UUID `bun:"id"`
	Name string    `bun:"name"`
	Lat  float64   `bun:"lat"`
	Lon  float64   `bun:"lon"`
	km   float64
}

// nearCandidates returns the casinos matching f inside the box of f.Near,
// unordered: the rows a search by place measures.
func (d *Directory) nearCandidates(ctx context.Context, f CasinoFilter) ([]nearCandidate, error) {
	var cands []nearCandidate
	q := d.db.NewSelect().TableExpr("casinos AS c").Column("c.id", "c.name", "c.lat", "c.lon")
	q = f.Near.box().where(filterCasinos(q, f))
	if err := q.Scan(ctx, &cands); err != nil {
		return nil, fmt.Errorf("casinos near %v,%v: %w", f.Near.Lat, f.Near.Lon, err)
	}
	return cands, nil
}

// searchNear is SearchCasinos with f.Near set: the casinos within the
// radius, nearest first (then by name, then id), each with DistanceKm.
func (d *Directory) searchNear(ctx context.Context, f CasinoFilter) ([]Casino, int, error) {
	cands, err := d.nearCandidates(ctx, f)
	if err != nil {
		return nil, 0, err
	}
	n := f.Near
	within := cands[:0]
	for _, c := range cands {
		c.km = DistanceKm(n.Lat, n.Lon, c.Lat, c.Lon)
		if c.km <= n.RadiusKm {
			within = append(within, c)
		}
	}
	slices.SortFunc(within, func(a, b nearCandidate) int {
		return cmp.Or(cmp.Compare(a.km, b.km), strings.Compare(a.Name, b.Name), strings.Compare(a.ID.String(), b.ID.String()))
	})
	count := len(within)
	page := within[min(f.Offset, count):min(f.Offset+f.Limit, count)]
	casinos := []Casino{}
	if len(page) == 0 {
		return casinos, count, nil
	}
	ids := make([]uuid.UUID, len(page))
	for i, c := range page {
		ids[i] = c.ID
	}
	if err := d.selectCasinos(&casinos).Where("c.id IN (?)", bun.In(ids)).Scan(ctx); err != nil {
		return nil, 0, fmt.Errorf("casinos near %v,%v: %w", n.Lat, n.Lon, err)
	}
	byID := make(map[uuid.UUID]*Casino, len(casinos))
	for i := range casinos {
		byID[casinos[i].ID] = &casinos[i]
	}
	out := make([]Casino, 0, len(page))
	for _, c := range page {
		row, ok := byID[c.ID]
		if !ok {
			continue // deleted between the two reads (a reseed): left out, never invented
		}
		km := math.Round(c.km*100) / 100
		row.DistanceKm = &km
		out = append(out, *row)
	}
	return out, count, nil
}

// Place is a city of the directory: where its casinos are, on average.
type Place struct {
	City  string
	State string
	// Lat and Lon are the mean of the city's casinos' coordinates (their
	// centroid; the casinos of one city are close enough for the plain
	// mean).
	Lat, Lon float64
	// Casinos is how many casinos with coordinates the city has.
	Casinos int
}

// Places returns every city of the directory with the centroid of its
// casinos, ordered by city then state.
func (d *Directory) Places(ctx context.Context) ([]Place, error) {
	var rows []struct {
		City    string  `bun:"city"`
		State   string  `bun:"state"`
		Lat     float64 `bun:"lat"`
		Lon     float64 `bun:"lon"`
		Casinos int     `bun:"casinos"`
	}
	if err := d.db.NewSelect().TableExpr("casinos AS c").
		ColumnExpr("c.city AS city, c.state AS state, avg(c.lat) AS lat, avg(c.lon) AS lon, count(*) AS casinos").
		Where("c.city IS NOT NULL AND c.city <> '' AND c.state IS NOT NULL AND c.lat IS NOT NULL AND c.lon IS NOT NULL").
		GroupExpr("c.city, c.state").Scan(ctx, &rows); err != nil {
		return nil, fmt.Errorf("places: %w", err)
	}
	out := make([]Place, len(rows))
	for i, r := range rows {
		out[i] = Place{City: r.City, State: r.State, Lat: r.Lat, Lon: r.Lon, Casinos: r.Casinos}
	}
	slices.SortFunc(out, func(a, b Place) int {
		return cmp.Or(strings.Compare(a.City, b.City), strings.Compare(a.State, b.State))
	})
	return out, nil
}
