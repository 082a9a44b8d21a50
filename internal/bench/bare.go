package bench

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// The bare baselines: the least a server must do to answer the suite's
// requests correctly, with net/http and pgx and nothing else (no router,
// no middleware, no logging, no validation beyond what the SQL needs).
// They answer the same JSON shapes as Tierline and read and write the same
// tables of the same database, so a ratio against them measures what
// Tierline's layers cost.

// OpenPool opens a pgx pool with Tierline's settings (persistence.Open):
// the simple protocol, so PostgreSQL plans each search for its own LIKE
// pattern instead of a generic plan, and the same pool size.
func OpenPool(ctx context.Context, url string) (*pgxpool.Pool, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("bare: %w", err)
	}
	cfg.ConnConfig.DefaultQueryExecMode = pgx.QueryExecModeSimpleProtocol
	cfg.MaxConns = 20
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("bare: %w", err)
	}
	return pool, nil
}

// BareHandler serves the baselines:
//
//	GET  /v1/casinos?q=&state=&limit=   directory search
//	GET  /v1/trips?limit=               list_trips with a key
//	POST /v1/player                     add_trip with an Idempotency-Key
func BareHandler(pool *pgxpool.Pool) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/casinos", func(w http.ResponseWriter, r *http.Request) { bareSearch(w, r, pool) })
	mux.HandleFunc("GET /v1/trips", func(w http.ResponseWriter, r *http.Request) { bareListTrips(w, r, pool) })
	mux.HandleFunc("POST /v1/player", func(w http.ResponseWriter, r *http.Request) { bareAddTrip(w, r, pool) })
	return mux
}

type bareCasino struct {
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
	DistanceKm        *float64 `json:"distance_km"`
}

// bareSearch answers a name-and-state search with the SQL Tierline's
// directory runs (persistence.Directory.SearchCasinos): a count(*) of the
// matches and one page ordered by name and id. The count runs beside the
// page, as bun's ScanAndCount does: a sequential baseline would flatter
// Tierline.
func bareSearch(w http.ResponseWriter, r *http.Request, pool *pgxpool.Pool) {
	ctx := r.Context()
	q := r.URL.Query()
	pattern := "%" + escapeLike(q.Get("q")) + "%"
	state := strings.ToUpper(q.Get("state"))
	limit, err := strconv.Atoi(q.Get("limit"))
	if err != nil || limit < 1 {
		limit = 24
	}
	const where = `FROM casinos AS c WHERE (lower(c.name) LIKE lower($1) ESCAPE '\' OR lower(c.brand) LIKE lower($1) ESCAPE '\' OR lower(c.tribal_nation) LIKE lower($1) ESCAPE '\') AND c.state = $2`
	var count int
	countErr := make(chan error, 1)
	go func() {
		countErr <- pool.QueryRow(ctx, `SELECT count(*) `+where, pattern, state).Scan(&count)
	}()
	rows, err := pool.Query(ctx, `SELECT c.id::text, `+casinoColumns+
		where+` ORDER BY c.name ASC, c.id ASC LIMIT $3 OFFSET 0`, pattern, state, limit)
	if err != nil {
		<-countErr
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	out := []bareCasino{}
	for rows.Next() {
		c, err := scanCasino(rows)
		if err != nil {
			rows.Close()
			<-countErr
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		out = append(out, c)
	}
	rows.Close()
	if err := errors.Join(rows.Err(), <-countErr); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, map[string]any{"data": out, "count": count})
}

// casinoColumns are the columns of a casino in the answer, after its id
// (which PostgreSQL casts to text and SQLite stores as text), in the order
// scanCasino reads them; both baselines select them.
const casinoColumns = `c.slug, c.name_slug, c.state_slug, c.name, c.city, c.state, c.county,
		c.country, c.lat, c.lon, c.casino_type, c.tribal_nation, c.nigc_license_type, c.opened_year, c.gaming_floor_sqft,
		c.slot_machines, c.table_games, c.website, c.brand, c.has_hotel, c.hotel_rooms, c.rewards_program_id IS NOT NULL `

// scanCasino reads one row of the id and casinoColumns; pgx's and
// database/sql's rows both scan this way.
func scanCasino(row interface{ Scan(dest ...any) error }) (bareCasino, error) {
	var c bareCasino
	err := row.Scan(&c.ID, &c.Slug, &c.NameSlug, &c.StateSlug, &c.Name, &c.City, &c.State, &c.County,
		&c.Country, &c.Lat, &c.Lon, &c.CasinoType, &c.TribalNation, &c.NIGCLicenseType, &c.OpenedYear, &c.GamingFloorSqft,
		&c.SlotMachines, &c.TableGames, &c.Website, &c.Brand, &c.HasHotel, &c.HotelRooms, &c.HasRewardsProgram)
	return c, err
}

func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(s)
}

// caller is what the one key statement tells about the request's key.
type caller struct {
	account uuid.UUID
	scopes  string
}

// bareAuth reads the key and its account in ONE statement (the key's
// SHA-256 joined with its account) and refuses a missing, unknown, revoked
// or expired key or one without the scope. It writes the 401/403 itself
// and returns false then.
func bareAuth(w http.ResponseWriter, r *http.Request, pool *pgxpool.Pool, scope string) (caller, bool) {
	secret, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	if !ok || secret == "" {
		http.Error(w, `{"error":"invalid_token"}`, http.StatusUnauthorized)
		return caller{}, false
	}
	hash := sha256.Sum256([]byte(secret))
	var c caller
	var revoked, expires *time.Time
	err := pool.QueryRow(r.Context(), `SELECT a.id, k.scopes, k.revoked_at, k.expires_at
		FROM api_keys AS k JOIN accounts AS a ON a.id = k.account_id WHERE k.secret_hash = $1`, hash[:]).
		Scan(&c.account, &c.scopes, &revoked, &expires)
	switch {
	case errors.Is(err, pgx.ErrNoRows), err == nil && (revoked != nil || expires != nil && !time.Now().Before(*expires)):
		http.Error(w, `{"error":"invalid_token"}`, http.StatusUnauthorized)
		return caller{}, false
	case err != nil:
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return caller{}, false
	case !hasScope(c.scopes, scope):
		http.Error(w, `{"error":"insufficient_scope"}`, http.StatusForbidden)
		return caller{}, false
	}
	return c, true
}

