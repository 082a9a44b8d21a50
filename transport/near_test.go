package transport_test

import (
	"cmp"
	"encoding/csv"
	"math"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// nearAnswer is the body of a search by place.
type nearAnswer struct {
	Data []struct {
		ID         string   `json:"id"`
		Name       string   `json:"name"`
		State      *string  `json:"state"`
		HasHotel   *bool    `json:"has_hotel"`
		DistanceKm *float64 `json:"distance_km"`
	} `json:"data"`
	Count int `json:"count"`
	Near  *struct {
		Lat      float64 `json:"lat"`
		Lon      float64 `json:"lon"`
		Place    *string `json:"place"`
		RadiusKm float64 `json:"radius_km"`
	} `json:"near"`
}

func getNear(t *testing.T, h *apitest.Harness, query url.Values) nearAnswer {
	t.Helper()
	res := h.Do(t, http.MethodGet, "/v1/casinos?"+query.Encode(), nil, nil)
	if res.Status != http.StatusOK {
		t.Fatalf("GET /v1/casinos?%s: status %d: %s", query.Encode(), res.Status, res.Body)
	}
	var body nearAnswer
	res.JSON(t, &body)
	return body
}

func TestSearchCasinosByPlace(t *testing.T) {
	h := apitest.New(t, apitest.Options{})

	t.Run("a city of the directory is searched around its casinos' centroid, nearest first", func(t *testing.T) {
		got := getNear(t, h, url.Values{"near": {"Atlantic City, NJ"}, "limit": {"100"}})
		if got.Near == nil || got.Near.Place == nil || *got.Near.Place != "Atlantic City, NJ" || got.Near.RadiusKm != 50 {
			t.Fatalf("near = %+v, want Atlantic City, NJ within the default 50 km", got.Near)
		}
		if got.Count < 9 || len(got.Data) != got.Count {
			t.Fatalf("%d casinos (count %d) within 50 km of Atlantic City; the directory has 9 in the city alone", len(got.Data), got.Count)
		}
		last := -1.0
		for _, c := range got.Data {
			if c.DistanceKm == nil || *c.DistanceKm < last || *c.DistanceKm > 50 {
				t.Fatalf("%s at %v km after %v: not in distance order within 50 km", c.Name, c.DistanceKm, last)
			}
			last = *c.DistanceKm
		}
	})

	t.Run("the state may be written out, or left out when the city is in one state", func(t *testing.T) {
		want := getNear(t, h, url.Values{"near": {"Atlantic City, NJ"}})
		for _, near := range []string{"atlantic city, new jersey", "Atlantic City", "  ATLANTIC   city ", "Atlantic City NJ"} {
			got := getNear(t, h, url.Values{"near": {near}})
			if got.Count != want.Count || got.Near == nil || got.Near.Lat != want.Near.Lat || got.Near.Lon != want.Near.Lon {
				t.Errorf("near=%q: %d casinos around %+v, want %d around %+v", near, got.Count, got.Near, want.Count, want.Near)
			}
		}
	})

	t.Run("a point and a radius find what is within it, with paging", func(t *testing.T) {
		all := getNear(t, h, url.Values{"near": {"36.1126,-115.1767"}, "radius_km": {"3.5"}, "limit": {"100"}})
		if all.Near == nil || all.Near.Place != nil || all.Near.RadiusKm != 3.5 || all.Count < 4 {
			t.Fatalf("near = %+v with %d casinos", all.Near, all.Count)
		}
		var paged []string
		for offset := 0; offset < all.Count; offset += 3 {
			page := getNear(t, h, url.Values{"near": {"36.1126,-115.1767"}, "radius_km": {"3.5"}, "limit": {"3"}, "offset": {itoa(offset)}})
			if page.Count != all.Count {
				t.Fatalf("count %d on the page at %d, %d in all", page.Count, offset, all.Count)
			}
			for _, c := range page.Data {
				paged = append(paged, c.ID)
			}
		}
		for i, c := range all.Data {
			if i >= len(paged) || paged[i] != c.ID {
				t.Fatalf("the pages read %v, the one page %d casinos", paged, len(all.Data))
			}
		}
	})

	t.Run("near combines with state and has_hotel", func(t *testing.T) {
		got := getNear(t, h, url.Values{"near": {"Atlantic City, NJ"}, "radius_km": {"100"}, "state": {"pa"}, "has_hotel": {"false"}, "limit": {"100"}})
		if got.Count < 2 {
			t.Fatalf("%d Pennsylvania casinos without a hotel within 100 km of Atlantic City; the test needs two", got.Count)
		}
		for _, c := range got.Data {
			if c.State == nil || *c.State != "PA" || c.HasHotel == nil || *c.HasHotel || *c.DistanceKm > 100 {
				t.Errorf("%s (%v, hotel %v, %v km) does not match", c.Name, c.State, c.HasHotel, *c.DistanceKm)
			}
		}
	})

	t.Run("has_hotel alone filters the directory", func(t *testing.T) {
		got := getNear(t, h, url.Values{"state": {"NV"}, "has_hotel": {"false"}, "limit": {"100"}})
		if got.Near != nil || got.Count == 0 {
			t.Fatalf("near %+v, %d casinos", got.Near, got.Count)
		}
		for _, c := range got.Data {
			if c.HasHotel == nil || *c.HasHotel || c.DistanceKm != nil {
				t.Errorf("%s: has_hotel %v, distance %v", c.Name, c.HasHotel, c.DistanceKm)
			}
		}
	})

	bad := []struct {
		name, query, field, part string
	}{
		{"a city neither the directory nor the list of cities has", "near=Narnia+City", "near", `one of the 1,000 largest U.S. cities, such as "Las Vegas, NV" or "Dallas, TX"; neither has a city called "Narnia City"`},
		{"a city in several states, without its state", "near=Kansas+City", "near", "Kansas City, KS; Kansas City, MO"},
		{"a state that is not one", "near=Reno,+Narnia", "near", "U.S. state"},
		{"a latitude past the pole", "near=91,10", "near", "latitude from -90 to 90"},
		{"a longitude past the antimeridian", "near=10,-181", "near", "longitude from -180 to 180"},
		{"a radius of 0", "near=Reno&radius_km=0", "radius_km", "above 0"},
		{"a radius over 500 km", "near=Reno&radius_km=500.1", "radius_km", "at most 500"},
		{"a radius that is not a number", "near=Reno&radius_km=far", "radius_km", `"far"`},
		{"a radius without near", "radius_km=10", "radius_km", "only applies with near"},
		{"a near longer than 100 characters", "near=" + strings.Repeat("x", 101), "near", "at most 100"},
		{"has_hotel that is not a boolean", "has_hotel=maybe", "has_hotel", "true or false"},
	}
	for _, tt := range bad {
		t.Run(tt.name+" is a 400 naming "+tt.field, func(t *testing.T) {
			res := h.Do(t, http.MethodGet, "/v1/casinos?"+tt.query, nil, nil)
			e := res.WantInvalid(t, tt.field)
			if !strings.Contains(e.Message, tt.part) {
				t.Errorf("message %q does not say %q", e.Message, tt.part)
			}
		})
	}
}

func itoa(n int) string { return jsonNumber(n) }

// shippedCasino is a casino of data/casinos.csv with coordinates.
type shippedCasino struct {
	name, city, state string
	lat, lon          float64
}

// shippedCasinos reads the casinos.csv the test directory is seeded from.
func shippedCasinos(t *testing.T) []shippedCasino {
	t.Helper()
	raw, err := data.Files.ReadFile("casinos.csv")
	if err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(strings.NewReader(string(raw))).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	col := map[string]int{}
	for i, name := range rows[0] {
		col[name] = i
	}
	var out []shippedCasino
	for _, r := range rows[1:] {
		lat, err1 := strconv.ParseFloat(r[col["lat"]], 64)
		lon, err2 := strconv.ParseFloat(r[col["lon"]], 64)
		if err1 != nil || err2 != nil {
			continue // no coordinates: never found by place
		}
		out = append(out, shippedCasino{r[col["name"]], r[col["city"]], r[col["state"]], lat, lon})
	}
	return out
}

// listedCity is the point data.USCities gives a city.
func listedCity(t *testing.T, city, state string) data.USCity {
	t.Helper()
	for _, c := range data.USCities() {
		if c.City == city && c.State == state {
			return c
		}
	}
	t.Fatalf("%s, %s is not in data.USCities", city, state)
	return data.USCity{}
}

// greatCircleKm is the haversine distance the search by place measures.
func greatCircleKm(lat1, lon1, lat2, lon2 float64) float64 {
	rad := math.Pi / 180
	dLat, dLon := (lat2-lat1)*rad, (lon2-lon1)*rad
	h := math.Sin(dLat/2)*math.Sin(dLat/2) + math.Cos(lat1*rad)*math.Cos(lat2*rad)*math.Sin(dLon/2)*math.Sin(dLon/2)
	return 2 * persistence.EarthRadiusKm * math.Asin(math.Sqrt(h))
}

// TestSearchCasinosNearAListedCity: a city without casinos is found in the
// embedded list of the 1,000 largest U.S. cities (data.USCities), a city of
// the directory still stands for its casinos' centroid, and a name that is
// in several states or in neither is a 400 naming near.
func TestSearchCasinosNearAListedCity(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	casinos := shippedCasinos(t)

	around := []struct {
		name, near, place string
		city, state       string // the listed city the answer is around
		radiusKm          float64
	}{
		{"a city and its state code", "Dallas, TX", "Dallas, TX", "Dallas", "TX", 200},
		{"the state written out, any case and spacing", "  dallas ,  texas ", "Dallas, TX", "Dallas", "TX", 200},
		{"the state as the last word", "Dallas TX", "Dallas, TX", "Dallas", "TX", 200},
		{"the city alone, in one state", "Dallas", "Dallas, TX", "Dallas", "TX", 200},
		{"a hyphen written as a space", "Winston Salem, NC", "Winston-Salem, NC", "Winston-Salem", "NC", 300},
		{"Saint written out", "Saint Paul, Minnesota", "St. Paul, MN", "St. Paul", "MN", 100},
	}
	for _, tt := range around {
		t.Run(tt.name+": "+tt.near, func(t *testing.T) {
			radius := strconv.FormatFloat(tt.radiusKm, 'f', -1, 64)
			got := getNear(t, h, url.Values{"near": {tt.near}, "radius_km": {radius}, "limit": {"100"}})
			city := listedCity(t, tt.city, tt.state)
			if got.Near == nil || got.Near.Place == nil || *got.Near.Place != tt.place ||
				got.Near.Lat != city.Lat || got.Near.Lon != city.Lon || got.Near.RadiusKm != tt.radiusKm {
				t.Fatalf("near = %+v, want %s at %v,%v within %v km", got.Near, tt.place, city.Lat, city.Lon, tt.radiusKm)
			}
			// What the shipped casinos.csv puts within the radius, nearest
			// first; casinos within 0.5 km of the edge may fall either way.
			type inRange struct {
				key string
				km  float64
			}
			var want []inRange
			edge := 0
			for _, c := range casinos {
				km := greatCircleKm(city.Lat, city.Lon, c.lat, c.lon)
				if math.Abs(km-tt.radiusKm) < 0.5 {
					edge++
				} else if km < tt.radiusKm {
					want = append(want, inRange{c.name + "|" + c.state, km})
				}
			}
			if len(want) == 0 {
				t.Fatalf("no casino of casinos.csv within %v km of %s: the case tests nothing", tt.radiusKm, tt.place)
			}
			if len(want) > 100 {
				t.Fatalf("%d casinos within %v km of %s: more than one page, take a smaller radius", len(want), tt.radiusKm, tt.place)
			}
			slices.SortFunc(want, func(a, b inRange) int { return cmp.Compare(a.km, b.km) })
			if got.Count < len(want) || got.Count > len(want)+edge || len(got.Data) != got.Count {
				t.Fatalf("%d casinos (count %d) within %v km of %s; casinos.csv puts %d there (and %d on the edge)", len(got.Data), got.Count, tt.radiusKm, tt.place, len(want), edge)
			}
			kmOf := map[string]float64{}
			last := -1.0
			for _, c := range got.Data {
				if c.DistanceKm == nil || *c.DistanceKm < last || *c.DistanceKm > tt.radiusKm {
					t.Fatalf("%s at %v km after %v km: not in distance order within %v km", c.Name, c.DistanceKm, last, tt.radiusKm)
				}
				last = *c.DistanceKm
				kmOf[c.Name+"|"+*c.State] = *c.DistanceKm
			}
			for _, w := range want {
				km, ok := kmOf[w.key]
				if !ok {
					t.Errorf("%s, %.1f km from %s, is not in the answer", w.key, w.km, tt.place)
				} else if math.Abs(km-w.km) > 0.01 {
					t.Errorf("%s: distance_km %v, casinos.csv puts it %.3f km from %s", w.key, km, w.km, tt.place)
				}
			}
			if first := got.Data[0]; first.Name+"|"+*first.State != want[0].key && math.Abs(*first.DistanceKm-want[0].km) > 0.01 {
				t.Errorf("nearest is %s, casinos.csv says %s (%.1f km)", first.Name, want[0].key, want[0].km)
			}
		})
	}

	// A city of the directory stands for its casinos' centroid even when the
	// list has it too, under the directory's spelling.
	directory := []struct {
		name, near, place string
		city, state       string // the directory's spelling
	}{
		{"a city in both", "Las Vegas, NV", "Las Vegas, NV", "Las Vegas", "NV"},
		{"a city in both, without its state", "Atlantic City", "Atlantic City, NJ", "Atlantic City", "NJ"},
		{"the list's spelling of a directory city", "St. Charles, MO", "Saint Charles, MO", "Saint Charles", "MO"},
		{"the directory's spelling written the other way", "Saint Louis, MO", "St. Louis, MO", "St. Louis", "MO"},
	}
	for _, tt := range directory {
		t.Run("a city of the directory wins: "+tt.name, func(t *testing.T) {
			var lat, lon float64
			n := 0
			for _, c := range casinos {
				if c.city == tt.city && c.state == tt.state {
					lat, lon, n = lat+c.lat, lon+c.lon, n+1
				}
			}
			if n == 0 {
				t.Fatalf("casinos.csv has no casino in %s, %s", tt.city, tt.state)
			}
			lat, lon = lat/float64(n), lon/float64(n)
			got := getNear(t, h, url.Values{"near": {tt.near}})
			if got.Near == nil || got.Near.Place == nil || *got.Near.Place != tt.place ||
				math.Abs(got.Near.Lat-lat) > 1e-6 || math.Abs(got.Near.Lon-lon) > 1e-6 {
				t.Fatalf("near = %+v, want %s at the centroid of its %d casinos, %v,%v", got.Near, tt.place, n, lat, lon)
			}
		})
	}

	bad := []struct {
		name, near, part string
	}{
		{"a city in two states, one of the directory's and one of the list's", "Aurora", "names a city in several states (Aurora, CO; Aurora, IL)"},
		{"a city in several states of the list", "Springfield", "(Springfield, IL; Springfield, MA; Springfield, MO; Springfield, OH; Springfield, OR)"},
		{"a city in neither", "Narnia City", "a city of the directory or one of the 1,000 largest U.S. cities"},
		{"a listed city in a state that has none of that name", "Dallas, WY", `neither has a city called "Dallas, WY"`},
	}
	for _, tt := range bad {
		t.Run(tt.name+" is a 400 naming near", func(t *testing.T) {
			res := h.Do(t, http.MethodGet, "/v1/casinos?"+url.Values{"near": {tt.near}}.Encode(), nil, nil)
			e := res.WantInvalid(t, "near")
			if !strings.Contains(e.Message, tt.part) {
				t.Errorf("message %q does not say %q", e.Message, tt.part)
			}
		})
	}
}
