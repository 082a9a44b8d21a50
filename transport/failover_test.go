package transport_test

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"sync"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver of the connection that kills the others

	"github.com/tierline/tierline/persistence/dbtest"
	"github.com/tierline/tierline/transport/apitest"
)

// terminateOthers is what a restart or failover does to the service's
// connections: every backend of the database but the caller's is killed.
const terminateOthers = `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
	WHERE datname = current_database() AND pid <> pg_backend_pid()`

// TestKilledConnectionsCostNoClientErrors runs a write load of 20 clients
// while another connection terminates the service's backends four times:
// no client gets a 5xx, and every trip answered 200 is in the database.
func TestKilledConnectionsCostNoClientErrors(t *testing.T) {
	if dbtest.Store() != "postgres" {
		t.Skip("pg_terminate_backend is PostgreSQL's; the embedded SQLite store has no server connections to lose")
	}
	h := apitest.New(t, apitest.Options{})
	const clients, kills = 20, 4
	players := make([]*apitest.Player, clients)
	for i := range players {
		players[i] = h.NewPlayer(t, "read,write")
	}
	killer, err := sql.Open("pgx", dbtest.URL(t))
	if err != nil {
		t.Fatal(err)
	}
	defer killer.Close()
	killer.SetMaxOpenConns(1)

	var (
		mu       sync.Mutex
		outcomes []tripOutcome
		wg       sync.WaitGroup
	)
	stop := make(chan struct{})
	client := &http.Client{Timeout: 10 * time.Second}
	for i, p := range players {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := 0; ; n++ {
				select {
				case <-stop:
					return
				default:
				}
				o := postTrip(client, h.URL, p.Key, fmt.Sprintf("load %d-%d", i, n))
				mu.Lock()
				outcomes = append(outcomes, o)
				mu.Unlock()
			}
		}()
	}
	killed := 0
	for range kills {
		time.Sleep(400 * time.Millisecond)
		var n int
		if err := killer.QueryRow(terminateOthers).Scan(&n); err != nil {
			t.Fatalf("terminating the backends: %v", err)
		}
		killed += n
	}
	time.Sleep(400 * time.Millisecond)
	close(stop)
	wg.Wait()

	if killed == 0 {
		t.Fatal("no backend was terminated: the test did not exercise anything")
	}
	ok, failed := 0, 0
	for _, o := range outcomes {
		switch {
		case o.status == http.StatusOK:
			ok++
			if h.Count(t, "trips", "id = ?", o.tripID) != 1 {
				t.Errorf("trip %s was answered 200 but is not in the database", o.tripID)
			}
		default:
			failed++
			if failed <= 5 {
				t.Errorf("status %d: %s", o.status, o.body)
			}
		}
	}
	t.Logf("%d requests, %d answered 200, %d failed; %d backends terminated in %d rounds", len(outcomes), ok, failed, killed, kills)
	if failed > 0 {
		seen := map[string]int{}
		for _, e := range h.Logs.FilterMessage("internal error").All() {
			seen[fmt.Sprint(e.ContextMap()["error"])]++
		}
		for cause, n := range seen {
			t.Logf("%d× %s", n, cause)
		}
		t.Errorf("%d of %d requests failed while the backends were terminated (%.1f per termination round)", failed, len(outcomes), float64(failed)/kills)
	}
	if ok < clients*kills {
		t.Errorf("only %d requests succeeded: the load was too light to tell", ok)
	}
}

// tripOutcome is the answer to one add_trip: status 0 is a transport
// error.
type tripOutcome struct {
	status int
	body   string
	tripID string
}

// postTrip adds a trip for key.
func postTrip(client *http.Client, base, key, notes string) (o tripOutcome) {
	body, _ := json.Marshal(map[string]any{"action": "add_trip", "casino_name": "Fault Test Casino", "notes": notes})
	req, err := http.NewRequestWithContext(context.Background(), http.MethodPost, base+"/v1/player", bytes.NewReader(body))
	if err != nil {
		o.body = err.Error()
		return o
	}
	req.Header.Set("Authorization", "Bearer "+key)
	req.Header.Set("Content-Type", "application/json")
	res, err := client.Do(req)
	if err != nil {
		o.body = err.Error()
		return o
	}
	defer res.Body.Close()
	raw, _ := io.ReadAll(res.Body)
	o.status, o.body = res.StatusCode, string(raw)
	if res.StatusCode == http.StatusOK {
		var ans struct {
			Data struct {
				Trip struct {
					ID string `json:"id"`
				} `json:"trip"`
			} `json:"data"`
		}
		if err := json.Unmarshal(raw, &ans); err != nil || ans.Data.Trip.ID == "" {
			o.status, o.body = -1, "200 without a trip id: "+string(raw)
		}
		o.tripID = ans.Data.Trip.ID
	}
	return o
}
