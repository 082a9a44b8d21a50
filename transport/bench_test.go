package transport

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/persistence/dbtest"
)

// benchQuery is a typical directory search: a name fragment in one state.
const benchQuery = "/v1/casinos?q=casino&state=nv&limit=24"

// BenchmarkDirectorySearch serves the same search two ways, in the same run
// and against the same database: through the whole Tierline stack (router,
// middleware, logging, metrics, rate limit, bun) and through a bare baseline
// (net/http and the same SQL through pgx, nothing else). scripts/bench.sh
// prints the throughput ratio of the two.
func BenchmarkDirectorySearch(b *testing.B) {
	if dbtest.Store() != "postgres" {
		b.Fatal("the baseline speaks pgx: run with TIERLINE_TEST_STORE=postgres (make bench does)")
	}
	db := dbtest.Seeded(b)

	b.Run("tierline", func(b *testing.B) {
		cfg, err := config.Load(func(k string) string {
			return map[string]string{"TIERLINE_RATE_LIMIT_PUBLIC": "1000000000"}[k]
		})
		if err != nil {
			b.Fatal(err)
		}
		// Production logging (JSON lines), written nowhere.
		log := zap.New(zapcore.NewCore(zapcore.NewJSONEncoder(zap.NewProductionEncoderConfig()), zapcore.AddSync(io.Discard), zapcore.InfoLevel))
		srv, err := New(cfg, db, log)
		if err != nil {
			b.Fatal(err)
		}
		runLoad(b, srv)
	})

	b.Run("baseline", func(b *testing.B) {
		pcfg, err := pgxpool.ParseConfig(dbtest.URL(b))
		if err != nil {
			b.Fatal(err)
		}
		// Tierline's settings (persistence.Open): the simple protocol, so
		// PostgreSQL plans each search for its own pattern instead of
		// settling on a generic plan for a prepared LIKE $1, and the same
		// pool size.
		pcfg.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeSimpleProtocol
		pcfg.MaxConns = 20
		pool, err := pgxpool.NewWithConfig(context.Background(), pcfg)
		if err != nil {
			b.Fatal(err)
		}
		defer pool.Close()
		runLoad(b, baselineHandler(pool))
	})
}

// runLoad serves h on loopback and keeps GOMAXPROCS clients busy with the
// benchmark query.
func runLoad(b *testing.B, h http.Handler) {
	hs := httptest.NewServer(h)
	defer hs.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			res, err := client.Get(hs.URL + benchQuery)
			if err != nil {
				b.Error(err)
				return
			}
			_, _ = io.Copy(io.Discard, res.Body)
			res.Body.Close()
			if res.StatusCode != http.StatusOK {
				b.Errorf("status %d", res.StatusCode)
				return
			}
		}
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "req/s")
}

// baselineHandler answers the benchmark query with the same SQL Tierline
// runs, through pgx, with no middleware and no validation.
func baselineHandler(pool *pgxpool.Pool) http.Handler {
	const where = `FROM casinos AS c WHERE lower(c.name) LIKE lower($1) ESCAPE '\' AND c.state = $2`
	type casino struct {
		ID                string   `json:"id"`
		Slug              string   `json:"slug"`
		NameSlug          *string  `json:"name_slug"`
		StateSlug         *string  `json:"state_slug"`
		Name              string   `json:"name"`
		City              *string  `json:"city"`
		State             *string  `json:"state"`
		County            *string  `json:"county"`
		Country           *string  `json:"country"`
		Lat               *float64 `json:"lat"`
		Lon               *float64 `json:"lon"`
		CasinoType        *string  `json:"casino_type"`
		TribalNation      *string  `json:"tribal_nation"`
		NIGCLicenseType   *string  `json:"nigc_license_type"`
		OpenedYear        *int     `json:"opened_year"`
		GamingFloorSqft   *int     `json:"gaming_floor_sqft"`
		SlotMachines      *int     `json:"slot_machines"`
		TableGames        *int     `json:"table_games"`
		Website           *string  `json:"website"`
		Brand             *string  `json:"brand"`
		HasHotel          *bool    `json:"has_hotel"`
		HotelRooms        *int     `json:"hotel_rooms"`
		HasRewardsProgram bool     `json:"has_rewards_program"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		pattern, state := "%"+r.URL.Query().Get("q")+"%", "NV"
		// The count runs beside the page, as bun's ScanAndCount does for
		// Tierline: a sequential baseline would flatter the stack.
		var count int
		countErr := make(chan error, 1)
		go func() {
			countErr <- pool.QueryRow(ctx, `SELECT count(*) `+where, pattern, state).Scan(&count)
		}()
		rows, err := pool.Query(ctx, `SELECT c.id::text, c.slug, c.name_slug, c.state_slug, c.name, c.city, c.state, c.county,
			c.country, c.lat, c.lon, c.casino_type, c.tribal_nation, c.nigc_license_type, c.opened_year, c.gaming_floor_sqft,
			c.slot_machines, c.table_games, c.website, c.brand, c.has_hotel, c.hotel_rooms, c.rewards_program_id IS NOT NULL `+
			where+` ORDER BY c.name ASC, c.id ASC LIMIT 24 OFFSET 0`, pattern, state)
		if err != nil {
			http.Error(w, err.Error(), 500)
			return
		}
		out := []casino{}
		for rows.Next() {
			var c casino
			if err := rows.Scan(&c.ID, &c.Slug, &c.NameSlug, &c.StateSlug, &c.Name, &c.City, &c.State, &c.County,
				&c.Country, &c.Lat, &c.Lon, &c.CasinoType, &c.TribalNation, &c.NIGCLicenseType, &c.OpenedYear, &c.GamingFloorSqft,
				&c.SlotMachines, &c.TableGames, &c.Website, &c.Brand, &c.HasHotel, &c.HotelRooms, &c.HasRewardsProgram); err != nil {
				http.Error(w, err.Error(), 500)
				return
			}
			out = append(out, c)
		}
		if rows.Err() != nil {
			http.Error(w, rows.Err().Error(), 500)
			return
		}
		if err := <-countErr; err != nil {
			http.Error(w, err.Error(), 500)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"data": out, "count": count})
	})
}
