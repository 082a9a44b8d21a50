package data_test

import (
	"encoding/csv"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/internal/domain/directory"
)

// usCitiesDropped is how many of the source's 1,000 cities us_cities.csv
// leaves out (SOURCES.md, section 7: none).
const usCitiesDropped = 0

func TestUSCities(t *testing.T) {
	cities := data.USCities()
	if want := 1000 - usCitiesDropped; len(cities) != want {
		t.Fatalf("%d cities, want the source's 1,000 less %d dropped", len(cities), usCitiesDropped)
	}
	bounds := stateBounds(t)
	seen := map[string]bool{}
	for i, c := range cities {
		key := c.State + "|" + strings.ToLower(c.City)
		if seen[key] {
			t.Errorf("%s, %s is listed twice", c.City, c.State)
		}
		seen[key] = true
		if i > 0 {
			p := cities[i-1]
			if p.State > c.State || p.State == c.State && strings.ToLower(p.City) > strings.ToLower(c.City) {
				t.Errorf("%s, %s comes after %s, %s: not sorted by state, then city", c.City, c.State, p.City, p.State)
			}
		}
		if _, ok := directory.States[c.State]; !ok {
			t.Errorf("%s: state %q is not a U.S. state code", c.City, c.State)
		}
		if c.City != strings.TrimSpace(c.City) || c.City == "" || strings.Contains(c.City, ",") {
			t.Errorf("city %q of %s is not a plain name", c.City, c.State)
		}
		if math.IsNaN(c.Lat) || math.IsNaN(c.Lon) || c.Lat < -90 || c.Lat > 90 || c.Lon < -180 || c.Lon > 180 {
			t.Errorf("%s, %s: %v,%v is not a point on Earth", c.City, c.State, c.Lat, c.Lon)
			continue
		}
		b, ok := bounds[c.State]
		if !ok {
			t.Errorf("%s, %s: no bounding box for the state", c.City, c.State)
			continue
		}
		if c.Lat < b[1] || c.Lat > b[3] || c.Lon < b[0] || c.Lon > b[2] {
			t.Errorf("%s, %s: %v,%v lies outside the state's bounding box %v", c.City, c.State, c.Lat, c.Lon, b)
		}
	}
	if again := data.USCities(); &again[0] != &cities[0] {
		t.Error("USCities read the file again: it is to be read once")
	}
}

// stateBounds reads state_bounds.csv: min_lon, min_lat, max_lon, max_lat by
// state code.
func stateBounds(t *testing.T) map[string][4]float64 {
	t.Helper()
	f, err := os.Open("state_bounds.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][4]float64{}
	for _, r := range rows[1:] {
		var b [4]float64
		for i := range b {
			if b[i], err = strconv.ParseFloat(r[i+1], 64); err != nil {
				t.Fatalf("state_bounds.csv %v: %v", r, err)
			}
		}
		out[r[0]] = b
	}
	return out
}
