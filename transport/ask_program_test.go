package transport

import (
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/tierline/tierline/internal/ask"
)

// TestAskSendsTheProgramToTheSearch: a directory search /ask runs with a
// program parameter (the program's name, as the understanding layer
// names it) is the REST search by program, in its URL and in its
// answer: the program's casinos, not the casinos whose names hold the
// program's name.
func TestAskSendsTheProgramToTheSearch(t *testing.T) {
	ts := newTestServer(t, nil)
	ctx := context.Background()
	tests := []struct {
		name   string
		params map[string]any
		rest   url.Values
		count  int // -1: whatever REST says, at least one
	}{
		{"which casinos are part of Bally Rewards", map[string]any{"program": "Bally Rewards", "limit": 100},
			url.Values{"program": {"Bally Rewards"}, "limit": {"100"}}, 11},
		{"PENN Play casinos in Ohio", map[string]any{"program": "PENN Play", "state": "OH", "limit": 10},
			url.Values{"program": {"PENN Play"}, "state": {"OH"}, "limit": {"10"}}, 4},
		{"PENN Play casinos within 300 km of Columbus with a hotel", map[string]any{"program": "PENN Play", "near": "Columbus, OH", "radius_km": 300.0, "has_hotel": true, "limit": 10},
			url.Values{"program": {"PENN Play"}, "near": {"Columbus, OH"}, "radius_km": {"300"}, "has_hotel": {"true"}, "limit": {"10"}}, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			target := ask.Target{Method: "GET", Path: "/v1/casinos", Paged: true, List: true}
			in := ask.Intent{Name: ask.FindCasinos, Description: "casinos", Parameters: tt.params, MapsTo: &target}

			path, query := askDirectoryRequest(target.Path, in.Parameters)
			if got, err := url.ParseQuery(query); err != nil || path != "/v1/casinos" || !reflect.DeepEqual(got, tt.rest) {
				t.Errorf("the intent's URL is %s?%s, want /v1/casinos?%s", path, query, tt.rest.Encode())
			}

			body, err := ts.askCall(ctx, &in)
			if err != nil {
				t.Fatal(err)
			}
			out, err := ts.askCollect(ctx, body, &in, 10)
			if err != nil {
				t.Fatal(err)
			}
			res := ts.get(t, "/v1/casinos?"+tt.rest.Encode())
			if res.Status != http.StatusOK {
				t.Fatalf("REST: status %d: %s", res.Status, res.Body)
			}
			var rest struct {
				Data  []json.RawMessage `json:"data"`
				Count int               `json:"count"`
			}
			res.decode(t, &rest)
			if tt.count >= 0 && rest.Count != tt.count || tt.count < 0 && rest.Count == 0 {
				t.Fatalf("REST found %d casinos, the test expects %d (or some)", rest.Count, tt.count)
			}
			var got, want any
			g, _ := json.Marshal(out.Items)
			w, _ := json.Marshal(rest.Data)
			_ = json.Unmarshal(g, &got)
			_ = json.Unmarshal(w, &want)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("/ask's results differ from the REST search's\n got %.300s\nwant %.300s", g, w)
			}
			if want := "Casinos: " + strconv.Itoa(rest.Count) + " casino"; !strings.HasPrefix(out.Answer, want) {
				t.Errorf("answer %q, want it to start %q (the count of the program's casinos)", out.Answer, want)
			}
		})
	}
}
