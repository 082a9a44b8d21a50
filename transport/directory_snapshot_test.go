package transport

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"go.uber.org/zap"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/data/seed"
	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/persistence/dirsnap"
)

// cursorPage is a casino search answer with its paging fields.
type cursorPage struct {
	Data []struct {
		ID   string `json:"id"`
		Name string `json:"name"`
	} `json:"data"`
	Count      int     `json:"count"`
	NextCursor *string `json:"next_cursor"`
}

func TestCasinoSearchCursor(t *testing.T) {
	ts := newTestServer(t, nil)
	for _, query := range []string{"state=NV&limit=7", "q=casino&limit=100", "near=" + url.QueryEscape("Las Vegas, NV") + "&radius_km=40&limit=9", "q=zzqx"} {
		t.Run(query+": the pages through next_cursor are the pages through offset", func(t *testing.T) {
			var byOffset, byCursor []string
			count := -1
			for offset := 0; ; {
				var p cursorPage
				ts.get(t, fmt.Sprintf("/v1/casinos?%s&offset=%d", query, offset)).decode(t, &p)
				for _, c := range p.Data {
					byOffset = append(byOffset, c.ID)
				}
				count = p.Count
				offset += len(p.Data)
				if len(p.Data) == 0 || offset >= p.Count {
					if p.NextCursor != nil {
						t.Errorf("offset %d is the last page, but next_cursor is %q, not null", offset, *p.NextCursor)
					}
					break
				}
				if p.NextCursor == nil {
					t.Fatalf("offset %d of %d: next_cursor is null before the last page", offset, p.Count)
				}
			}
			next := ""
			for pages := 0; ; pages++ {
				path := "/v1/casinos?" + query
				if next != "" {
					path += "&cursor=" + url.QueryEscape(next)
				}
				res := ts.get(t, path)
				var raw map[string]json.RawMessage
				res.decode(t, &raw)
				if _, ok := raw["next_cursor"]; !ok {
					t.Fatalf("the answer has no next_cursor: %s", res.Body)
				}
				var p cursorPage
				res.decode(t, &p)
				if p.Count != count {
					t.Errorf("count %d with a cursor, %d without", p.Count, count)
				}
				for _, c := range p.Data {
					byCursor = append(byCursor, c.ID)
				}
				if p.NextCursor == nil || pages > 200 {
					break
				}
				next = *p.NextCursor
			}
			if g, w := fmt.Sprint(byCursor), fmt.Sprint(byOffset); g != w || len(byOffset) != count {
				t.Errorf("%d casinos through cursors, %d through offsets, count %d", len(byCursor), len(byOffset), count)
			}
		})
	}

	var first cursorPage
	ts.get(t, "/v1/casinos?limit=2").decode(t, &first)
	if first.NextCursor == nil {
		t.Fatal("the first page of the directory has no next_cursor")
	}
	good := url.QueryEscape(*first.NextCursor)
	bad := []struct{ name, query, msg string }{
		{"a cursor that is not one", "cursor=hello", "must be the next_cursor"},
		{"an edited cursor", "cursor=" + good + "x", "must be the next_cursor"},
		{"cursor with offset", "cursor=" + good + "&offset=0", "cannot be combined with offset"},
		{"a cursor by name on a search by place", "cursor=" + good + "&near=36.1,-115.1", "belongs to a search ordered"},
		{"a cursor too long", "cursor=" + strings.Repeat("A", 900), "must be the next_cursor"},
	}
	for _, tt := range bad {
		t.Run(tt.name+" is a 400 naming cursor", func(t *testing.T) {
			e := ts.get(t, "/v1/casinos?"+tt.query).wantError(t, http.StatusBadRequest, "invalid_request", "")
			if !strings.HasPrefix(e.Message, "cursor:") || !strings.Contains(e.Message, tt.msg) {
				t.Errorf("message %q, want one about cursor saying %q", e.Message, tt.msg)
			}
		})
	}
}

// instance is one server over its own connection pool to a shared
// database, with its background work running (the version poll among it).
func instance(t *testing.T, dbURL string) (*Server, string, *bun.DB) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	db, err := persistence.Open(ctx, dbURL)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := config.Load(func(k string) string { return map[string]string{"TIERLINE_SITE_URL": siteURL}[k] })
	if err != nil {
		t.Fatal(err)
	}
	srv, err := New(cfg, db, zap.NewNop())
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan struct{})
	go func() { defer close(done); srv.Run(ctx) }()
	hs := httptest.NewServer(srv)
	t.Cleanup(func() {
		hs.Close()
		cancel()
		<-done
		db.Close()
	})
	return srv, hs.URL, db
}

// TestReseedReachesEveryInstance: two servers share a database; a seed run
// through one of them changes the directory, and the other serves the new
// directory within its refresh interval (polled here with a deadline far
// beyond the interval, never timed).
func TestReseedReachesEveryInstance(t *testing.T) {
	ctx := context.Background()
	dbURL := dbtest.NewDatabase(t)
	_, _, first := instance(t, dbURL)
	if _, err := persistence.MigrateUp(ctx, first); err != nil {
		t.Fatal(err)
	}
	ds, err := seed.Load(data.Files)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := seed.Import(ctx, first, ds, io.Discard); err != nil {
		t.Fatal(err)
	}
	_, otherURL, _ := instance(t, dbURL)
	search := func() cursorPage {
		t.Helper()
		res, err := http.Get(otherURL + "/v1/casinos?q=" + url.QueryEscape("Snapshot Refresh Test"))
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		var p cursorPage
		if err := json.NewDecoder(res.Body).Decode(&p); err != nil || res.StatusCode != http.StatusOK {
			t.Fatalf("status %d: %v", res.StatusCode, err)
		}
		return p
	}
	if p := search(); p.Count != 0 {
		t.Fatalf("the casino is listed before it is seeded: %+v", p)
	}

	added := ds.Casinos[0]
	added.ID = uuid.New()
	added.Name, added.Slug = "Snapshot Refresh Test Casino", "snapshot-refresh-test-casino-nv-00000000"
	ds.Casinos = append(ds.Casinos, added)
	if _, err := seed.Import(ctx, first, ds, io.Discard); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(20 * dirsnap.DefaultInterval)
	for {
		p := search()
		if p.Count == 1 && len(p.Data) == 1 && p.Data[0].ID == added.ID.String() {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the other instance still answers %+v long after the re-seed", p)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
