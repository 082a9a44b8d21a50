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

// The social actions' queries: public profiles, follows and the activity
// of followed players. Another player is only ever seen through the public
// part of a profile (handle and display name), never by account id.

// PlayerProfileOf returns the account's profile, or nil when it has none.
func PlayerProfileOf(ctx context.Context, db bun.IDB, account uuid.UUID) (*Profile, error) {
	p := new(Profile)
	err := db.NewSelect().Model(p).Where("pf.account_id = ?", account).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	} else if err != nil {
		return nil, fmt.Errorf("profile: %w", err)
	}
	return p, nil
}

// PlayerProfileByHandle returns the profile with that handle, or nil when
// no player has it.
func PlayerProfileByHandle(ctx context.Context, db bun.IDB, handle string) (*Profile, error) {
	p := new(Profile)
	err := db.NewSelect().Model(p).Where("pf.handle = ?", handle).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	} else if err != nil {
		return nil, fmt.Errorf("profile by handle: %w", err)
	}
	return p, nil
}

// SavePlayerProfile stores p: a new profile when create, else an update of
// the account's own. A handle another account holds is invalid_request
// naming handle.
func SavePlayerProfile(ctx context.Context, db bun.IDB, p *Profile, create bool) error {
	taken, err := db.NewSelect().Model((*Profile)(nil)).
		Where("pf.handle = ?", p.Handle).Where("pf.account_id <> ?", p.AccountID).Exists(ctx)
	if err != nil {
		return fmt.Errorf("save profile: %w", err)
	}
	if taken {
		return handleTaken(p.Handle)
	}
	if create {
		_, err = db.NewInsert().Model(p).Exec(ctx)
	} else {
		_, err = db.NewUpdate().Model(p).Column("handle", "display_name", "home_casino", "updated_at").WherePK().Exec(ctx)
	}
	if IsUniqueViolation(err) {
		// Another player took the handle between the check and the write.
		return handleTaken(p.Handle)
	} else if err != nil {
		return fmt.Errorf("save profile: %w", err)
	}
	return nil
}

func handleTaken(handle string) error {
	return domain.Invalid("handle", "%q is taken by another player; choose another", handle)
}

// AddFollow makes follower follow followee from now on, unless it already
// does. It returns the follow (the first one's time when it existed) and
// whether it was created.
func AddFollow(ctx context.Context, db bun.IDB, follower, followee uuid.UUID, now domain.Timestamp) (*Follow, bool, error) {
	f := &Follow{FollowerID: follower, FolloweeID: followee, CreatedAt: now}
	res, err := db.NewInsert().Model(f).On("CONFLICT (follower_id, followee_id) DO NOTHING").Exec(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("follow: %w", err)
	}
	if rows, _ := res.RowsAffected(); rows == 1 {
		return f, true, nil
	}
	existing := new(Follow)
	if err := db.NewSelect().Model(existing).
		Where("fo.follower_id = ?", follower).Where("fo.followee_id = ?", followee).Scan(ctx); err != nil {
		return nil, false, fmt.Errorf("follow: %w", err)
	}
	return existing, false, nil
}

// RemoveFollow stops follower following followee and reports whether it
// did.
func RemoveFollow(ctx context.Context, db bun.IDB, follower, followee uuid.UUID) (bool, error) {
	res, err := db.NewDelete().Model((*Follow)(nil)).
		Where("follower_id = ?", follower).Where("followee_id = ?", followee).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("unfollow: %w", err)
	}
	rows, _ := res.RowsAffected()
	return rows == 1, nil
}

// FollowLink is the other end of a follow as a player sees it: the public
// profile and since when.
type FollowLink struct {
	Handle      string           `bun:"handle" json:"handle"`
	DisplayName *string          `bun:"display_name" json:"display_name"`
	Since       domain.Timestamp `bun:"since" json:"since"`
}

// FollowingOf lists the players account follows, latest follow first (ties
// by handle), paged, with the total count.
func FollowingOf(ctx context.Context, db bun.IDB, account uuid.UUID, p Page) ([]FollowLink, int, error) {
	return followLinks(ctx, db, "fo.followee_id", "fo.follower_id", account, p)
}

// FollowersOf lists the players following account, latest follow first
// (ties by handle), paged, with the total count.
func FollowersOf(ctx context.Context, db bun.IDB, account uuid.UUID, p Page) ([]FollowLink, int, error) {
	return followLinks(ctx, db, "fo.follower_id", "fo.followee_id", account, p)
}

func followLinks(ctx context.Context, db bun.IDB, other, self string, account uuid.UUID, p Page) ([]FollowLink, int, error) {
	q := db.NewSelect().TableExpr("follows AS fo").
		Join("JOIN profiles AS pf ON pf.account_id = ?", bun.Safe(other)).
		ColumnExpr("pf.handle, pf.display_name, fo.created_at AS since").
		Where("? = ?", bun.Safe(self), account)
	links, n, err := pageOf[FollowLink](ctx, q.OrderExpr("fo.created_at DESC, pf.handle ASC"), p)
	if err != nil {
		return nil, 0, fmt.Errorf("follows: %w", err)
	}
	return links, n, nil
}

// FolloweeIDsOf returns the accounts account follows.
func FolloweeIDsOf(ctx context.Context, db bun.IDB, account uuid.UUID) ([]uuid.UUID, error) {
	var ids []uuid.UUID
	if err := db.NewSelect().Model((*Follow)(nil)).Column("followee_id").
		Where("fo.follower_id = ?", account).Scan(ctx, &ids); err != nil {
		return nil, fmt.Errorf("followees: %w", err)
	}
	return ids, nil
}

// FeedEvent is a public activity event as followers see it: whose (by
// public profile), what and when; never the ids of the records behind it.
type FeedEvent struct {
	Handle      string           `bun:"handle" json:"handle"`
	DisplayName *string          `bun:"display_name" json:"display_name"`
	Kind        string           `bun:"kind" json:"kind"`
	Summary     string           `bun:"summary" json:"summary"`
	CreatedAt   domain.Timestamp `bun:"created_at" json:"created_at"`
}

// ActivityOfPlayers lists the activity events of kinds of the accounts
// that have a profile, each only from the time given for it on (the
// moment it began to share), newest first (ties by id), paged, with the
// total count. The caller decides whose activity may be seen since when.
func ActivityOfPlayers(ctx context.Context, db bun.IDB, since map[uuid.UUID]domain.Timestamp, kinds []string, p Page) ([]FeedEvent, int, error) {
	if len(since) == 0 || len(kinds) == 0 {
		return []FeedEvent{}, 0, nil
	}
	accounts := make([]uuid.UUID, 0, len(since))
	for id := range since {
		accounts = append(accounts, id)
	}
	slices.SortFunc(accounts, func(a, b uuid.UUID) int { return strings.Compare(a.String(), b.String()) })
	q := db.NewSelect().TableExpr("activity_events AS ae").
		Join("JOIN profiles AS pf ON pf.account_id = ae.account_id").
		ColumnExpr("pf.handle, pf.display_name, ae.kind, ae.summary, ae.created_at").
		WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			for _, id := range accounts {
				q = q.WhereOr("(ae.account_id = ? AND ae.created_at >= ?)", id, since[id])
			}
			return q
		}).
		Where("ae.kind IN (?)", bun.List(kinds))
	events, n, err := pageOf[FeedEvent](ctx, q.OrderExpr("ae.created_at DESC, ae.id DESC"), p)
	if err != nil {
		return nil, 0, fmt.Errorf("activity feed: %w", err)
	}
	return events, n, nil
}
