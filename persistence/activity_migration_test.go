package persistence_test

import (
	"context"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

// TestForgettingDeletedActivity runs the migration that deletes the
// events of trips and tiers deleted before deletions took their events
// along: the orphans go, every other event stays.
func TestForgettingDeletedActivity(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	a := dbtest.NewAccount(t, db, persistence.RolePlayer)
	now := domain.NewTimestamp(time.Now())
	trip := &persistence.Trip{ID: uuid.New(), CasinoName: "Wynn", CreatedAt: now, UpdatedAt: now}
	if err := persistence.NewRecords(db, a.ID).AddTrip(ctx, trip); err != nil {
		t.Fatal(err)
	}
	deletedTrip, deletedTier := uuid.New(), uuid.New()
	events := []struct {
		kind string
		ref  *uuid.UUID
	}{
		{persistence.ActivityTripAdded, &trip.ID},
		{persistence.ActivityTripAdded, &deletedTrip},
		{persistence.ActivityTierChanged, &deletedTier},
		{persistence.ActivityShareLinkCreated, nil},
	}
	for _, e := range events {
		if err := persistence.RecordActivity(ctx, db, a.ID, e.kind, "x", e.ref, now); err != nil {
			t.Fatal(err)
		}
	}
	raw, err := os.ReadFile("migrations/" + dbtest.Store() + "/20261123000400_forget_deleted_activity.tx.up.sql")
	if err != nil {
		t.Fatal(err)
	}
	for _, stmt := range strings.Split(string(raw), "--bun:split") {
		if _, err := db.ExecContext(ctx, stmt); err != nil {
			t.Fatal(err)
		}
	}
	var kept []persistence.ActivityEvent
	if err := db.NewSelect().Model(&kept).Where("ae.account_id = ?", a.ID).OrderExpr("ae.kind").Scan(ctx); err != nil {
		t.Fatal(err)
	}
	if len(kept) != 2 || kept[0].Kind != persistence.ActivityShareLinkCreated || *kept[1].RefID != trip.ID {
		t.Errorf("kept %+v; want the share-link event and the existing trip's", kept)
	}
}
