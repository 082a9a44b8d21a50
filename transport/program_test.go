package transport_test

import (
	"cmp"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/data/seed"
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

// programAnswer is the body of a casino search, with what the program
// search is checked on.
type programAnswer struct {
	Data []struct {
		ID         string   `json:"id"`
		Name       string   `json:"name"`
		State      *string  `json:"state"`
		DistanceKm *float64 `json:"distance_km"`
	} `json:"data"`
	Count      int     `json:"count"`
	NextCursor *string `json:"next_cursor"`
	Near       *struct {
		Lat      float64 `json:"lat"`
		Lon      float64 `json:"lon"`
		RadiusKm float64 `json:"radius_km"`
	} `json:"near"`
}

func (a programAnswer) ids() []string {
	out := make([]string, len(a.Data))
	for i, c := range a.Data {
		out[i] = c.ID
	}
	return out
}

func searchOK(t *testing.T, h *apitest.Harness, query url.Values) programAnswer {
	t.Helper()
	res := h.Do(t, http.MethodGet, "/v1/casinos?"+query.Encode(), nil, nil)
	if res.Status != http.StatusOK {
		t.Fatalf("GET /v1/casinos?%s: status %d: %s", query.Encode(), res.Status, res.Body)
	}
	var body programAnswer
	res.JSON(t, &body)
	return body
}

// members is the shipped directory's casinos of program (linked by
// program_properties.csv) that keep holds, in the search's order: by
// name, then id.
func members(t *testing.T, program string, keep func(persistence.Casino) bool) []string {
	t.Helper()
	ds, err := seed.Load(data.Files)
	if err != nil {
		t.Fatal(err)
	}
	id := directory.ProgramID(program)
	var cs []persistence.Casino
	for _, c := range ds.Casinos {
		if c.RewardsProgramID != nil && *c.RewardsProgramID == id && keep(c) {
			cs = append(cs, c)
		}
	}
	slices.SortFunc(cs, func(a, b persistence.Casino) int {
		return cmp.Or(strings.Compare(a.Name, b.Name), strings.Compare(a.ID.String(), b.ID.String()))
	})
	out := make([]string, len(cs))
	for i, c := range cs {
		out[i] = c.ID.String()
	}
	return out
}

func TestSearchCasinosByProgram(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	all := func(persistence.Casino) bool { return true }
	in := func(state string) func(persistence.Casino) bool {
		return func(c persistence.Casino) bool { return c.State != nil && *c.State == state }
	}

	tests := []struct {
		name    string
		query   url.Values
		program string // whose members are the answer
		keep    func(persistence.Casino) bool
		count   int // when known from the data: the test's own check
	}{
		{"by id", url.Values{"program": {directory.ProgramID("Bally Rewards").String()}}, "Bally Rewards", all, 11},
		{"by id in capitals", url.Values{"program": {strings.ToUpper(directory.ProgramID("Bally Rewards").String())}}, "Bally Rewards", all, 11},
		{"by its exact name", url.Values{"program": {"Bally Rewards"}}, "Bally Rewards", all, 11},
		{"by its name in lower case", url.Values{"program": {"bally rewards"}}, "Bally Rewards", all, 11},
		{"by its name in capitals, with blanks around", url.Values{"program": {"  BALLY REWARDS "}}, "Bally Rewards", all, 11},
		{"by a name with a pipe in it", url.Values{"program": {"MY|REWARDS BOARDING PASS"}}, "my|Rewards Boarding Pass", all, 16},
		{"with a state: PENN Play casinos in Ohio", url.Values{"program": {"PENN Play"}, "state": {"oh"}}, "PENN Play", in("OH"), 4},
		{"with has_rewards=true: the program's casinos", url.Values{"program": {"penn play"}, "has_rewards": {"true"}}, "PENN Play", all, 34},
		{"with has_rewards=false: none (every filter narrows)", url.Values{"program": {"penn play"}, "has_rewards": {"false"}}, "PENN Play",
			func(persistence.Casino) bool { return false }, 0},
		{"with a name, a type and has_hotel", url.Values{"program": {"Caesars Rewards"}, "q": {"harrah"}, "type": {"commercial"}, "has_hotel": {"true"}},
			"Caesars Rewards", func(c persistence.Casino) bool {
				return strings.Contains(strings.ToLower(c.Name), "harrah") && c.CasinoType != nil && *c.CasinoType == "commercial" && c.HasHotel != nil && *c.HasHotel
			}, -1},
		{"with a state it has no casino in: none", url.Values{"program": {"Bally Rewards"}, "state": {"NY"}}, "Bally Rewards", in("NY"), 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := members(t, tt.program, tt.keep)
			if tt.count >= 0 && len(want) != tt.count || tt.count < 0 && len(want) < 2 {
				t.Fatalf("the data has %d such casinos, the test expects %d (or at least 2)", len(want), tt.count)
			}
			q := url.Values{"limit": {"100"}}
			for k, v := range tt.query {
				q[k] = v
			}
			got := searchOK(t, h, q)
			if got.Count != len(want) || !slices.Equal(got.ids(), want) {
				t.Errorf("got %d casinos (count %d) %v\nwant %d %v", len(got.Data), got.Count, got.ids(), len(want), want)
			}
			if got.NextCursor != nil {
				t.Errorf("next_cursor %q on the only page", *got.NextCursor)
			}
		})
	}

	t.Run("a member whose name does not carry the program's name is found (Bally's Twin River Lincoln)", func(t *testing.T) {
		got := searchOK(t, h, url.Values{"program": {"Bally Rewards"}, "state": {"RI"}})
		var names []string
		for _, c := range got.Data {
			names = append(names, c.Name)
		}
		if !slices.Equal(names, []string{"Bally's Tiverton", "Bally's Twin River Lincoln"}) {
			t.Errorf("Bally Rewards in RI = %q", names)
		}
	})

	t.Run("pages by offset and by cursor read the whole answer once", func(t *testing.T) {
		want := members(t, "PENN Play", all)
		var byOffset, byCursor []string
		for offset := 0; offset < len(want); offset += 7 {
			page := searchOK(t, h, url.Values{"program": {"PENN Play"}, "limit": {"7"}, "offset": {itoa(offset)}})
			if page.Count != len(want) {
				t.Fatalf("count %d on the page at %d, want %d", page.Count, offset, len(want))
			}
			byOffset = append(byOffset, page.ids()...)
		}
		q := url.Values{"program": {"penn play"}, "limit": {"7"}}
		for pages := 0; ; pages++ {
			if pages > len(want) {
				t.Fatal("the cursor never ends")
			}
			page := searchOK(t, h, q)
			byCursor = append(byCursor, page.ids()...)
			if page.NextCursor == nil {
				break
			}
			q.Set("cursor", *page.NextCursor)
		}
		if !slices.Equal(byOffset, want) || !slices.Equal(byCursor, want) {
			t.Errorf("by offset %v\nby cursor %v\nwant %v", byOffset, byCursor, want)
		}
	})

	t.Run("with near: the program's casinos within the radius, nearest first", func(t *testing.T) {
		ds, err := seed.Load(data.Files)
		if err != nil {
			t.Fatal(err)
		}
		got := searchOK(t, h, url.Values{"program": {"PENN Play"}, "near": {"Columbus, OH"}, "radius_km": {"300"}, "limit": {"100"}})
		if got.Near == nil {
			t.Fatal("no near in the answer")
		}
		type hit struct {
			km       float64
			name, id string
		}
		var hits []hit
		penn := directory.ProgramID("PENN Play")
		for _, c := range ds.Casinos {
			if c.RewardsProgramID == nil || *c.RewardsProgramID != penn || c.Lat == nil || c.Lon == nil {
				continue
			}
			if km := persistence.DistanceKm(got.Near.Lat, got.Near.Lon, *c.Lat, *c.Lon); km <= 300 {
				hits = append(hits, hit{km, c.Name, c.ID.String()})
			}
		}
		slices.SortFunc(hits, func(a, b hit) int {
			return cmp.Or(cmp.Compare(a.km, b.km), strings.Compare(a.name, b.name), strings.Compare(a.id, b.id))
		})
		var want []string
		for _, x := range hits {
			want = append(want, x.id)
		}
		if len(want) < 4 {
			t.Fatalf("%d PENN Play casinos within 300 km of Columbus; the test needs Ohio's 4 at least", len(want))
		}
		if got.Count != len(want) || !slices.Equal(got.ids(), want) {
			t.Errorf("got %v (count %d)\nwant %v", got.ids(), got.Count, want)
		}
		for _, c := range got.Data {
			if c.DistanceKm == nil {
				t.Errorf("%s has no distance_km", c.Name)
			}
		}
	})

	bad := []struct {
		name, query, part string
	}{
		{"a name no program has", "program=Bally+Reward", `no program is called "Bally Reward"`},
		{"a name no program has says how to list them", "program=Caesars", "GET /v1/rewards-programs"},
		{"a part of a name is not the name", "program=PENN", `"PENN"`},
		{"an id no program has", "program=" + uuid.NewSHA1(uuid.NameSpaceURL, []byte("nope")).String(), "no rewards program has the id"},
		{"a casino's id is no program's", "program=" + directory.CasinoID("Bellagio Hotel and Casino", "NV").String(), "GET /v1/rewards-programs"},
		{"a program with has_rewards that is not a boolean names has_rewards", "program=PENN+Play&has_rewards=maybe", "true or false"},
		{"a name longer than 100 characters", "program=" + strings.Repeat("x", 101), "at most 100"},
		{"a NUL", "program=bally%00rewards", "NUL"},
	}
	for _, tt := range bad {
		field := "program"
		if strings.Contains(tt.query, "maybe") {
			field = "has_rewards"
		}
		t.Run(tt.name+" is a 400 naming "+field, func(t *testing.T) {
			res := h.Do(t, http.MethodGet, "/v1/casinos?"+tt.query, nil, nil)
			e := res.WantInvalid(t, field)
			if !strings.Contains(e.Message, tt.part) {
				t.Errorf("message %q does not say %q", e.Message, tt.part)
			}
		})
	}
}
