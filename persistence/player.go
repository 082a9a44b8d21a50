package persistence

import (
	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/tally"
)

// The models of the player actions' tables (migration 3). JSON names are
// the fields actions return; columns that are bookkeeping carry json:"-".
// Repositories live beside the actions' needs in the files of each area.

// Session is a stretch of play at one game; open until it has EndedAt.
type Session struct {
	bun.BaseModel `bun:"table:sessions,alias:s"`

	ID              uuid.UUID         `bun:"id,pk" json:"id"`
	AccountID       uuid.UUID         `bun:"account_id" json:"-"`
	TripID          *uuid.UUID        `bun:"trip_id" json:"trip_id"`
	MachineID       *uuid.UUID        `bun:"machine_id" json:"machine_id"`
	CasinoName      string            `bun:"casino_name" json:"casino_name"`
	GameType        string            `bun:"game_type" json:"game_type"`
	Denomination    *domain.Money     `bun:"denomination_cents" json:"denomination"`
	BuyIn           domain.Money      `bun:"buy_in_cents" json:"buy_in"`
	CashOut         *domain.Money     `bun:"cash_out_cents" json:"cash_out"`
	CoinIn          *domain.Money     `bun:"coin_in_cents" json:"coin_in"`
	AvgBet          *domain.Money     `bun:"avg_bet_cents" json:"avg_bet"`
	StartedAt       domain.Timestamp  `bun:"started_at" json:"started_at"`
	EndedAt         *domain.Timestamp `bun:"ended_at" json:"ended_at"`
	NetResult       *domain.Money     `bun:"net_result_cents" json:"net_result"`
	DurationMinutes *int              `bun:"duration_minutes" json:"duration_minutes"`
	// Theo is an estimate (gaming.SessionTheo), stored rounded to the cent.
	Theo      *domain.Money    `bun:"theo_cents" json:"theo"`
	Notes     *string          `bun:"notes" json:"notes"`
	CreatedAt domain.Timestamp `bun:"created_at" json:"created_at"`
	UpdatedAt domain.Timestamp `bun:"updated_at" json:"-"`
}

// Open reports whether the session has not ended.
func (s *Session) Open() bool { return s.EndedAt == nil }

// Machine is a slot or video-poker machine the player tracks.
type Machine struct {
	bun.BaseModel `bun:"table:machines,alias:m"`

	ID           uuid.UUID        `bun:"id,pk" json:"id"`
	AccountID    uuid.UUID        `bun:"account_id" json:"-"`
	CasinoName   string           `bun:"casino_name" json:"casino_name"`
	Title        string           `bun:"title" json:"title"`
	Manufacturer *string          `bun:"manufacturer" json:"manufacturer"`
	Denomination *domain.Money    `bun:"denomination_cents" json:"denomination"`
	Location     *string          `bun:"location" json:"location"`
	Rating       *int             `bun:"rating" json:"rating"`
	Favorite     bool             `bun:"favorite" json:"favorite"`
	Notes        *string          `bun:"notes" json:"notes"`
	CreatedAt    domain.Timestamp `bun:"created_at" json:"created_at"`
	UpdatedAt    domain.Timestamp `bun:"updated_at" json:"-"`
}

// BankrollEntry is money into or out of the gambling bankroll.
type BankrollEntry struct {
	bun.BaseModel `bun:"table:bankroll_entries,alias:be"`

	ID         uuid.UUID        `bun:"id,pk" json:"id"`
	AccountID  uuid.UUID        `bun:"account_id" json:"-"`
	EntryType  string           `bun:"entry_type" json:"entry_type"`
	Amount     domain.Money     `bun:"amount_cents" json:"amount"`
	OccurredOn domain.Date      `bun:"occurred_on" json:"occurred_on"`
	Note       *string          `bun:"note" json:"note"`
	CreatedAt  domain.Timestamp `bun:"created_at" json:"created_at"`
}

// Visit is a check-in at a casino on a day (one per casino and day).
type Visit struct {
	bun.BaseModel `bun:"table:visits,alias:v"`

	ID         uuid.UUID        `bun:"id,pk" json:"id"`
	AccountID  uuid.UUID        `bun:"account_id" json:"-"`
	CasinoName string           `bun:"casino_name" json:"casino_name"`
	CasinoKey  string           `bun:"casino_key" json:"-"`
	VisitedOn  domain.Date      `bun:"visited_on" json:"visited_on"`
	TripID     *uuid.UUID       `bun:"trip_id" json:"trip_id"`
	CreatedAt  domain.Timestamp `bun:"created_at" json:"created_at"`
}

