package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// What several action areas share: notifications the service produces,
// the public activity of a player, consents, and matching a free-text
// casino name to the directory.

// Notification kinds.
const (
	NotifyOfferExpiring   = "offer_expiring"
	NotifyTierExpiring    = "tier_expiring"
	NotifyVoucherExpiring = "voucher_expiring"
	NotifyW2GRecorded     = "w2g_recorded"
	NotifyRGLimitReached  = "rg_limit_reached"
	NotifyLeadReceived    = "lead_received"
	NotifyLeadAccepted    = "lead_accepted"
	NotifyNewFollower     = "new_follower"
)

// NotificationKinds lists every kind.
var NotificationKinds = []string{
	NotifyOfferExpiring, NotifyTierExpiring, NotifyVoucherExpiring, NotifyW2GRecorded,
	NotifyRGLimitReached, NotifyLeadReceived, NotifyLeadAccepted, NotifyNewFollower,
}

// DefaultNotificationSettings are a player's settings until they change them.
func DefaultNotificationSettings(account uuid.UUID) NotificationSettings {
	return NotificationSettings{AccountID: account, OfferExpiringDays: 7, TierExpiringDays: 30, VoucherExpiringDays: 14}
}

// Enabled reports whether the player wants notifications of kind.
func (s *NotificationSettings) Enabled(kind string) bool {
	return !slices.Contains(strings.Split(s.KindsDisabled, ","), kind)
}

// NotificationSettingsOf returns the account's settings (the defaults when
// it has none stored).
func NotificationSettingsOf(ctx context.Context, db bun.IDB, account uuid.UUID) (*NotificationSettings, error) {
	s := new(NotificationSettings)
	err := db.NewSelect().Model(s).Where("ns.account_id = ?", account).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		d := DefaultNotificationSettings(account)
		return &d, nil
	} else if err != nil {
		return nil, fmt.Errorf("notification settings: %w", err)
	}
	return s, nil
}

// Notify stores a notification for n.AccountID unless the player turned
// its kind off or one with the same DedupeKey exists already (so producing
// "offer X expires soon" twice makes one notification). It fills ID and
// CreatedAt when unset, and reports whether a notification was stored.
func Notify(ctx context.Context, db bun.IDB, n *Notification, now domain.Timestamp) (bool, error) {
	settings, err := NotificationSettingsOf(ctx, db, n.AccountID)
	if err != nil {
		return false, err
	}
	if !settings.Enabled(n.Kind) {
		return false, nil
	}
	if n.ID == uuid.Nil {
		n.ID = newID()
	}
	if n.CreatedAt.IsZero() {
		n.CreatedAt = now
	}
	if n.DedupeKey == "" {
		n.DedupeKey = n.Kind + ":" + n.ID.String()
	}
	res, err := db.NewInsert().Model(n).On("CONFLICT (account_id, dedupe_key) DO NOTHING").Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("notify: %w", err)
	}
	rows, _ := res.RowsAffected()
	return rows == 1, nil
}

// newID is a time-ordered (version 7) uuid: rows written in the same
// microsecond still sort in the order they were made, so "newest first"
// and "latest event wins" never depend on chance.
func newID() uuid.UUID {
	id, err := uuid.NewV7()
	if err != nil {
		return uuid.New()
	}
	return id
}

// IsUniqueViolation reports whether err is a unique-constraint violation
// (PostgreSQL 23505, SQLite "UNIQUE constraint failed"): a concurrent
// request took the same value first.
func IsUniqueViolation(err error) bool {
	if err == nil {
		return false
	}
	msg := err.Error()
	return strings.Contains(msg, "SQLSTATE 23505") || strings.Contains(msg, "UNIQUE constraint failed")
}

// Activity kinds shown to followers.
const (
	ActivityTripAdded        = "trip_added"
	ActivityTierChanged      = "tier_changed"
	ActivityShareLinkCreated = "share_link_created"
)

// RecordActivity adds a public event of the account's; followers see it in
// their feed only while the account grants social_visibility.
func RecordActivity(ctx context.Context, db bun.IDB, account uuid.UUID, kind, summary string, ref *uuid.UUID, now domain.Timestamp) error {
	e := &ActivityEvent{ID: newID(), AccountID: account, Kind: kind, Summary: summary, RefID: ref, CreatedAt: now}
	if _, err := db.NewInsert().Model(e).Exec(ctx); err != nil {
		return fmt.Errorf("record activity: %w", err)
	}
	return nil
}

