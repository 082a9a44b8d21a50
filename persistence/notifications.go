package persistence

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// Reading a player's notifications, marking them read, storing the
// settings, and producing the notifications that depend on the calendar
// (an offer, voucher or tier nearing its expiry).

// NotificationList is a page of an account's notifications.
type NotificationList struct {
	Notifications []Notification
	Count         int // matching the filter, all pages
	Unread        int // unread of the account, whatever the filter
}

// NotificationsOf lists the account's notifications newest first (then by
// id, descending), only unread ones when unreadOnly.
func NotificationsOf(ctx context.Context, db bun.IDB, account uuid.UUID, unreadOnly bool, p Page) (*NotificationList, error) {
	out := &NotificationList{}
	q := db.NewSelect().Model((*Notification)(nil)).Where("n.account_id = ?", account)
	if unreadOnly {
		q = q.Where("n.read_at IS NULL")
	}
	var err error
	out.Notifications, out.Count, err = pageOfModel[Notification](ctx, q.OrderExpr("n.created_at DESC, n.id DESC"), p)
	if err != nil {
		return nil, fmt.Errorf("list notifications: %w", err)
	}
	unread, err := db.NewSelect().Model((*Notification)(nil)).
		Where("n.account_id = ?", account).Where("n.read_at IS NULL").Count(ctx)
	if err != nil {
		return nil, fmt.Errorf("count unread notifications: %w", err)
	}
	out.Unread = int(unread)
	return out, nil
}

