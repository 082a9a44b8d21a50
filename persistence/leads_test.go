package persistence_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

func TestCreateLead(t *testing.T) {
	ctx := context.Background()
	db := dbtest.Open(t)
	host := dbtest.NewAccount(t, db, persistence.RoleHost)
	player := dbtest.NewAccount(t, db, persistence.RolePlayer)
	at := domain.NewTimestamp(time.Date(2026, 6, 15, 12, 0, 0, 0, time.UTC))
	msg := "I play at Aria most months"
	notifications := func(t *testing.T) []persistence.Notification {
		t.Helper()
		var ns []persistence.Notification
		if err := db.NewSelect().Model(&ns).Where("n.account_id = ?", host.ID).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		return ns
	}

	var first *persistence.Lead
	t.Run("a request makes a pending, new lead and notifies the host", func(t *testing.T) {
		l, created, err := persistence.CreateLead(ctx, db, host.ID, player.ID, &msg, at)
		if err != nil {
			t.Fatal(err)
		}
		first = l
		if !created || l.Decision != persistence.LeadPending || l.Status != persistence.LeadNew ||
			l.HostID != host.ID || l.PlayerID != player.ID || l.Message == nil || *l.Message != msg {
			t.Errorf("lead = %+v (created %v)", l, created)
		}
		ns := notifications(t)
		if len(ns) != 1 || ns[0].Kind != persistence.NotifyLeadReceived || ns[0].RefID == nil || *ns[0].RefID != l.ID ||
			ns[0].Body == nil || *ns[0].Body != msg {
			t.Fatalf("host notifications = %+v, want one lead_received about the lead", ns)
		}
		if ns[0].Title != "Test player asks to connect with you" {
			t.Errorf("title = %q, want the player's name in it", ns[0].Title)
		}
	})

	t.Run("asking the same host again returns the existing lead and notifies no one", func(t *testing.T) {
		other := "second try"
		l, created, err := persistence.CreateLead(ctx, db, host.ID, player.ID, &other, domain.NewTimestamp(at.Add(time.Hour)))
		if err != nil {
			t.Fatal(err)
		}
		if created || l.ID != first.ID || l.Message == nil || *l.Message != msg {
			t.Errorf("lead = %+v (created %v), want the first lead unchanged", l, created)
		}
		if n := len(notifications(t)); n != 1 {
			t.Errorf("%d notifications, want still 1", n)
		}
	})

	t.Run("a declined lead stays declined when asked again", func(t *testing.T) {
		first.Decision = persistence.LeadDeclined
		if err := persistence.UpdateLeadRow(ctx, db, first); err != nil {
			t.Fatal(err)
		}
		l, created, err := persistence.CreateLead(ctx, db, host.ID, player.ID, nil, domain.NewTimestamp(at.Add(2*time.Hour)))
		if err != nil || created || l.Decision != persistence.LeadDeclined {
			t.Errorf("lead = %+v (created %v, err %v), want the declined lead", l, created, err)
		}
	})

	t.Run("the host must be a host account", func(t *testing.T) {
		notHost := dbtest.NewAccount(t, db, persistence.RolePlayer)
		_, _, err := persistence.CreateLead(ctx, db, notHost.ID, player.ID, nil, at)
		var e *domain.Error
		if !errors.As(err, &e) || e.Code != domain.ENOTFOUND {
			t.Errorf("err = %v, want not_found", err)
		}
		if n, _ := db.NewSelect().Model((*persistence.Lead)(nil)).Where("host_id = ?", notHost.ID).Count(ctx); n != 0 {
			t.Errorf("%d leads for a player account", n)
		}
	})

	t.Run("a host cannot ask to connect with themselves", func(t *testing.T) {
		_, _, err := persistence.CreateLead(ctx, db, host.ID, host.ID, nil, at)
		if domain.ErrorCode(err) != domain.EINVALID {
			t.Errorf("err = %v, want invalid_request", err)
		}
	})
}