// InsertRecordingActivity inserts model, a new row of the account, and
// records the activity event about it: on PostgreSQL in one statement (the
// row's INSERT as a WITH of the event's, which runs it to completion
// whether or not the event reads it), on SQLite, which has no INSERT in a
// WITH, in two.
func InsertRecordingActivity(ctx context.Context, db bun.IDB, model any, account uuid.UUID, kind, summary string, ref *uuid.UUID, now domain.Timestamp) error {
	if !IsPostgres(db) {
		if _, err := db.NewInsert().Model(model).Exec(ctx); err != nil {
			return fmt.Errorf("insert: %w", err)
		}
		return RecordActivity(ctx, db, account, kind, summary, ref, now)
	}
	e := &ActivityEvent{ID: newID(), AccountID: account, Kind: kind, Summary: summary, RefID: ref, CreatedAt: now}
	if _, err := db.NewInsert().With("new_row", db.NewInsert().Model(model)).Model(e).Exec(ctx); err != nil {
		return fmt.Errorf("insert and record activity: %w", err)
	}
	return nil
}

// deleteActivityOf deletes the account's public events about a record
// that is being deleted: a follower must not read about a trip or tier
// its owner has removed.
func deleteActivityOf(ctx context.Context, db bun.IDB, account, ref uuid.UUID) error {
	if _, err := db.NewDelete().Model((*ActivityEvent)(nil)).
		Where("ae.account_id = ?", account).Where("ae.ref_id = ?", ref).Exec(ctx); err != nil {
		return fmt.Errorf("delete the events of %s: %w", ref, err)
	}
	return nil
}

// Consents a player can grant.
const (
	ConsentMarketing        = "marketing"
	ConsentShareWithHosts   = "share_with_hosts"
	ConsentSocialVisibility = "social_visibility"
	ConsentTaxProcessing    = "tax_processing"
)

// Consents lists them (the validate tag consent).
var Consents = []string{ConsentMarketing, ConsentShareWithHosts, ConsentSocialVisibility, ConsentTaxProcessing}

// ConsentStates returns the current state of every consent of the account:
// its latest event, or not granted when it has none.
func ConsentStates(ctx context.Context, db bun.IDB, account uuid.UUID) (map[string]bool, error) {
	var events []ConsentEvent
	if err := db.NewSelect().Model(&events).Where("ce.account_id = ?", account).
		OrderExpr("ce.changed_at ASC, ce.id ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("consents: %w", err)
	}
	states := make(map[string]bool, len(Consents))
	for _, c := range Consents {
		states[c] = false
	}
	for _, e := range events {
		states[e.Consent] = e.Granted
	}
	return states, nil
}

// Granting returns which of accounts currently grant consent.
func Granting(ctx context.Context, db bun.IDB, accounts []uuid.UUID, consent string) (map[uuid.UUID]bool, error) {
	since, err := GrantedSince(ctx, db, accounts, consent)
	if err != nil {
		return nil, err
	}
	out := make(map[uuid.UUID]bool, len(since))
	for id := range since {
		out[id] = true
	}
	return out, nil
}

// GrantedSince returns, for each of accounts that grants consent now, the
// time the current grant began (a grant repeated while granted does not
// move it); accounts that do not grant it are absent.
func GrantedSince(ctx context.Context, db bun.IDB, accounts []uuid.UUID, consent string) (map[uuid.UUID]domain.Timestamp, error) {
	out := map[uuid.UUID]domain.Timestamp{}
	if len(accounts) == 0 {
		return out, nil
	}
	var events []ConsentEvent
	if err := db.NewSelect().Model(&events).
		Where("ce.account_id IN (?)", bun.List(accounts)).Where("ce.consent = ?", consent).
		OrderExpr("ce.changed_at ASC, ce.id ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("consents: %w", err)
	}
	for _, e := range events {
		_, granted := out[e.AccountID]
		switch {
		case e.Granted && !granted:
			out[e.AccountID] = e.ChangedAt
		case !e.Granted:
			delete(out, e.AccountID)
		}
	}
	return out, nil
}

// MatchCasino finds the directory casino a free-text name means, resolved
// as everywhere else (ResolveCasino: slug, exact name, name ignoring case
// and spacing, then the name search). It returns nil when nothing matches
// or when the name is ambiguous.
func (d *Directory) MatchCasino(ctx context.Context, name string) (*Casino, error) {
	m, err := d.ResolveCasino(ctx, name)
	if err != nil {
		return nil, fmt.Errorf("match casino: %w", err)
	}
	return m.Casino, nil
}