// MarkNotificationRead marks one of the account's notifications read at
// now and reports how many it marked: 1, or 0 when it was read already
// (its read_at is kept). It is not_found when the notification does not
// exist or is another account's.
func MarkNotificationRead(ctx context.Context, db bun.IDB, account, id uuid.UUID, now domain.Timestamp) (int, error) {
	exists, err := db.NewSelect().Model((*Notification)(nil)).
		Where("n.id = ?", id).Where("n.account_id = ?", account).Exists(ctx)
	if err != nil {
		return 0, fmt.Errorf("notification %s: %w", id, err)
	}
	if !exists {
		return 0, domain.NotFound("No notification has the id %q.", id)
	}
	res, err := db.NewUpdate().Model((*Notification)(nil)).Set("read_at = ?", now).
		Where("id = ?", id).Where("account_id = ?", account).Where("read_at IS NULL").Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("mark notification %s read: %w", id, err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// MarkAllNotificationsRead marks every unread notification of the account
// read at now and reports how many it marked.
func MarkAllNotificationsRead(ctx context.Context, db bun.IDB, account uuid.UUID, now domain.Timestamp) (int, error) {
	res, err := db.NewUpdate().Model((*Notification)(nil)).Set("read_at = ?", now).
		Where("account_id = ?", account).Where("read_at IS NULL").Exec(ctx)
	if err != nil {
		return 0, fmt.Errorf("mark notifications read: %w", err)
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}

// SetNotificationKindsDisabled stores disabled as the settings' comma list,
// in the order of NotificationKinds (unknown kinds are dropped).
func SetNotificationKindsDisabled(s *NotificationSettings, disabled []string) {
	var keep []string
	for _, k := range NotificationKinds {
		if slices.Contains(disabled, k) {
			keep = append(keep, k)
		}
	}
	s.KindsDisabled = strings.Join(keep, ",")
}

// SaveNotificationSettings inserts or replaces the account's settings row.
func SaveNotificationSettings(ctx context.Context, db bun.IDB, s *NotificationSettings) error {
	if _, err := db.NewInsert().Model(s).
		On("CONFLICT (account_id) DO UPDATE").
		Set("offer_expiring_days = EXCLUDED.offer_expiring_days").
		Set("tier_expiring_days = EXCLUDED.tier_expiring_days").
		Set("voucher_expiring_days = EXCLUDED.voucher_expiring_days").
		Set("kinds_disabled = EXCLUDED.kinds_disabled").
		Set("updated_at = EXCLUDED.updated_at").
		Exec(ctx); err != nil {
		return fmt.Errorf("save notification settings: %w", err)
	}
	return nil
}

// ProduceExpiryNotifications makes the expiry notifications that are due
// on today, under the account's settings, and reports how many it made:
// one per available offer whose expiration_date, open voucher whose
// expires_on, and tier whose tier_expires_at falls from today through
// today + the kind's days (inclusive; 0 days = expiring today). Each is
// made once per item and expiry date (the dedupe key holds both, so a new
// expiry date gives a new notification); a kind the player turned off is
// skipped.
func ProduceExpiryNotifications(ctx context.Context, db bun.IDB, account uuid.UUID, today domain.Date, now domain.Timestamp) (int, error) {
	settings, err := NotificationSettingsOf(ctx, db, account)
	if err != nil {
		return 0, err
	}
	var due []Notification
	if settings.Enabled(NotifyOfferExpiring) {
		var offers []Offer
		if err := db.NewSelect().Model(&offers).Where("o.account_id = ?", account).
			Where("o.status = ?", OfferAvailable).
			Where("o.expiration_date >= ?", today).Where("o.expiration_date <= ?", today.AddDays(settings.OfferExpiringDays)).
			OrderExpr("o.expiration_date, o.id").Scan(ctx); err != nil {
			return 0, fmt.Errorf("expiring offers: %w", err)
		}
		for _, o := range offers {
			what := "An offer"
			if o.OfferType != nil && strings.TrimSpace(*o.OfferType) != "" {
				what = "A " + strings.TrimSpace(*o.OfferType) + " offer"
			}
			if o.Value != nil {
				what += " worth " + o.Value.String()
			}
			due = append(due, expiryNotification(account, NotifyOfferExpiring, "offer", o.ID, *o.ExpirationDate, today,
				"Offer at "+o.CasinoName+" expires "+o.ExpirationDate.String(),
				what+" at "+o.CasinoName))
		}
	}
	if settings.Enabled(NotifyVoucherExpiring) {
		var vouchers []Voucher
		if err := db.NewSelect().Model(&vouchers).Where("vo.account_id = ?", account).
			Where("vo.status = ?", VoucherOpen).
			Where("vo.expires_on >= ?", today).Where("vo.expires_on <= ?", today.AddDays(settings.VoucherExpiringDays)).
			OrderExpr("vo.expires_on, vo.id").Scan(ctx); err != nil {
			return 0, fmt.Errorf("expiring vouchers: %w", err)
		}
		for _, v := range vouchers {
			due = append(due, expiryNotification(account, NotifyVoucherExpiring, "voucher", v.ID, *v.ExpiresOn, today,
				fmt.Sprintf("%s voucher from %s expires %s", v.Amount, v.CasinoName, v.ExpiresOn),
				fmt.Sprintf("A %s voucher from %s", v.Amount, v.CasinoName)))
		}
	}
	if settings.Enabled(NotifyTierExpiring) {
		var tiers []UserTier
		if err := db.NewSelect().Model(&tiers).Where("ut.account_id = ?", account).
			Where("ut.tier_expires_at >= ?", today).Where("ut.tier_expires_at <= ?", today.AddDays(settings.TierExpiringDays)).
			OrderExpr("ut.tier_expires_at, ut.id").Scan(ctx); err != nil {
			return 0, fmt.Errorf("expiring tiers: %w", err)
		}
		for _, t := range tiers {
			due = append(due, expiryNotification(account, NotifyTierExpiring, "tier", t.ID, *t.TierExpiresAt, today,
				t.Tier+" status at "+t.CasinoName+" expires "+t.TierExpiresAt.String(),
				"Your "+t.Tier+" status at "+t.CasinoName))
		}
	}
	made := 0
	for i := range due {
		stored, err := Notify(ctx, db, &due[i], now)
		if err != nil {
			return made, err
		}
		if stored {
			made++
		}
	}
	return made, nil
}

// expiryNotification is the notification that item (of refType) expires on
// expires; its dedupe key is kind:id:date.
func expiryNotification(account uuid.UUID, kind, refType string, id uuid.UUID, expires, today domain.Date, title, what string) Notification {
	var when string
	switch days := today.DaysUntil(expires); days {
	case 0:
		when = "today"
	case 1:
		when = "tomorrow, " + expires.String()
	default:
		when = fmt.Sprintf("in %d days, on %s", days, expires)
	}
	body := what + " expires " + when + "."
	ref := refType
	refID := id
	return Notification{
		AccountID: account,
		Kind:      kind,
		Title:     title,
		Body:      &body,
		RefType:   &ref,
		RefID:     &refID,
		DedupeKey: kind + ":" + id.String() + ":" + expires.String(),
	}
}
