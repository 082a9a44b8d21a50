package transport

import (
	"bytes"
	"context"
	"encoding/json"
	"net/url"
	"strings"
	"testing"

	"github.com/tierline/tierline/persistence/dirsnap"
)

// TestCasinoPageJSON checks that a search answer put together from the
// casinos' JSON kept in the snapshot is, byte for byte, what encoding/json
// writes for the same fields, on REST and inside MCP's text content:
// plain pages, pages by place (distance_km written into each piece), the
// cursor, the echoed circle, an empty page and names that need escaping.
func TestCasinoPageJSON(t *testing.T) {
	ts := newTestServer(t, nil)
	ctx := context.Background()
	first, err := ts.searchCasinos(ctx, url.Values{"q": {"casino"}, "state": {"nv"}, "limit": {"24"}})
	if err != nil || first.(casinoPage).NextCursor == nil {
		t.Fatalf("the first query has no next page (%v)", err)
	}
	cursor := url.QueryEscape(*first.(casinoPage).NextCursor)
	for _, query := range []string{
		"q=casino&state=nv&limit=24",
		"limit=100",
		"limit=100&offset=900",
		"q=casino&state=nv&limit=24&cursor=", // the cursor of the first query's answer, filled in below
		"near=36.1126,-115.1767&limit=30",
		"near=Las Vegas, NV&radius_km=5",
		"q=no such casino anywhere",
		"q=%26", // names with "&" (not escaped: the API writes no HTML escapes)
		"q=%27", // and with "'"
	} {
		t.Run(query, func(t *testing.T) {
			if strings.HasSuffix(query, "cursor=") {
				query += cursor
			}
			args, err := url.ParseQuery(query)
			if err != nil {
				t.Fatal(err)
			}
			answer, err := ts.searchCasinos(ctx, args)
			if err != nil {
				t.Fatal(err)
			}
			page := answer.(casinoPage)
			if len(page.encoded) != len(page.Data) {
				t.Fatalf("%d casinos but %d pieces: the page was not read from the snapshot", len(page.Data), len(page.encoded))
			}
			want, err := eventJSON(plainPage(page))
			if err != nil {
				t.Fatal(err)
			}
			got, err := page.appendJSON(nil, false)
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Fatalf("pieces give\n%s\nencoding/json gives\n%s", got, want)
			}
			quoted, err := page.appendJSON(nil, true)
			if err != nil {
				t.Fatal(err)
			}
			if wantQ := dirsnap.AppendQuoted(nil, want); !bytes.Equal(quoted, wantQ) {
				t.Fatalf("quoted pieces give\n%s\nwant\n%s", quoted, wantQ)
			}
			if strings.Contains(query, "near") && (len(page.Data) == 0 || bytes.Contains(got, []byte(`"distance_km":null`))) {
				t.Fatalf("a search by place without distances: %s", got)
			}
			// And the REST answer is those bytes and a newline.
			res := ts.get(t, "/v1/casinos?"+args.Encode())
			if res.Status != 200 || !bytes.Equal(res.Body, append(want, '\n')) {
				t.Fatalf("GET answered %d:\n%s\nwant\n%s", res.Status, res.Body, want)
			}
			var back map[string]any
			if err := json.Unmarshal(res.Body, &back); err != nil {
				t.Fatal(err)
			}
		})
	}
}