// Voucher is a ticket-in/ticket-out slot voucher.
type Voucher struct {
	bun.BaseModel `bun:"table:vouchers,alias:vo"`

	ID          uuid.UUID         `bun:"id,pk" json:"id"`
	AccountID   uuid.UUID         `bun:"account_id" json:"-"`
	CasinoName  string            `bun:"casino_name" json:"casino_name"`
	Amount      domain.Money      `bun:"amount_cents" json:"amount"`
	IssuedOn    *domain.Date      `bun:"issued_on" json:"issued_on"`
	ExpiresOn   *domain.Date      `bun:"expires_on" json:"expires_on"`
	TicketLast4 *string           `bun:"ticket_last4" json:"ticket_last4"`
	Status      string            `bun:"status" json:"status"`
	RedeemedAt  *domain.Timestamp `bun:"redeemed_at" json:"redeemed_at"`
	CreatedAt   domain.Timestamp  `bun:"created_at" json:"created_at"`
}

// Voucher states: open → redeemed; an open voucher past expires_on reads
// as expired.
const (
	VoucherOpen     = "open"
	VoucherRedeemed = "redeemed"
	VoucherExpired  = "expired"
)

// VoucherStatuses lists the voucher states (the validate tag
// voucherstatus).
var VoucherStatuses = []string{VoucherOpen, VoucherRedeemed, VoucherExpired}

// ReadAsOf sets the status an open voucher shows on today.
func (v *Voucher) ReadAsOf(today domain.Date) {
	if v.Status == VoucherOpen && v.ExpiresOn != nil && v.ExpiresOn.Before(today) {
		v.Status = VoucherExpired
	}
}

// W2G is a Form W-2G the player received (or recorded by hand).
type W2G struct {
	bun.BaseModel `bun:"table:w2g_records,alias:w"`

	ID              uuid.UUID        `bun:"id,pk" json:"id"`
	AccountID       uuid.UUID        `bun:"account_id" json:"-"`
	Payer           string           `bun:"payer" json:"payer"`
	DateWon         domain.Date      `bun:"date_won" json:"date_won"`
	TaxYear         int              `bun:"tax_year" json:"tax_year"`
	GameType        string           `bun:"game_type" json:"game_type"`
	AmountWon       domain.Money     `bun:"amount_won_cents" json:"amount_won"`
	Wager           *domain.Money    `bun:"wager_cents" json:"wager"`
	FederalWithheld *domain.Money    `bun:"federal_withheld_cents" json:"federal_withheld"`
	State           *string          `bun:"state" json:"state"`
	StateWithheld   *domain.Money    `bun:"state_withheld_cents" json:"state_withheld"`
	CreatedAt       domain.Timestamp `bun:"created_at" json:"created_at"`
	UpdatedAt       domain.Timestamp `bun:"updated_at" json:"-"`
}

// TierChange is one recorded change of a player's tier or points at a casino.
type TierChange struct {
	bun.BaseModel `bun:"table:tier_history,alias:th"`

	ID            uuid.UUID        `bun:"id,pk" json:"id"`
	AccountID     uuid.UUID        `bun:"account_id" json:"-"`
	CasinoName    string           `bun:"casino_name" json:"casino_name"`
	CasinoKey     string           `bun:"casino_key" json:"-"`
	Change        string           `bun:"change" json:"change"` // created, updated, deleted
	Tier          *string          `bun:"tier" json:"tier"`
	PointsBalance *float64         `bun:"points_balance" json:"points_balance"`
	RecordedAt    domain.Timestamp `bun:"recorded_at" json:"recorded_at"`
}

