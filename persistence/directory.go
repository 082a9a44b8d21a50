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
)

// Casino is a row of the public directory. The JSON names and the field set
// are the API specification's Casino resource; columns the API does not
// publish carry json:"-".
type Casino struct {
	bun.BaseModel `bun:"table:casinos,alias:c"`

	ID                uuid.UUID  `bun:"id,pk" json:"id"`
	Slug              string     `bun:"slug" json:"slug"`
	NameSlug          *string    `bun:"name_slug" json:"name_slug"`
	StateSlug         *string    `bun:"state_slug" json:"state_slug"`
	Name              string     `bun:"name" json:"name"`
	City              *string    `bun:"city" json:"city"`
	State             *string    `bun:"state" json:"state"`
	County            *string    `bun:"county" json:"county"`
	Country           *string    `bun:"country" json:"country"`
	Lat               *float64   `bun:"lat" json:"lat"`
	Lon               *float64   `bun:"lon" json:"lon"`
	CasinoType        *string    `bun:"casino_type" json:"casino_type"`
	TribalNation      *string    `bun:"tribal_nation" json:"tribal_nation"`
	NIGCLicenseType   *string    `bun:"nigc_license_type" json:"nigc_license_type"`
	OpenedYear        *int       `bun:"opened_year" json:"opened_year"`
	GamingFloorSqft   *int       `bun:"gaming_floor_sqft" json:"gaming_floor_sqft"`
	SlotMachines      *int       `bun:"slot_machines" json:"slot_machines"`
	TableGames        *int       `bun:"table_games" json:"table_games"`
	Website           *string    `bun:"website" json:"website"`
	Brand             *string    `bun:"brand" json:"brand"`
	HasHotel          *bool      `bun:"has_hotel" json:"has_hotel"`
	HotelRooms        *int       `bun:"hotel_rooms" json:"hotel_rooms"`
	HasRewardsProgram bool       `bun:"has_rewards_program,scanonly" json:"has_rewards_program"`
	Phone             *string    `bun:"phone" json:"-"`
	RewardsProgramID  *uuid.UUID `bun:"rewards_program_id" json:"-"`

	// DistanceKm is the great-circle distance from the point of a search
	// by place; nil (null) in every other answer.
	DistanceKm *float64 `bun:"-" json:"distance_km"`
}

// RewardsProgram is a casino loyalty program (the spec's RewardsProgram).
type RewardsProgram struct {
	bun.BaseModel `bun:"table:rewards_programs,alias:rp"`

	ID          uuid.UUID `bun:"id,pk" json:"id"`
	ProgramName string    `bun:"program_name" json:"program_name"`
	Brand       *string   `bun:"brand" json:"brand"`
	Property    *string   `bun:"property" json:"property"`
	Region      *string   `bun:"region" json:"region"`
	URL         *string   `bun:"url" json:"url"`
	TierPeriod  *string   `bun:"tier_period" json:"-"`
	Earning     *string   `bun:"earning" json:"-"`
	// LadderNote says, for a program whose ladder is missing or partial,
	// why: no public source was found for the rest. Null for a full ladder.
	LadderNote *string `bun:"ladder_note" json:"ladder_note"`
}

// Tier is one rung of a program's tier ladder (the spec's Tier, plus where
// its facts come from: Source is the page the tier was checked against,
// Checked the date that page shows or, where it shows none, the day it was
// read).
type Tier struct {
	bun.BaseModel `bun:"table:tiers,alias:t"`

	ID                  uuid.UUID    `bun:"id,pk" json:"id"`
	ProgramID           uuid.UUID    `bun:"program_id" json:"-"`
	Name                string       `bun:"name" json:"name"`
	Level               int          `bun:"level" json:"level"`
	Qualification       *string      `bun:"qualification" json:"qualification"`
	QualificationAmount *float64     `bun:"qualification_amount" json:"qualification_amount"`
	QualificationUnit   *string      `bun:"qualification_unit" json:"qualification_unit"`
	Benefits            []string     `bun:"benefits,type:jsonb" json:"benefits"`
	Verified            bool         `bun:"verified" json:"verified"`
	Source              *string      `bun:"source" json:"source"`
	Checked             *domain.Date `bun:"checked" json:"checked"`
}

// CasinoRename keeps a corrected casino's old slug answering: a casino's
// slug is made of its name and state, so correcting either gives it a new
// one. ID is the id the casino had under its old name and state.
type CasinoRename struct {
	bun.BaseModel `bun:"table:casino_renames,alias:cr"`

	ID       uuid.UUID `bun:"id,pk"`
	OldSlug  string    `bun:"old_slug"`
	OldName  string    `bun:"old_name"`
	OldState string    `bun:"old_state"`
	CasinoID uuid.UUID `bun:"casino_id"`
	Reason   *string   `bun:"reason"`
}

