// Package data ships the directory's source files inside the binary, so a
// fresh machine needs nothing beside it to seed the directory. Provenance,
// method and licence: SOURCES.md in this folder.
package data

import (
	"embed"
	"encoding/csv"
	"fmt"
	"strconv"
	"strings"
	"sync"
)

// Files holds casinos.csv, rewards_programs.json, program_properties.csv,
// renames.csv, coverage.csv and SOURCES.md.
//
//go:embed casinos.csv rewards_programs.json program_properties.csv renames.csv coverage.csv SOURCES.md
var Files embed.FS

// usCitiesCSV is us_cities.csv: the 1,000 largest U.S. cities with their
// centres (SOURCES.md, section 7). It is not part of Files: the seed does
// not read it, the search by place does.
//
//go:embed us_cities.csv
var usCitiesCSV string

// USCity is one row of us_cities.csv: a city, the USPS code of its state
// and its centre in decimal degrees.
type USCity struct {
	City  string
	State string
	Lat   float64
	Lon   float64
}

// USCities returns the rows of us_cities.csv, ordered by state, then city,
// read once. The slice is shared: callers must not change it.
func USCities() []USCity { return usCities() }

var usCities = sync.OnceValue(func() []USCity {
	cities, err := parseUSCities(usCitiesCSV)
	if err != nil {
		// The file is part of the binary and checked by its tests.
		panic(err)
	}
	return cities
})

func parseUSCities(raw string) ([]USCity, error) {
	rows, err := csv.NewReader(strings.NewReader(raw)).ReadAll()
	if err != nil {
		return nil, fmt.Errorf("us_cities.csv: %w", err)
	}
	if len(rows) == 0 || strings.Join(rows[0], ",") != "city,state_code,lat,lon" {
		return nil, fmt.Errorf("us_cities.csv: the header is not city,state_code,lat,lon")
	}
	out := make([]USCity, 0, len(rows)-1)
	for i, r := range rows[1:] {
		lat, err1 := strconv.ParseFloat(r[2], 64)
		lon, err2 := strconv.ParseFloat(r[3], 64)
		if err1 != nil || err2 != nil || r[0] == "" || len(r[1]) != 2 {
			return nil, fmt.Errorf("us_cities.csv: row %d (%q) is not a city, a state code and two numbers", i+2, strings.Join(r, ","))
		}
		out = append(out, USCity{City: r[0], State: r[1], Lat: lat, Lon: lon})
	}
	return out, nil
}
