package transport

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

// listTripsBody is the benchmark's request: one page of a player's trips.
const listTripsBody = `{"action":"list_trips","limit":10}`

// BenchmarkListTripsWithKey serves list_trips with an API key through the
// whole stack (on either store), and on PostgreSQL through a bare
// baseline too: net/http and pgx doing the least the same answer needs
// (the key with its account, then the page with its total).
func BenchmarkListTripsWithKey(b *testing.B) {
	db := dbtest.Seeded(b)
	ctx := context.Background()
	acct := dbtest.NewAccount(b, db, persistence.RolePlayer)
	secret, _ := dbtest.NewKey(b, db, acct, "read", time.Time{})
	rec := persistence.NewRecords(db, acct.ID)
	for i := range 30 {
		day := domain.NewDate(2026, time.January, 1+i)
		now := domain.NewTimestamp(time.Now())
		trip := &persistence.Trip{ID: uuid.New(), CasinoName: fmt.Sprintf("Casino %d", i), StartDate: &day, CreatedAt: now, UpdatedAt: now}
		if err := rec.AddTrip(ctx, trip); err != nil {
			b.Fatal(err)
		}
	}

	b.Run("tierline", func(b *testing.B) {
		cfg, err := config.Load(func(k string) string {
			return map[string]string{"TIERLINE_RATE_LIMIT_KEY": "1000000000"}[k]
		})
		if err != nil {
			b.Fatal(err)
		}
		log := zap.New(zapcore.NewCore(zapcore.NewJSONEncoder(zap.NewProductionEncoderConfig()), zapcore.AddSync(io.Discard), zapcore.InfoLevel))
		srv, err := New(cfg, db, log)
		if err != nil {
			b.Fatal(err)
		}
		defer srv.Close()
		postLoad(b, srv, secret)
	})

	if dbtest.Store() != "postgres" {
		return // the baseline speaks pgx
	}
	b.Run("baseline", func(b *testing.B) {
		pcfg, err := pgxpool.ParseConfig(dbtest.URL(b))
		if err != nil {
			b.Fatal(err)
		}
		pcfg.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeSimpleProtocol
		pcfg.MaxConns = 20
		pool, err := pgxpool.NewWithConfig(ctx, pcfg)
		if err != nil {
			b.Fatal(err)
		}
		defer pool.Close()
		postLoad(b, listTripsBaseline(pool), secret)
	})
}

// postLoad serves h on loopback and keeps GOMAXPROCS clients busy posting
// listTripsBody with the key.
func postLoad(b *testing.B, h http.Handler, secret string) {
	hs := httptest.NewServer(h)
	defer hs.Close()
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	// CPU time per request (server and client, one process) says more than
	// throughput on a machine shared with other work.
	var before, after syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &before)
	b.ResetTimer()
	defer func() {
		_ = syscall.Getrusage(syscall.RUSAGE_SELF, &after)
		cpu := after.Utime.Nano() + after.Stime.Nano() - before.Utime.Nano() - before.Stime.Nano()
		b.ReportMetric(float64(cpu)/1e3/float64(b.N), "cpu-us/req")
	}()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			req, _ := http.NewRequest(http.MethodPost, hs.URL+"/v1/player", strings.NewReader(listTripsBody))
			req.Header.Set("Authorization", "Bearer "+secret)
			req.Header.Set("Content-Type", "application/json")
			res, err := client.Do(req)
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

// listTripsBaseline answers list_trips with the least work: the key and
// its account in one statement, the page and its total in another.
func listTripsBaseline(pool *pgxpool.Pool) http.Handler {
	type trip struct {
		ID         string     `json:"id"`
		CasinoName string     `json:"casino_name"`
		Property   *string    `json:"property"`
		StartDate  *time.Time `json:"start_date"`
		EndDate    *time.Time `json:"end_date"`
		CoinIn     *int64     `json:"coin_in"`
		Notes      *string    `json:"notes"`
		CreatedAt  time.Time  `json:"created_at"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx := r.Context()
		var in struct {
			Action string `json:"action"`
			Limit  int    `json:"limit"`
			Offset int    `json:"offset"`
		}
		if err := json.NewDecoder(r.Body).Decode(&in); err != nil || in.Action != "list_trips" {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		hash := sha256.Sum256([]byte(strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")))
		var account string
		var revoked, expires *time.Time
		if err := pool.QueryRow(ctx, `SELECT a.id::text, k.revoked_at, k.expires_at FROM api_keys k JOIN accounts a ON a.id = k.account_id
			WHERE k.secret_hash = $1`, hash[:]).Scan(&account, &revoked, &expires); err != nil || revoked != nil {
			http.Error(w, "unauthorized", http.StatusUnauthorized)
			return
		}
		rows, err := pool.Query(ctx, `SELECT tr.id::text, tr.casino_name, tr.property, tr.start_date, tr.end_date, tr.coin_in_cents,
			tr.notes, tr.created_at, count(*) OVER () FROM trips tr WHERE tr.account_id = $1
			ORDER BY tr.start_date DESC NULLS LAST, tr.created_at DESC, tr.id LIMIT $2 OFFSET $3`, account, in.Limit, in.Offset)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		defer rows.Close()
		out := struct {
			Trips []trip `json:"trips"`
			Count int    `json:"count"`
		}{Trips: []trip{}}
		for rows.Next() {
			var t trip
			if err := rows.Scan(&t.ID, &t.CasinoName, &t.Property, &t.StartDate, &t.EndDate, &t.CoinIn, &t.Notes, &t.CreatedAt, &out.Count); err != nil {
				http.Error(w, err.Error(), http.StatusInternalServerError)
				return
			}
			out.Trips = append(out.Trips, t)
		}
		if rows.Err() != nil {
			http.Error(w, rows.Err().Error(), http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"data": out, "error": nil})
	})
}
