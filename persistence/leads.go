package persistence

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// Lead decisions: a lead waits pending until the host accepts it (the
// player is connected) or declines it.
const (
	LeadPending  = "pending"
	LeadAccepted = "accepted"
	LeadDeclined = "declined"
)

// LeadDecisions lists the decisions (the validate tag leaddecision).
var LeadDecisions = []string{LeadPending, LeadAccepted, LeadDeclined}

// Lead statuses: the host's own pipeline stage, independent of the decision.
const (
	LeadNew       = "new"
	LeadContacted = "contacted"
	LeadQualified = "qualified"
	LeadWon       = "won"
	LeadLost      = "lost"
)

// LeadStatuses lists the statuses in pipeline order (the validate tag
// leadstatus).
var LeadStatuses = []string{LeadNew, LeadContacted, LeadQualified, LeadWon, LeadLost}

// CreateLead records a player's request to connect with a host: decision
// pending, status new, and a lead_received notification to the host. It is
// idempotent per player and host: when the player has asked that host
// before, it returns the existing lead (whatever its decision) with
// created false, and notifies nobody. The host must be an account whose
// role is host (else not_found), and not the player.
func CreateLead(ctx context.Context, db bun.IDB, hostID, playerID uuid.UUID, message *string, now domain.Timestamp) (*Lead, bool, error) {
	if hostID == playerID {
		return nil, false, domain.Invalid("host_id", "must be another account than your own")
	}
	host := new(Account)
	err := db.NewSelect().Model(host).Where("a.id = ?", hostID).Where("a.role = ?", RoleHost).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, false, domain.NotFound("No host has the id %q.", hostID)
	} else if err != nil {
		return nil, false, fmt.Errorf("create lead: %w", err)
	}
	l := &Lead{
		ID: uuid.New(), HostID: hostID, PlayerID: playerID, Message: message,
		Decision: LeadPending, Status: LeadNew, CreatedAt: now, UpdatedAt: now,
	}
	res, err := db.NewInsert().Model(l).On("CONFLICT (host_id, player_id) DO NOTHING").Exec(ctx)
	if err != nil {
		return nil, false, fmt.Errorf("create lead: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return nil, false, fmt.Errorf("create lead: %w", err)
	} else if n == 0 {
		existing := new(Lead)
		if err := db.NewSelect().Model(existing).Where("l.host_id = ?", hostID).
			Where("l.player_id = ?", playerID).Scan(ctx); err != nil {
			return nil, false, fmt.Errorf("create lead: existing: %w", err)
		}
		return existing, false, nil
	}
	cards, err := PlayerCardsOf(ctx, db, []uuid.UUID{playerID})
	if err != nil {
		return nil, false, fmt.Errorf("create lead: %w", err)
	}
	ref := "lead"
	if _, err := Notify(ctx, db, &Notification{
		AccountID: hostID, Kind: NotifyLeadReceived,
		Title:   cardLabel(cards[playerID]) + " asks to connect with you",
		Body:    message,
		RefType: &ref, RefID: &l.ID,
		DedupeKey: NotifyLeadReceived + ":" + l.ID.String(),
	}, now); err != nil {
		return nil, false, fmt.Errorf("create lead: %w", err)
	}
	return l, true, nil
}

// cardLabel names a player in a notification: @handle, else the name,
// else "A player".
func cardLabel(c PlayerCard) string {
	switch {
	case c.Handle != nil:
		return "@" + *c.Handle
	case c.Name != nil && *c.Name != "":
		return *c.Name
	default:
		return "A player"
	}
}

// LeadsOfHost lists the leads addressed to the host, newest first (then by
// id), filtered by status and decision when not "", with the total count.
func LeadsOfHost(ctx context.Context, db bun.IDB, hostID uuid.UUID, status, decision string, p Page) ([]Lead, int, error) {
	q := db.NewSelect().Model((*Lead)(nil)).Where("l.host_id = ?", hostID)
	if status != "" {
		q = q.Where("l.status = ?", status)
	}
	if decision != "" {
		q = q.Where("l.decision = ?", decision)
	}
	leads, n, err := pageOfModel[Lead](ctx, q.OrderExpr("l.created_at DESC, l.id"), p)
	if err != nil {
		return nil, 0, fmt.Errorf("list leads: %w", err)
	}
	return leads, n, nil
}

// HostLeadByID returns one lead addressed to the host; not_found when
// there is none or it is addressed to another host.
func HostLeadByID(ctx context.Context, db bun.IDB, hostID, leadID uuid.UUID) (*Lead, error) {
	l := new(Lead)
	err := db.NewSelect().Model(l).Where("l.id = ?", leadID).Where("l.host_id = ?", hostID).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("No lead has the id %q.", leadID)
	} else if err != nil {
		return nil, fmt.Errorf("lead %s: %w", leadID, err)
	}
	return l, nil
}

// UpdateLeadRow stores a lead's decision, status and updated_at.
func UpdateLeadRow(ctx context.Context, db bun.IDB, l *Lead) error {
	if _, err := db.NewUpdate().Model(l).Column("decision", "status", "updated_at").
		Where("l.id = ?", l.ID).Where("l.host_id = ?", l.HostID).Exec(ctx); err != nil {
		return fmt.Errorf("update lead: %w", err)
	}
	return nil
}

// LeadWithPlayer is a lead with the card of the player who sent it.
type LeadWithPlayer struct {
	Lead
	Player PlayerCard `json:"player"`
}

// LeadsWithPlayers adds to each lead the card of its player.
func LeadsWithPlayers(ctx context.Context, db bun.IDB, leads []Lead) ([]LeadWithPlayer, error) {
	ids := make([]uuid.UUID, len(leads))
	for i, l := range leads {
		ids[i] = l.PlayerID
	}
	cards, err := PlayerCardsOf(ctx, db, ids)
	if err != nil {
		return nil, fmt.Errorf("leads: %w", err)
	}
	out := make([]LeadWithPlayer, len(leads))
	for i, l := range leads {
		card, ok := cards[l.PlayerID]
		if !ok {
			card = PlayerCard{ID: l.PlayerID}
		}
		out[i] = LeadWithPlayer{Lead: l, Player: card}
	}
	return out, nil
}
