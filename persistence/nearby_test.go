package persistence_test

import (
	"context"
	"encoding/json"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

// allCasinos is every casino of the seeded directory.
func allCasinos(t *testing.T, dir *persistence.Directory) []persistence.Casino {
	t.Helper()
	all, n, err := dir.SearchCasinos(context.Background(), persistence.CasinoFilter{Limit: 100000})
	if err != nil {
		t.Fatal(err)
	}
	if n != len(all) || n < 100 {
		t.Fatalf("the seeded directory has %d casinos (%d read)", n, len(all))
	}
	return all
}

// casinoNamed is the seeded casino with that exact name.
func casinoNamed(t *testing.T, all []persistence.Casino, name string) persistence.Casino {
	t.Helper()
	for _, c := range all {
		if c.Name == name {
			if c.Lat == nil || c.Lon == nil {
				t.Fatalf("%s has no coordinates", name)
			}
			return c
		}
	}
	t.Fatalf("no casino named %q", name)
	return persistence.Casino{}
}

func TestDistanceKmIsTheGreatCircle(t *testing.T) {
	tests := []struct {
		name                   string
		lat1, lon1, lat2, lon2 float64
		want                   float64
	}{
		{"a point is 0 km from itself", 36.11, -115.17, 36.11, -115.17, 0},
		{"one degree of the equator is 2πR/360", 0, 0, 0, 1, 2 * math.Pi * persistence.EarthRadiusKm / 360},
		{"the equator to a pole is a quarter of the circumference", 0, 0, 90, 0, math.Pi * persistence.EarthRadiusKm / 2},
		{"across the antimeridian is the short way round", 0, 179.5, 0, -179.5, 2 * math.Pi * persistence.EarthRadiusKm / 360},
		{"antipodes are half the circumference", 0, 0, 0, 180, math.Pi * persistence.EarthRadiusKm},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := persistence.DistanceKm(tt.lat1, tt.lon1, tt.lat2, tt.lon2); math.Abs(got-tt.want) > 1e-6 {
				t.Errorf("DistanceKm = %.6f, want %.6f", got, tt.want)
			}
		})
	}
}