// CasinoFilter selects casinos; zero values mean "no filter". Limit and
// Offset are validated by the caller.
type CasinoFilter struct {
	// Query matches case-insensitively anywhere in the name, the brand or
	// the tribal nation (each on its own: never across two; a NULL brand
	// or nation matches nothing).
	Query string
	// State is a two-letter code, upper case.
	State string
	// Type is a casino_type value.
	Type string
	// HasRewards filters on has_rewards_program when not nil.
	HasRewards *bool
	// HasHotel filters on has_hotel when not nil; a casino whose has_hotel
	// is unknown matches neither value.
	HasHotel *bool
	// Program, when set, keeps the casinos whose rewards program is the
	// program with that id (casinos.rewards_program_id, which
	// program_properties.csv links). With HasRewards false nothing
	// matches: every filter narrows the answer.
	Program *uuid.UUID
	// Near, when set, keeps the casinos within the circle and orders them
	// by distance (then name, then id) instead of by name.
	Near   *Circle
	Limit  int
	Offset int
}

// ProgramFilter selects rewards programs.
type ProgramFilter struct {
	// Search matches case-insensitively anywhere in the program name or brand.
	Search string
	// Brand matches the brand exactly, ignoring case.
	Brand  string
	Limit  int
	Offset int
}

// Directory reads the public casino directory.
type Directory struct {
	db bun.IDB
}

// NewDirectory returns the directory repository over db.
func NewDirectory(db bun.IDB) *Directory {
	return &Directory{db: db}
}

// SearchCasinos returns one page of the casinos matching f, ordered by name
// then id (a total order, so pages never overlap or skip), and the number of
// casinos matching f in all.
func (d *Directory) SearchCasinos(ctx context.Context, f CasinoFilter) ([]Casino, int, error) {
	if f.Near != nil {
		return d.searchNear(ctx, f)
	}
	casinos := []Casino{}
	q := filterCasinos(d.selectCasinos(&casinos), f)
	count, err := q.OrderExpr("c.name ASC, c.id ASC").Limit(int64(f.Limit)).Offset(int64(f.Offset)).ScanAndCount(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("search casinos: %w", err)
	}
	return casinos, int(count), nil
}

// filterCasinos adds f's conditions (all but Near) to a query over casinos
// aliased c.
func filterCasinos(q *bun.SelectQuery, f CasinoFilter) *bun.SelectQuery {
	if f.Query != "" {
		// One LIKE per field, so a match never spans two; NULL LIKE is
		// NULL, which OR leaves unmatched. The name's column is COLLATE
		// "C" already; brand and tribal_nation are folded as it is.
		p := containsPattern(f.Query)
		fold := foldASCII(q.DB(), "?")
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where(`lower(c.name) LIKE `+fold+` ESCAPE '\'`, p).
				WhereOr(foldASCII(q.DB(), "c.brand")+` LIKE `+fold+` ESCAPE '\'`, p).
				WhereOr(foldASCII(q.DB(), "c.tribal_nation")+` LIKE `+fold+` ESCAPE '\'`, p)
		})
	}
	if f.State != "" {
		q = q.Where("c.state = ?", f.State)
	}
	if f.Type != "" {
		q = q.Where("c.casino_type = ?", f.Type)
	}
	if f.HasRewards != nil {
		if *f.HasRewards {
			q = q.Where("c.rewards_program_id IS NOT NULL")
		} else {
			q = q.Where("c.rewards_program_id IS NULL")
		}
	}
	if f.HasHotel != nil {
		q = q.Where("c.has_hotel = ?", *f.HasHotel)
	}
	if f.Program != nil {
		q = q.Where("c.rewards_program_id = ?", *f.Program)
	}
	return q
}

// CasinoBySlug returns the casino with that slug.
// Returns not_found if there is none.
func (d *Directory) CasinoBySlug(ctx context.Context, slug string) (*Casino, error) {
	if !isSlug(slug) {
		// No casino can have it; asking the store would only invite
		// bytes it refuses (NUL) for an answer that is known already.
		return nil, domain.NotFound("No casino has the slug %q.", slug)
	}
	c := new(Casino)
	err := d.selectCasinos(c).Where("c.slug = ?", slug).Limit(1).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("No casino has the slug %q.", slug)
	} else if err != nil {
		return nil, fmt.Errorf("casino by slug: %w", err)
	}
	return c, nil
}