// ShareLink lets anyone with its token view one resource until it expires
// or is revoked.
type ShareLink struct {
	bun.BaseModel `bun:"table:share_links,alias:sl"`

	ID           uuid.UUID         `bun:"id,pk" json:"id"`
	AccountID    uuid.UUID         `bun:"account_id" json:"-"`
	Token        string            `bun:"token" json:"token"`
	ResourceType string            `bun:"resource_type" json:"resource_type"`
	ResourceID   *uuid.UUID        `bun:"resource_id" json:"resource_id"`
	ExpiresAt    domain.Timestamp  `bun:"expires_at" json:"expires_at"`
	RevokedAt    *domain.Timestamp `bun:"revoked_at" json:"revoked_at"`
	CreatedAt    domain.Timestamp  `bun:"created_at" json:"created_at"`
}

// ConsentEvent is one change of one consent.
type ConsentEvent struct {
	bun.BaseModel `bun:"table:consent_events,alias:ce"`

	ID        uuid.UUID        `bun:"id,pk" json:"id"`
	AccountID uuid.UUID        `bun:"account_id" json:"-"`
	Consent   string           `bun:"consent" json:"consent"`
	Granted   bool             `bun:"granted" json:"granted"`
	ChangedAt domain.Timestamp `bun:"changed_at" json:"changed_at"`
}

// Profile is a player's public profile.
type Profile struct {
	bun.BaseModel `bun:"table:profiles,alias:pf"`

	AccountID   uuid.UUID        `bun:"account_id,pk" json:"-"`
	Handle      string           `bun:"handle" json:"handle"`
	DisplayName *string          `bun:"display_name" json:"display_name"`
	HomeCasino  *string          `bun:"home_casino" json:"home_casino"`
	CreatedAt   domain.Timestamp `bun:"created_at" json:"created_at"`
	UpdatedAt   domain.Timestamp `bun:"updated_at" json:"-"`
}

// Follow is one player following another.
type Follow struct {
	bun.BaseModel `bun:"table:follows,alias:fo"`

	FollowerID uuid.UUID        `bun:"follower_id,pk" json:"-"`
	FolloweeID uuid.UUID        `bun:"followee_id,pk" json:"-"`
	CreatedAt  domain.Timestamp `bun:"created_at" json:"created_at"`
}

// ActivityEvent is a public event of a player's (shown to followers who
// may see it).
type ActivityEvent struct {
	bun.BaseModel `bun:"table:activity_events,alias:ae"`

	ID        uuid.UUID        `bun:"id,pk" json:"id"`
	AccountID uuid.UUID        `bun:"account_id" json:"-"`
	Kind      string           `bun:"kind" json:"kind"`
	Summary   string           `bun:"summary" json:"summary"`
	RefID     *uuid.UUID       `bun:"ref_id" json:"-"`
	CreatedAt domain.Timestamp `bun:"created_at" json:"created_at"`
}

// Notification is a message the service produced for the player.
type Notification struct {
	bun.BaseModel `bun:"table:notifications,alias:n"`

	ID        uuid.UUID         `bun:"id,pk" json:"id"`
	AccountID uuid.UUID         `bun:"account_id" json:"-"`
	Kind      string            `bun:"kind" json:"kind"`
	Title     string            `bun:"title" json:"title"`
	Body      *string           `bun:"body" json:"body"`
	RefType   *string           `bun:"ref_type" json:"ref_type"`
	RefID     *uuid.UUID        `bun:"ref_id" json:"ref_id"`
	DedupeKey string            `bun:"dedupe_key" json:"-"`
	ReadAt    *domain.Timestamp `bun:"read_at" json:"read_at"`
	CreatedAt domain.Timestamp  `bun:"created_at" json:"created_at"`
}

// NotificationSettings are a player's notification preferences.
type NotificationSettings struct {
	bun.BaseModel `bun:"table:notification_settings,alias:ns"`

	AccountID           uuid.UUID        `bun:"account_id,pk" json:"-"`
	OfferExpiringDays   int              `bun:"offer_expiring_days" json:"offer_expiring_days"`
	TierExpiringDays    int              `bun:"tier_expiring_days" json:"tier_expiring_days"`
	VoucherExpiringDays int              `bun:"voucher_expiring_days" json:"voucher_expiring_days"`
	KindsDisabled       string           `bun:"kinds_disabled" json:"-"` // comma-separated
	UpdatedAt           domain.Timestamp `bun:"updated_at" json:"-"`
}

