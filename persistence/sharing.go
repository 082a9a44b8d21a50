package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/tally"
)

// The sharing area: share links, and what anyone holding a link's token
// sees (GET {site_url}/s/{token}).

// What a share link can show.
const (
	ShareTrip        = "trip"
	ShareTierSummary = "tier_summary"
	ShareVisitStats  = "visit_stats"
)

// ShareResourceTypes lists them (the validate tag sharetype).
var ShareResourceTypes = []string{ShareTrip, ShareTierSummary, ShareVisitStats}

// ShareLinkStatus is "revoked" for a revoked link, "expired" for one past
// its expiry at now, and "active" otherwise.
func (l *ShareLink) ShareLinkStatus(now domain.Timestamp) string {
	switch {
	case l.RevokedAt != nil:
		return "revoked"
	case !now.Before(l.ExpiresAt.Time):
		return "expired"
	default:
		return "active"
	}
}

// AddShareLink stores a new share link for the account.
func (r *Records) AddShareLink(ctx context.Context, l *ShareLink) error {
	l.AccountID = r.account
	if _, err := r.db.NewInsert().Model(l).Exec(ctx); err != nil {
		return fmt.Errorf("add share link: %w", err)
	}
	return nil
}

// ShareLinks lists the account's share links, active and not, newest
// first (then by id).
func (r *Records) ShareLinks(ctx context.Context, p Page) ([]ShareLink, int, error) {
	links, n, err := list[ShareLink](ctx, r, "sl", p, "sl.created_at DESC, sl.id", nil)
	if err != nil {
		return nil, 0, fmt.Errorf("list share links: %w", err)
	}
	return links, n, nil
}

// ShareLinkByID returns one of the account's share links.
func (r *Records) ShareLinkByID(ctx context.Context, id uuid.UUID) (*ShareLink, error) {
	return one[ShareLink](ctx, r, "sl", "share link", id)
}

// RevokeShareLink revokes one of the account's share links at now and
// returns it; a link revoked before keeps its first revocation time.
func (r *Records) RevokeShareLink(ctx context.Context, id uuid.UUID, now domain.Timestamp) (*ShareLink, error) {
	if _, err := r.db.NewUpdate().Model((*ShareLink)(nil)).Set("revoked_at = ?", now).
		Where("sl.id = ?", id).Where("sl.account_id = ?", r.account).Where("sl.revoked_at IS NULL").
		Exec(ctx); err != nil {
		return nil, fmt.Errorf("revoke share link: %w", err)
	}
	return r.ShareLinkByID(ctx, id)
}

// SharedTrip is a trip as its share link shows it: the spec's Trip fields
// (never the notes or the owner) and its summary figures.
type SharedTrip struct {
	Trip    Trip               `json:"trip"`
	Summary *tally.TripSummary `json:"summary"`
}

// SharedTiers is a tier summary as its share link shows it: the owner's
// tiers (the spec's UserTier), by casino name.
type SharedTiers struct {
	Tiers []UserTier `json:"tiers"`
}

// SharedView is what GET /s/{token} shows: the link's resource type and
// expiry beside the resource's fields (exactly one of the embedded
// pointers is set, and only its fields are written).
type SharedView struct {
	ResourceType string           `json:"resource_type"`
	ExpiresAt    domain.Timestamp `json:"expires_at"`
	// trip: "trip" and "summary".
	*SharedTrip
	// tier_summary: "tiers".
	*SharedTiers
	// visit_stats: the fields visit_stats returns.
	*VisitStats
}

// errNoSharedView is the one answer for an unknown, expired or revoked
// token, and for a link whose trip was deleted: a token holder learns
// nothing more.
var errNoSharedView = domain.NotFound("No share link has this token, or it has expired or been revoked.")

// maxShareToken bounds the tokens looked up: real ones are 43 characters
// of URL-safe base64, and nothing else is looked up.
const (
	maxShareToken     = 128
	base64URLAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
)

// SharedViewByToken returns what the share link with token shows at now,
// or not_found when no link has the token or it has expired or been
// revoked (the same answer for all three).
func SharedViewByToken(ctx context.Context, db bun.IDB, token string, now domain.Timestamp) (*SharedView, error) {
	if token == "" || len(token) > maxShareToken || strings.Trim(token, base64URLAlphabet) != "" {
		return nil, errNoSharedView
	}
	link := new(ShareLink)
	err := db.NewSelect().Model(link).Where("sl.token = ?", token).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, errNoSharedView
	} else if err != nil {
		return nil, fmt.Errorf("shared view: %w", err)
	}
	if link.ShareLinkStatus(now) != "active" {
		return nil, errNoSharedView
	}
	rec := NewRecords(db, link.AccountID)
	view := &SharedView{ResourceType: link.ResourceType, ExpiresAt: link.ExpiresAt}
	today := domain.DateOf(now.UTC())
	switch link.ResourceType {
	case ShareTrip:
		if link.ResourceID == nil {
			return nil, errNoSharedView
		}
		trip, err := rec.Trip(ctx, *link.ResourceID)
		if domain.ErrorCode(err) == domain.ENOTFOUND {
			return nil, errNoSharedView
		} else if err != nil {
			return nil, err
		}
		summary, _, err := rec.SummarizeTrip(ctx, trip, today)
		if err != nil {
			return nil, err
		}
		view.SharedTrip = &SharedTrip{Trip: *trip, Summary: summary}
	case ShareTierSummary:
		tiers, _, err := rec.Tiers(ctx, Page{})
		if err != nil {
			return nil, err
		}
		view.SharedTiers = &SharedTiers{Tiers: tiers}
	case ShareVisitStats:
		if view.VisitStats, err = rec.VisitStatsOf(ctx, today); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("shared view: share link %s has resource type %q", link.ID, link.ResourceType)
	}
	return view, nil
}
