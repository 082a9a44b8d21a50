package bench

import (
	"context"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"time"
)

// sizeQueries are the searches whose latency must not grow with the
// directory: a broad name match (most names hold "casino"), a state filter,
// and a search by place (50 km around the Las Vegas Strip).
var sizeQueries = []struct{ name, path string }{
	{"q=casino", "/v1/casinos?q=casino&limit=24"},
	{"state=nv", "/v1/casinos?state=nv&limit=24"},
	{"near=Las Vegas", "/v1/casinos?near=36.1126,-115.1767&limit=24"},
}

// directorySize measures each search's p50 on a directory of LargeCasinos
// and on the shipped one, on PostgreSQL and on SQLite; the two servers of a
// store run side by side and are measured in turn.
func (s *Suite) directorySize(ctx context.Context) ([]Row, error) {
	large := filepath.Join(s.WorkDir, "large-directory")
	s.logf("generating a directory of %d casinos in %s", s.LargeCasinos, large)
	if err := GenerateDirectory(s.DataDir, large, s.LargeCasinos); err != nil {
		return nil, err
	}
	shipped, err := countCasinos(s.DataDir)
	if err != nil {
		return nil, err
	}
	var rows []Row
	for _, store := range []string{"postgres", "sqlite"} {
		r, err := s.sizeOn(ctx, store, large, shipped)
		rows = append(rows, r...)
		if err != nil {
			return rows, err
		}
	}
	return rows, nil
}

// sizeOn seeds a store twice (shipped and large), serves both and measures.
func (s *Suite) sizeOn(ctx context.Context, store, large string, shipped int) ([]Row, error) {
	var smallURL, largeURL string
	if store == "postgres" {
		var dropSmall, dropLarge func()
		var err error
		if smallURL, dropSmall, err = s.database(ctx, "size_small"); err != nil {
			return nil, err
		}
		defer dropSmall()
		if largeURL, dropLarge, err = s.database(ctx, "size_large"); err != nil {
			return nil, err
		}
		defer dropLarge()
	} else {
		smallURL = "sqlite://" + filepath.Join(s.WorkDir, "small.db")
		largeURL = "sqlite://" + filepath.Join(s.WorkDir, "large.db")
	}
	t0 := time.Now()
	if _, err := run(ctx, []string{"DATABASE_URL=" + smallURL}, "", s.Tierline, "seed"); err != nil {
		return nil, err
	}
	if _, err := run(ctx, []string{"DATABASE_URL=" + largeURL}, "", s.Tierline, "seed", "--dir", large); err != nil {
		return nil, err
	}
	s.logf("%s: seeded the shipped directory and %d casinos in %s", store, s.LargeCasinos, time.Since(t0).Round(time.Second))
	small, err := s.serveTierline(ctx, store+"-small", smallURL)
	if err != nil {
		return nil, err
	}
	defer small.stop()
	big, err := s.serveTierline(ctx, store+"-large", largeURL)
	if err != nil {
		return nil, err
	}
	defer big.stop()
	var rows []Row
	if store == "sqlite" {
		row, err := s.sqliteSearch(ctx, small, smallURL)
		if err != nil {
			return nil, err
		}
		rows = append(rows, row)
	}
	for _, q := range sizeQueries {
		name := fmt.Sprintf("search %s p50, %d vs %d casinos, %s", q.name, s.LargeCasinos, shipped, store)
		a, b := s.alternate(ctx, name, s.latency(big.url+q.path), s.latency(small.url+q.path))
		rows = append(rows, LatencyRow(name, a, b, Goal{Value: 2, Unit: "x"}))
		if ctx.Err() != nil {
			return rows, ctx.Err()
		}
	}
	return rows, nil
}

// latency is a GET with LatencyConns connections: few enough that the p50
// is the time of one request, not the time spent queueing.
func (s *Suite) latency(url string) Load {
	l := s.get(url, "")
	l.Conns = s.LatencyConns
	return l
}

// countCasinos counts the shipped directory's casinos.
func countCasinos(dataDir string) (int, error) {
	f, err := os.Open(filepath.Join(dataDir, "casinos.csv"))
	if err != nil {
		return 0, err
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return 0, fmt.Errorf("casinos.csv: %w", err)
	}
	return len(rows) - 1, nil
}

// sqliteSearch is the REST search workload on SQLite against the bare
// database/sql + modernc baseline over the same (shipped) file.
func (s *Suite) sqliteSearch(ctx context.Context, tl *server, dbURL string) (Row, error) {
	bare, err := startServer(ctx, "bare sqlite", filepath.Join(s.WorkDir, "bare-sqlite.log"), "/healthz", nil,
		s.Self, "bare", "--sqlite", strings.TrimPrefix(dbURL, "sqlite://"))
	if err != nil {
		return Row{}, err
	}
	defer bare.stop()
	const search = "/v1/casinos?q=casino&state=nv&limit=24"
	name := "directory search (REST), sqlite"
	a, b := s.alternate(ctx, name, s.get(tl.url+search, ""), s.get(bare.url+search, ""))
	return ThroughputRow(name, a, b, Goal{AtLeast: true, Value: 2}), nil
}