// HostProfile is a host's marketplace profile. Lists are JSON arrays.
type HostProfile struct {
	bun.BaseModel `bun:"table:host_profiles,alias:hp"`

	AccountID    uuid.UUID        `bun:"account_id,pk" json:"host_id"`
	Casinos      []string         `bun:"casinos,type:text" json:"casinos"`
	Bio          *string          `bun:"bio" json:"bio"`
	Languages    []string         `bun:"languages,type:text" json:"languages"`
	Specialties  []string         `bun:"specialties,type:text" json:"specialties"`
	AcceptingNew bool             `bun:"accepting_new" json:"accepting_new"`
	UpdatedAt    domain.Timestamp `bun:"updated_at" json:"updated_at"`
}

// HostConnection links a host and a player (after an accepted lead).
type HostConnection struct {
	bun.BaseModel `bun:"table:host_connections,alias:hc"`

	HostID      uuid.UUID        `bun:"host_id,pk" json:"host_id"`
	PlayerID    uuid.UUID        `bun:"player_id,pk" json:"player_id"`
	ConnectedAt domain.Timestamp `bun:"connected_at" json:"connected_at"`
}

// HostNote is a host's private note about a player.
type HostNote struct {
	bun.BaseModel `bun:"table:host_notes,alias:hn"`

	ID        uuid.UUID        `bun:"id,pk" json:"id"`
	HostID    uuid.UUID        `bun:"host_id" json:"-"`
	PlayerID  uuid.UUID        `bun:"player_id" json:"player_id"`
	Note      string           `bun:"note" json:"note"`
	CreatedAt domain.Timestamp `bun:"created_at" json:"created_at"`
}

// Lead is a player's request to connect with a host.
type Lead struct {
	bun.BaseModel `bun:"table:leads,alias:l"`

	ID        uuid.UUID        `bun:"id,pk" json:"id"`
	HostID    uuid.UUID        `bun:"host_id" json:"host_id"`
	PlayerID  uuid.UUID        `bun:"player_id" json:"player_id"`
	Message   *string          `bun:"message" json:"message"`
	Decision  string           `bun:"decision" json:"decision"` // pending, accepted, declined
	Status    string           `bun:"status" json:"status"`     // new, contacted, qualified, won, lost
	CreatedAt domain.Timestamp `bun:"created_at" json:"created_at"`
	UpdatedAt domain.Timestamp `bun:"updated_at" json:"updated_at"`
}

// RGLimit is a responsible-gaming limit; a loosening waits in Pending*.
// Amount and PendingAmount are whole numbers in the limit's unit: cents for
// a budget (see Budget), minutes for the session limit.
type RGLimit struct {
	bun.BaseModel `bun:"table:rg_limits,alias:rg"`

	AccountID          uuid.UUID         `bun:"account_id,pk" json:"-"`
	Kind               string            `bun:"kind,pk" json:"kind"`
	Amount             int64             `bun:"amount" json:"amount"`
	PendingAmount      *int64            `bun:"pending_amount" json:"pending_amount"`
	PendingEffectiveAt *domain.Timestamp `bun:"pending_effective_at" json:"pending_effective_at"`
	UpdatedAt          domain.Timestamp  `bun:"updated_at" json:"updated_at"`
}

// EffectiveAsOf applies a pending loosening whose cooling-off has passed,
// and reports whether it changed the limit (the caller stores it).
func (l *RGLimit) EffectiveAsOf(now domain.Timestamp) bool {
	if l.PendingAmount == nil || l.PendingEffectiveAt == nil || now.Before(l.PendingEffectiveAt.Time) {
		return false
	}
	l.Amount, l.PendingAmount, l.PendingEffectiveAt = *l.PendingAmount, nil, nil
	return true
}

// Tally is the session's figures as the domain tallies (theo, ADT, trip
// summary) read them.
func (s *Session) Tally() tally.Session {
	return tally.Session{
		Start: s.StartedAt.Time, Open: s.Open(), GameType: s.GameType,
		Denomination: s.Denomination, CoinIn: s.CoinIn, AvgBet: s.AvgBet, NetResult: s.NetResult,
		Minutes: s.DurationMinutes, Theo: s.Theo,
	}
}

// Tallies is Tally of each session, in order.
func Tallies(sessions []Session) []tally.Session {
	out := make([]tally.Session, len(sessions))
	for i := range sessions {
		out[i] = sessions[i].Tally()
	}
	return out
}