func hasScope(list, scope string) bool {
	for s := range strings.SplitSeq(list, ",") {
		if strings.TrimSpace(s) == scope {
			return true
		}
	}
	return false
}

type bareTrip struct {
	ID         uuid.UUID `json:"id"`
	CasinoName string    `json:"casino_name"`
	Property   *string   `json:"property"`
	StartDate  *string   `json:"start_date"`
	EndDate    *string   `json:"end_date"`
	CoinIn     *float64  `json:"coin_in"`
	CreatedAt  time.Time `json:"created_at"`
	Notes      *string   `json:"notes,omitempty"`
	coinCents  *int64
	start, end *time.Time
}

func (t *bareTrip) finish() {
	if t.coinCents != nil {
		v := float64(*t.coinCents) / 100
		t.CoinIn = &v
	}
	t.StartDate, t.EndDate = day(t.start), day(t.end)
	// Tierline answers timestamps to the second.
	t.CreatedAt = t.CreatedAt.UTC().Truncate(time.Second)
}

// bareNewTrip is add_trip's answer: a trip with its notes.
type bareNewTrip struct {
	bareTrip
	Notes *string `json:"notes"`
}

func day(t *time.Time) *string {
	if t == nil {
		return nil
	}
	s := t.Format(time.DateOnly)
	return &s
}

// bareListTrips is list_trips with a key in two statements: the key with
// its account, then one page of the account's trips in Tierline's order
// with the count of all of them as a window over the same rows (an empty
// page past the end asks for the count separately, which the suite's
// requests never do).
func bareListTrips(w http.ResponseWriter, r *http.Request, pool *pgxpool.Pool) {
	c, ok := bareAuth(w, r, pool, "read")
	if !ok {
		return
	}
	limit, err := strconv.Atoi(r.URL.Query().Get("limit"))
	if err != nil || limit < 1 || limit > 200 {
		limit = 50
	}
	ctx := r.Context()
	rows, err := pool.Query(ctx, `SELECT id, casino_name, property, start_date, end_date, coin_in_cents, created_at, count(*) OVER ()
		FROM trips WHERE account_id = $1 ORDER BY start_date DESC NULLS LAST, created_at DESC, id LIMIT $2`, c.account, limit)
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	out, count := []bareTrip{}, 0
	for rows.Next() {
		var t bareTrip
		if err := rows.Scan(&t.ID, &t.CasinoName, &t.Property, &t.start, &t.end, &t.coinCents, &t.CreatedAt, &count); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		t.finish()
		out = append(out, t)
	}
	if err := rows.Err(); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	writeJSON(w, map[string]any{"data": out, "count": count})
}

type addTripBody struct {
	Action     string  `json:"action"`
	CasinoName string  `json:"casino_name"`
	StartDate  *string `json:"start_date"`
}

// bareAddTrip is add_trip with an Idempotency-Key, in exactly these
// statements: (1) the key with its account (one SELECT, as bareAuth),
// (2) BEGIN, (3) INSERT the trip, (4) INSERT the idempotency record with
// the answer it will replay (a key already there is a 409 here: the suite
// never repeats one, so the baseline need not replay), (5) COMMIT. No
// account lock and no activity row: the minimum that keeps the write and
// its idempotency record atomic.
func bareAddTrip(w http.ResponseWriter, r *http.Request, pool *pgxpool.Pool) {
	c, ok := bareAuth(w, r, pool, "write")
	if !ok {
		return
	}
	key, err := uuid.Parse(r.Header.Get("Idempotency-Key"))
	if err != nil {
		http.Error(w, `{"error":"invalid_request"}`, http.StatusBadRequest)
		return
	}
	var in addTripBody
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20)).Decode(&in); err != nil || in.Action != "add_trip" || in.CasinoName == "" {
		http.Error(w, `{"error":"invalid_request"}`, http.StatusBadRequest)
		return
	}
	now := time.Now().UTC().Truncate(time.Second)
	t := bareNewTrip{bareTrip: bareTrip{ID: uuid.New(), CasinoName: in.CasinoName, StartDate: in.StartDate, CreatedAt: now}}
	body, err := json.Marshal(map[string]any{"data": map[string]any{"success": true, "trip": t}, "error": nil})
	if err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	ctx := r.Context()
	err = pgx.BeginFunc(ctx, pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `INSERT INTO trips (id, account_id, casino_name, start_date, created_at, updated_at)
			VALUES ($1, $2, $3, $4::date, $5, $5)`, t.ID, c.account, t.CasinoName, t.StartDate, now); err != nil {
			return err
		}
		_, err := tx.Exec(ctx, `INSERT INTO idempotency_records (account_id, key, fingerprint, status, content_type, body, created_at, expires_at)
			VALUES ($1, $2, $3, 200, 'application/json; charset=utf-8', $4, $5, $6)`,
			c.account, key, "add_trip", body, now, now.Add(24*time.Hour))
		return err
	})
	if err != nil {
		http.Error(w, err.Error(), http.StatusConflict)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_, _ = w.Write(body)
}

func writeJSON(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	_ = json.NewEncoder(w).Encode(v)
}