func TestSearchByPlace(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Seeded(t)
	dir := persistence.NewDirectory(db)
	all := allCasinos(t, dir)
	borgata := casinoNamed(t, all, "Borgata Hotel Casino and Spa")
	bellagio := casinoNamed(t, all, "Bellagio Hotel and Casino")

	// expected is the brute-force answer: every casino with coordinates
	// that keep holds, within radius of the point, nearest first, then by
	// name, then id.
	expected := func(lat, lon, radius float64, keep func(persistence.Casino) bool) []string {
		type hit struct {
			km       float64
			name, id string
		}
		var hits []hit
		for _, c := range all {
			if c.Lat == nil || c.Lon == nil || !keep(c) {
				continue
			}
			if km := persistence.DistanceKm(lat, lon, *c.Lat, *c.Lon); km <= radius {
				hits = append(hits, hit{km, c.Name, c.ID.String()})
			}
		}
		slices.SortFunc(hits, func(a, b hit) int {
			switch {
			case a.km != b.km:
				if a.km < b.km {
					return -1
				}
				return 1
			case a.name != b.name:
				return strings.Compare(a.name, b.name)
			}
			return strings.Compare(a.id, b.id)
		})
		ids := make([]string, len(hits))
		for i, h := range hits {
			ids[i] = h.id
		}
		return ids
	}
	// pages reads every page of the search, pageSize at a time, and checks
	// each page's count and distances.
	pages := func(t *testing.T, f persistence.CasinoFilter, pageSize int) []string {
		t.Helper()
		var ids []string
		last := -1.0
		for f.Offset, f.Limit = 0, pageSize; ; f.Offset += pageSize {
			got, n, err := dir.SearchCasinos(ctx, f)
			if err != nil {
				t.Fatal(err)
			}
			for _, c := range got {
				if c.DistanceKm == nil {
					t.Fatalf("%s has no distance_km", c.Name)
				}
				if *c.DistanceKm > f.Near.RadiusKm+0.005 || *c.DistanceKm < last {
					t.Errorf("%s at %.2f km: outside %.0f km or out of order (after %.2f)", c.Name, *c.DistanceKm, f.Near.RadiusKm, last)
				}
				last = *c.DistanceKm
				ids = append(ids, c.ID.String())
			}
			if f.Offset+pageSize >= n {
				if len(ids) != n {
					t.Fatalf("the pages hold %d casinos, count says %d", len(ids), n)
				}
				return ids
			}
			if len(got) != pageSize {
				t.Fatalf("a full page holds %d casinos, want %d", len(got), pageSize)
			}
		}
	}
	everything := func(persistence.Casino) bool { return true }
	yes, no := true, false

	t.Run("a casino's own point finds it first, 0 km away", func(t *testing.T) {
		got, _, err := dir.SearchCasinos(ctx, persistence.CasinoFilter{Near: &persistence.Circle{Lat: *bellagio.Lat, Lon: *bellagio.Lon, RadiusKm: 1}, Limit: 1})
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != 1 || got[0].ID != bellagio.ID || got[0].DistanceKm == nil || *got[0].DistanceKm != 0 {
			t.Fatalf("got %+v, want Bellagio at 0 km", got)
		}
	})

	tests := []struct {
		name     string
		filter   persistence.CasinoFilter
		keep     func(persistence.Casino) bool
		pageSize int
		// at is the centre, Borgata's point when nil.
		at *persistence.Casino
	}{
		{"50 km of Atlantic City, read 3 at a time, is every casino within 50 km in distance order",
			persistence.CasinoFilter{}, everything, 3, nil},
		{"the state filter applies inside the circle (New Jersey only, not Pennsylvania or Delaware)",
			persistence.CasinoFilter{State: "NJ"}, func(c persistence.Casino) bool { return c.State != nil && *c.State == "NJ" }, 4, nil},
		{"has_hotel=true keeps only casinos known to have a hotel",
			persistence.CasinoFilter{HasHotel: &yes}, func(c persistence.Casino) bool { return c.HasHotel != nil && *c.HasHotel }, 5, nil},
		{"has_hotel=false keeps only casinos known to have none (50 km of the Bellagio)",
			persistence.CasinoFilter{HasHotel: &no}, func(c persistence.Casino) bool { return c.HasHotel != nil && !*c.HasHotel }, 5, &bellagio},
		{"the program filter applies inside the circle (Caesars Rewards near Atlantic City)",
			persistence.CasinoFilter{Program: new(directory.ProgramID("Caesars Rewards"))}, func(c persistence.Casino) bool {
				return c.RewardsProgramID != nil && *c.RewardsProgramID == directory.ProgramID("Caesars Rewards")
			}, 2, nil},
		{"the name search and has_rewards apply inside the circle",
			persistence.CasinoFilter{Query: "casino", HasRewards: &yes}, func(c persistence.Casino) bool {
				return c.HasRewardsProgram && strings.Contains(strings.ToLower(c.Name), "casino")
			}, 2, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			at := borgata
			if tt.at != nil {
				at = *tt.at
			}
			f := tt.filter
			f.Near = &persistence.Circle{Lat: *at.Lat, Lon: *at.Lon, RadiusKm: 50}
			want := expected(*at.Lat, *at.Lon, 50, tt.keep)
			if len(want) < 2 {
				t.Fatalf("the test needs at least 2 matches to order, the data has %d", len(want))
			}
			if got := pages(t, f, tt.pageSize); !slices.Equal(got, want) {
				t.Errorf("got %d casinos %v\nwant %d %v", len(got), got, len(want), want)
			}
		})
	}

	t.Run("a circle far from any casino is an empty page and count 0", func(t *testing.T) {
		got, n, err := dir.SearchCasinos(ctx, persistence.CasinoFilter{Near: &persistence.Circle{Lat: 30, Lon: -140, RadiusKm: 500}, Limit: 24})
		if err != nil || n != 0 || len(got) != 0 || got == nil {
			t.Fatalf("got %v (count %d, err %v), want an empty list", got, n, err)
		}
	})

	t.Run("an offset past the end is an empty page with the full count", func(t *testing.T) {
		f := persistence.CasinoFilter{Near: &persistence.Circle{Lat: *borgata.Lat, Lon: *borgata.Lon, RadiusKm: 50}, Limit: 24, Offset: 1000}
		got, n, err := dir.SearchCasinos(ctx, f)
		if err != nil || len(got) != 0 || n != len(expected(*borgata.Lat, *borgata.Lon, 50, everything)) {
			t.Fatalf("got %d casinos, count %d, err %v", len(got), n, err)
		}
	})

	t.Run("a search without near has no distance", func(t *testing.T) {
		got, _, err := dir.SearchCasinos(ctx, persistence.CasinoFilter{Query: "bellagio", Limit: 5})
		if err != nil || len(got) == 0 {
			t.Fatalf("got %v, %v", got, err)
		}
		raw, _ := json.Marshal(got[0])
		if !strings.Contains(string(raw), `"distance_km":null`) {
			t.Errorf("JSON %s, want distance_km null", raw)
		}
	})
}

