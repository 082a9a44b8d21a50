package transport_test

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

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
		{"a city the directory does not have", "near=Denver", "near", `no city of the directory is called "Denver"`},
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