// RenamedCasinoSlug returns the current slug of the casino that had the
// slug old before its name or state was corrected.
// Returns not_found if no casino ever had it.
func (d *Directory) RenamedCasinoSlug(ctx context.Context, old string) (string, error) {
	if !isSlug(old) {
		return "", domain.NotFound("No casino has the slug %q.", old)
	}
	var slug string
	err := d.db.NewSelect().Model((*CasinoRename)(nil)).
		Join("JOIN casinos AS c ON c.id = cr.casino_id").
		ColumnExpr("c.slug").
		Where("cr.old_slug = ?", old).
		Limit(1).Scan(ctx, &slug)
	if errors.Is(err, sql.ErrNoRows) {
		return "", domain.NotFound("No casino has the slug %q.", old)
	} else if err != nil {
		return "", fmt.Errorf("renamed casino slug: %w", err)
	}
	return slug, nil
}

// isSlug reports whether s has the shape of a casino slug: lower-case
// ASCII letters, digits and hyphens, as directory.CasinoSlug makes them.
func isSlug(s string) bool {
	return s != "" && len(s) <= 200 && strings.Trim(s, "abcdefghijklmnopqrstuvwxyz0123456789-") == ""
}

// CountCasinos returns how many casinos the directory holds.
func (d *Directory) CountCasinos(ctx context.Context) (int, error) {
	n, err := d.db.NewSelect().Model((*Casino)(nil)).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("count casinos: %w", err)
	}
	return int(n), nil
}

func (d *Directory) selectCasinos(dest any) *bun.SelectQuery {
	return d.db.NewSelect().Model(dest).
		ColumnExpr("c.*").
		ColumnExpr("c.rewards_program_id IS NOT NULL AS has_rewards_program")
}

// Programs returns one page of the rewards programs matching f, ordered by
// name then id, and the number matching in all.
func (d *Directory) Programs(ctx context.Context, f ProgramFilter) ([]RewardsProgram, int, error) {
	programs := []RewardsProgram{}
	q := d.db.NewSelect().Model(&programs)
	if f.Search != "" {
		p := containsPattern(f.Search)
		fold := foldASCII(q.DB(), "?")
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where(`lower(rp.program_name) LIKE `+fold+` ESCAPE '\'`, p).
				WhereOr(foldASCII(q.DB(), "rp.brand")+` LIKE `+fold+` ESCAPE '\'`, p)
		})
	}
	if f.Brand != "" {
		q = q.Where(foldASCII(q.DB(), "rp.brand")+" = "+foldASCII(q.DB(), "?"), f.Brand)
	}
	count, err := q.OrderExpr("rp.program_name ASC, rp.id ASC").Limit(int64(f.Limit)).Offset(int64(f.Offset)).ScanAndCount(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("list rewards programs: %w", err)
	}
	return programs, int(count), nil
}

// ProgramByID returns one rewards program.
// Returns not_found if there is none with that id.
func (d *Directory) ProgramByID(ctx context.Context, id uuid.UUID) (*RewardsProgram, error) {
	p := new(RewardsProgram)
	err := d.db.NewSelect().Model(p).Where("rp.id = ?", id).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, domain.NotFound("No rewards program has the id %q.", id)
	} else if err != nil {
		return nil, fmt.Errorf("rewards program by id: %w", err)
	}
	return p, nil
}

// Tiers returns a program's tier ladder, lowest level first.
func (d *Directory) Tiers(ctx context.Context, programID uuid.UUID) ([]Tier, error) {
	tiers := []Tier{}
	if err := d.db.NewSelect().Model(&tiers).Where("t.program_id = ?", programID).
		OrderExpr("t.level ASC, t.id ASC").Scan(ctx); err != nil {
		return nil, fmt.Errorf("tiers of program %s: %w", programID, err)
	}
	for i := range tiers {
		if tiers[i].Benefits == nil {
			tiers[i].Benefits = []string{}
		}
	}
	return tiers, nil
}

// foldASCII is SQL lower-casing expr's ASCII letters only, as SQLite's
// lower() does and as PostgreSQL's does under COLLATE "C" (the names'
// collation): a search matches the same names on both stores, and the
// in-memory directory (persistence/dirsnap) folds the same way. Under
// PostgreSQL's default collation lower() would also fold "É" in the
// query, never in the names.
func foldASCII(db bun.IDB, expr string) string {
	if IsPostgres(db) {
		return "lower(" + expr + ` COLLATE "C")`
	}
	return "lower(" + expr + ")"
}

// containsPattern is a LIKE pattern matching s anywhere, with LIKE's own
// wildcards in s escaped so "100%" means the characters, not "100 then anything".
func containsPattern(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`)
	return "%" + r.Replace(s) + "%"
}