func TestSearchByPlaceReadsOnlyTheBox(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Seeded(t)
	dir := persistence.NewDirectory(db)
	all := allCasinos(t, dir)
	borgata := casinoNamed(t, all, "Borgata Hotel Casino and Spa")
	near := &persistence.Circle{Lat: *borgata.Lat, Lon: *borgata.Lon, RadiusKm: 50}

	t.Run("the rows measured are the box's, a small part of the directory", func(t *testing.T) {
		n, err := dir.NearCandidates(ctx, persistence.CasinoFilter{Near: near})
		if err != nil {
			t.Fatal(err)
		}
		_, within, err := dir.SearchCasinos(ctx, persistence.CasinoFilter{Near: near, Limit: 1})
		if err != nil {
			t.Fatal(err)
		}
		if n < within || n > len(all)/20 {
			t.Errorf("%d rows measured for %d casinos within 50 km (of %d in all); want the box's few", n, within, len(all))
		}
	})

	// The box query is the first statement a search by place sends.
	logged := dbtest.Seeded(t)
	log := &dbtest.Statements{}
	logged.AddQueryHook(log)
	if _, _, err := persistence.NewDirectory(logged).SearchCasinos(ctx, persistence.CasinoFilter{Near: near, Limit: 24}); err != nil {
		t.Fatal(err)
	}
	sent := log.Take()
	if len(sent) != 2 {
		t.Fatalf("a search by place sent %d statements, want 2 (the box, then the page by id): %q", len(sent), sent)
	}
	boxSQL := sent[0]

	if persistence.IsPostgres(db) {
		t.Run("PostgreSQL reads the box through casinos_lat_lon_idx, never a sequential scan", func(t *testing.T) {
			var raw string
			if err := db.DB.QueryRowContext(ctx, "EXPLAIN (FORMAT JSON) "+boxSQL).Scan(&raw); err != nil {
				t.Fatalf("explain %s: %v", boxSQL, err)
			}
			var plans []struct{ Plan pgPlan }
			if err := json.Unmarshal([]byte(raw), &plans); err != nil || len(plans) != 1 {
				t.Fatalf("EXPLAIN output %s: %v", raw, err)
			}
			var nodes []string
			usesIndex := false
			plans[0].Plan.walk(func(p pgPlan) {
				nodes = append(nodes, strings.TrimSpace(p.NodeType+" "+p.IndexName))
				usesIndex = usesIndex || p.IndexName == "casinos_lat_lon_idx"
				if p.NodeType == "Seq Scan" {
					t.Errorf("plan has a sequential scan")
				}
			})
			if !usesIndex {
				t.Errorf("plan does not use casinos_lat_lon_idx: %v\n%s", nodes, boxSQL)
			}
		})
		return
	}
	t.Run("SQLite searches casinos_lat_lon_idx by latitude", func(t *testing.T) {
		rows, err := db.DB.QueryContext(ctx, "EXPLAIN QUERY PLAN "+boxSQL)
		if err != nil {
			t.Fatalf("explain %s: %v", boxSQL, err)
		}
		defer rows.Close()
		var details []string
		for rows.Next() {
			var id, parent, unused int
			var detail string
			if err := rows.Scan(&id, &parent, &unused, &detail); err != nil {
				t.Fatal(err)
			}
			details = append(details, detail)
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
		plan := strings.Join(details, "\n")
		if !strings.Contains(plan, "SEARCH c USING INDEX casinos_lat_lon_idx (lat>? AND lat<?)") {
			t.Errorf("plan does not search casinos_lat_lon_idx by latitude:\n%s\n%s", boxSQL, plan)
		}
	})
}

func TestSearchByPlaceAcrossTheAntimeridianAndThePoles(t *testing.T) {
	ctx := context.Background()
	db := dbtest.NewMigrated(t)
	points := map[string][2]float64{
		"East of the line": {51.8, 179.9}, "West of the line": {51.8, -179.9},
		"Near the pole": {89.96, 10}, "Across the pole": {89.95, -170},
		"Far away": {0, 0},
	}
	var casinos []persistence.Casino
	for name, p := range points {
		lat, lon := p[0], p[1]
		casinos = append(casinos, persistence.Casino{ID: uuid.New(), Slug: strings.ToLower(strings.ReplaceAll(name, " ", "-")), Name: name, Lat: &lat, Lon: &lon})
	}
	if _, err := db.NewInsert().Model(&casinos).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	dir := persistence.NewDirectory(db)
	tests := []struct {
		name string
		near persistence.Circle
		want []string
	}{
		{"a circle on the antimeridian finds both sides", persistence.Circle{Lat: 51.8, Lon: 179.95, RadiusKm: 20}, []string{"East of the line", "West of the line"}},
		{"a circle west of the antimeridian finds the east side too", persistence.Circle{Lat: 51.8, Lon: -179.95, RadiusKm: 20}, []string{"West of the line", "East of the line"}},
		{"a circle over the pole finds both sides of it", persistence.Circle{Lat: 90, Lon: 0, RadiusKm: 20}, []string{"Near the pole", "Across the pole"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n := tt.near
			got, count, err := dir.SearchCasinos(ctx, persistence.CasinoFilter{Near: &n, Limit: 10})
			if err != nil {
				t.Fatal(err)
			}
			var names []string
			for _, c := range got {
				names = append(names, c.Name)
			}
			if !slices.Equal(names, tt.want) || count != len(tt.want) {
				t.Errorf("found %q (count %d), want %q", names, count, tt.want)
			}
		})
	}
}

func TestPlacesAreTheDirectorysCities(t *testing.T) {
	ctx := context.Background()
	dir := persistence.NewDirectory(dbtest.Seeded(t))
	all := allCasinos(t, dir)
	places, err := dir.Places(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var vegas *persistence.Place
	for i, p := range places {
		if i > 0 && (places[i-1].City > p.City || places[i-1].City == p.City && places[i-1].State >= p.State) {
			t.Errorf("places out of order or repeated: %v then %v", places[i-1], p)
		}
		if p.City == "Las Vegas" && p.State == "NV" {
			vegas = &places[i]
		}
	}
	if vegas == nil {
		t.Fatal("no place Las Vegas, NV")
	}
	n := 0
	minLat, maxLat, minLon, maxLon := 90.0, -90.0, 180.0, -180.0
	for _, c := range all {
		if c.City != nil && *c.City == "Las Vegas" && c.State != nil && *c.State == "NV" && c.Lat != nil && c.Lon != nil {
			n++
			minLat, maxLat = math.Min(minLat, *c.Lat), math.Max(maxLat, *c.Lat)
			minLon, maxLon = math.Min(minLon, *c.Lon), math.Max(maxLon, *c.Lon)
		}
	}
	if vegas.Casinos != n || vegas.Lat < minLat || vegas.Lat > maxLat || vegas.Lon < minLon || vegas.Lon > maxLon {
		t.Errorf("Las Vegas, NV = %+v; want %d casinos and a centroid inside their box %.3f..%.3f, %.3f..%.3f", *vegas, n, minLat, maxLat, minLon, maxLon)
	}
}

// BenchmarkSearchByPlace measures a search by place (the box read through
// the index, distances in Go, the page read by id) against the state
// filter, on the store TIERLINE_TEST_STORE names.
func BenchmarkSearchByPlace(b *testing.B) {
	ctx := context.Background()
	dir := persistence.NewDirectory(dbtest.Seeded(b))
	for _, bm := range []struct {
		name string
		f    persistence.CasinoFilter
	}{
		{"state NV", persistence.CasinoFilter{State: "NV", Limit: 24}},
		{"near Atlantic City 50 km", persistence.CasinoFilter{Near: &persistence.Circle{Lat: 39.3687, Lon: -74.4274, RadiusKm: 50}, Limit: 24}},
		{"near Las Vegas 50 km", persistence.CasinoFilter{Near: &persistence.Circle{Lat: 36.1126, Lon: -115.1767, RadiusKm: 50}, Limit: 24}},
		{"near Las Vegas 500 km", persistence.CasinoFilter{Near: &persistence.Circle{Lat: 36.1126, Lon: -115.1767, RadiusKm: 500}, Limit: 24}},
	} {
		b.Run(bm.name, func(b *testing.B) {
			for b.Loop() {
				if _, _, err := dir.SearchCasinos(ctx, bm.f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
