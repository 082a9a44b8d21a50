package bench

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	_ "modernc.org/sqlite" // the driver Tierline uses, registered as "sqlite"
)

// OpenSQLite opens a Tierline SQLite file read-only with a pool of readers
// (WAL lets them read beside a writer): what a bare read-only server
// would do. Tierline itself uses one connection for everything.
func OpenSQLite(ctx context.Context, path string, readers int) (*sql.DB, error) {
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro&_pragma=busy_timeout(10000)")
	if err != nil {
		return nil, fmt.Errorf("bare: open %s: %w", path, err)
	}
	db.SetMaxOpenConns(readers)
	db.SetMaxIdleConns(readers)
	if err := db.PingContext(ctx); err != nil {
		db.Close()
		return nil, fmt.Errorf("bare: open %s: %w", path, err)
	}
	return db, nil
}

// BareSQLiteHandler serves the search baseline on SQLite:
// GET /v1/casinos?q=&state=&limit= with the SQL of Tierline's directory on
// SQLite (count and page, run side by side as on PostgreSQL).
func BareSQLiteHandler(db *sql.DB) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /v1/casinos", func(w http.ResponseWriter, r *http.Request) { bareSQLiteSearch(w, r, db) })
	return mux
}

func bareSQLiteSearch(w http.ResponseWriter, r *http.Request, db *sql.DB) {
	ctx := r.Context()
	q := r.URL.Query()
	pattern := "%" + escapeLike(q.Get("q")) + "%"
	state := strings.ToUpper(q.Get("state"))
	limit, err := strconv.Atoi(q.Get("limit"))
	if err != nil || limit < 1 {
		limit = 24
	}
	const where = `FROM casinos AS c WHERE (lower(c.name) LIKE lower(?1) ESCAPE '\' OR lower(c.brand) LIKE lower(?1) ESCAPE '\' OR lower(c.tribal_nation) LIKE lower(?1) ESCAPE '\') AND c.state = ?2`
	var count int
	countErr := make(chan error, 1)
	go func() {
		countErr <- db.QueryRowContext(ctx, `SELECT count(*) `+where, pattern, state).Scan(&count)
	}()
	rows, err := db.QueryContext(ctx, `SELECT c.id, `+casinoColumns+
		where+` ORDER BY c.name ASC, c.id ASC LIMIT ?3 OFFSET 0`, pattern, state, limit)
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
