package persistence

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/uptrace/bun"
)

// How a casino reference was matched to the directory (CasinoMatch.By).
const (
	MatchedBySlug       = "slug"
	MatchedByName       = "name"
	MatchedByNameIgnore = "name_ignoring_case"
	MatchedByRenamed    = "renamed"
	MatchedByNameSearch = "name_search"
	MatchedByNone       = "none"
)

// CasinoMatchRule says, for Rules, how every casino reference is resolved.
const CasinoMatchRule = "A casino reference (casino_name) is resolved the same way everywhere: a directory slug, else a directory name given exactly, " +
	"else a directory name equal ignoring case and spacing, else the old slug or old name of a casino the directory renamed (matched_by renamed), " +
	"else the directory's name search (names containing it) when it finds exactly one casino; " +
	"a name several directory casinos share (or a search finding several) matches none. casino_match says how it was matched " +
	"(matched_by slug, name, name_ignoring_case, renamed, name_search or none) and which casino (slug, name, state). Two references mean the same casino " +
	"when they resolve to the same directory casino, or, when neither is in the directory, when they are equal ignoring case and spacing."

// minSearchLength is the shortest reference the name search is tried on:
// shorter ones find too much to mean one casino.
const minSearchLength = 4

// CasinoMatch is what a free-text casino reference was taken to mean.
type CasinoMatch struct {
	// Query is the reference as given, spaces collapsed.
	Query string `json:"query"`
	// By is how it matched (MatchedBy...).
	By    string  `json:"matched_by"`
	Slug  *string `json:"slug"`
	Name  *string `json:"name"`
	State *string `json:"state"`
	// Note says why nothing matched when several casinos could have.
	Note   *string `json:"note,omitempty"`
	Casino *Casino `json:"-"`
}

// DisplayName is the directory's name of the casino matched, else the
// reference as given.
func (m CasinoMatch) DisplayName() string {
	if m.Casino != nil {
		return m.Casino.Name
	}
	return m.Query
}

// Identity names the casino the reference means: the directory casino
// when one matched, else the reference ignoring case and spacing.
func (m CasinoMatch) Identity() string {
	if m.Casino != nil {
		return "casino:" + m.Casino.ID.String()
	}
	return "name:" + CasinoKey(m.Query)
}

// ResolveCasino resolves a free-text casino reference (CasinoMatchRule):
// slug, exact name, name ignoring case and spacing, then the name search.
func (d *Directory) ResolveCasino(ctx context.Context, ref string) (CasinoMatch, error) {
	name := strings.Join(strings.Fields(ref), " ")
	m := CasinoMatch{Query: name, By: MatchedByNone}
	if name == "" {
		return m, nil
	}
	var found []Casino
	if err := d.selectCasinos(&found).
		WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where("c.slug = ?", strings.ToLower(name)).WhereOr("lower(c.name) = lower(?)", name)
		}).OrderExpr("c.id").Limit(20).Scan(ctx); err != nil {
		return m, fmt.Errorf("resolve casino %q: %w", name, err)
	}
	var exact, folded []Casino
	for _, c := range found {
		switch {
		case c.Slug == strings.ToLower(name):
			return m.with(&c, MatchedBySlug), nil
		case c.Name == name:
			exact = append(exact, c)
		default:
			folded = append(folded, c)
		}
	}
	switch {
	case len(exact) == 1:
		return m.with(&exact[0], MatchedByName), nil
	case len(exact) > 1 || (len(exact) == 0 && len(folded) > 1):
		return m.ambiguous(len(found)), nil
	case len(folded) == 1:
		return m.with(&folded[0], MatchedByNameIgnore), nil
	}
	var renamed []Casino
	if err := d.selectCasinos(&renamed).
		Where("c.id IN (?)", d.db.NewSelect().Model((*CasinoRename)(nil)).Column("cr.casino_id").
			WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
				return q.Where("cr.old_slug = ?", strings.ToLower(name)).WhereOr("lower(cr.old_name) = lower(?)", name)
			})).
		OrderExpr("c.id").Limit(2).Scan(ctx); err != nil {
		return m, fmt.Errorf("resolve casino %q: %w", name, err)
	}
	switch len(renamed) {
	case 1:
		return m.with(&renamed[0], MatchedByRenamed), nil
	case 2:
		return m.ambiguous(2), nil
	}
	if len([]rune(name)) < minSearchLength {
		return m, nil
	}
	hits, n, err := d.searchNames(ctx, name)
	if err != nil {
		return m, fmt.Errorf("resolve casino %q: %w", name, err)
	}
	switch {
	case n == 1:
		return m.with(&hits[0], MatchedByNameSearch), nil
	case n > 1:
		return m.ambiguous(n), nil
	}
	return m, nil
}

// searchNames is the name search of CasinoMatchRule: at most two of the
// casinos whose names contain name (folded as the directory's q folds it),
// and how many there are. Names only: q of GET /v1/casinos also matches
// brands and tribal nations, but a reference to one casino is its name
// ("Native Village of Eklutna" is no casino's name, whatever it owns).
func (d *Directory) searchNames(ctx context.Context, name string) ([]Casino, int, error) {
	var hits []Casino
	q := d.selectCasinos(&hits)
	n, err := q.Where(`lower(c.name) LIKE `+foldASCII(q.DB(), "?")+` ESCAPE '\'`, containsPattern(name)).
		OrderExpr("c.name ASC, c.id ASC").Limit(2).ScanAndCount(ctx)
	return hits, int(n), err
}

func (m CasinoMatch) with(c *Casino, by string) CasinoMatch {
	m.Casino, m.By = c, by
	m.Slug, m.Name, m.State = &c.Slug, &c.Name, c.State
	return m
}

func (m CasinoMatch) ambiguous(n int) CasinoMatch {
	note := fmt.Sprintf("%d directory casinos match %q; give the casino's slug to name one.", n, m.Query)
	m.Note = &note
	return m
}

// CasinoResolver resolves casino references once per request: every
// reference is looked up at most once (by its key).
type CasinoResolver struct {
	dir  *Directory
	seen map[string]CasinoMatch
}

// NewCasinoResolver returns a resolver over db.
func NewCasinoResolver(db bun.IDB) *CasinoResolver {
	return &CasinoResolver{dir: NewDirectory(db), seen: map[string]CasinoMatch{}}
}

// Resolve is Directory.ResolveCasino, remembered.
func (r *CasinoResolver) Resolve(ctx context.Context, ref string) (CasinoMatch, error) {
	key := CasinoKey(ref)
	if m, ok := r.seen[key]; ok {
		m.Query = strings.Join(strings.Fields(ref), " ")
		return m, nil
	}
	m, err := r.dir.ResolveCasino(ctx, ref)
	if err != nil {
		return m, err
	}
	r.seen[key] = m
	return m, nil
}

// Identity is the identity of the casino ref means (CasinoMatch.Identity).
func (r *CasinoResolver) Identity(ctx context.Context, ref string) (string, error) {
	m, err := r.Resolve(ctx, ref)
	if err != nil {
		return "", err
	}
	return m.Identity(), nil
}

// Same reports whether two references mean the same casino.
func (r *CasinoResolver) Same(ctx context.Context, a, b string) (bool, error) {
	if CasinoKey(a) == CasinoKey(b) {
		return true, nil
	}
	ia, err := r.Identity(ctx, a)
	if err != nil {
		return false, err
	}
	ib, err := r.Identity(ctx, b)
	if err != nil {
		return false, err
	}
	return ia == ib, nil
}

// TierFor returns the account's tier at the casino ref means, with how
// ref was resolved; the tier is nil when the account has none there. The
// row is the one keyed by the directory's name of the casino, else by ref
// itself, else the first whose stored name resolves to the same directory
// casino (a row recorded under another spelling).
func (r *Records) TierFor(ctx context.Context, res *CasinoResolver, ref string) (*UserTier, CasinoMatch, error) {
	m, err := res.Resolve(ctx, ref)
	if err != nil {
		return nil, m, err
	}
	tiers, err := r.AllTiers(ctx)
	if err != nil {
		return nil, m, err
	}
	for _, key := range []string{CasinoKey(m.DisplayName()), CasinoKey(ref)} {
		for i := range tiers {
			if tiers[i].CasinoKey == key {
				return &tiers[i], m, nil
			}
		}
	}
	if m.Casino == nil {
		return nil, m, nil
	}
	for i := range tiers {
		id, err := res.Identity(ctx, tiers[i].CasinoName)
		if err != nil {
			return nil, m, err
		}
		if id == m.Identity() {
			return &tiers[i], m, nil
		}
	}
	return nil, m, nil
}

// KeysOf returns the casino keys among names that mean the casino ref
// resolved to (m): the keys of the names equal to it ignoring case and
// spacing, and of the names resolving to the same directory casino. List
// filters compare stored keys with these.
func (res *CasinoResolver) KeysOf(ctx context.Context, m CasinoMatch, names []string) (map[string]bool, error) {
	keys := map[string]bool{CasinoKey(m.Query): true, CasinoKey(m.DisplayName()): true}
	if m.Casino == nil {
		return keys, nil
	}
	for _, n := range names {
		k := CasinoKey(n)
		if keys[k] {
			continue
		}
		id, err := res.Identity(ctx, n)
		if err != nil {
			return nil, err
		}
		if id == m.Identity() {
			keys[k] = true
		}
	}
	return keys, nil
}

// TierChangesAt lists the account's tier history at the casino ref means
// (any spelling of it recorded), oldest first.
func (r *Records) TierChangesAt(ctx context.Context, res *CasinoResolver, ref string, p Page) ([]TierChange, int, error) {
	m, err := res.Resolve(ctx, ref)
	if err != nil {
		return nil, 0, err
	}
	var names []string
	if err := r.db.NewSelect().Model((*TierChange)(nil)).ColumnExpr("DISTINCT th.casino_name").
		Where("th.account_id = ?", r.account).Scan(ctx, &names); err != nil {
		return nil, 0, fmt.Errorf("tier history casinos: %w", err)
	}
	keys, err := res.KeysOf(ctx, m, names)
	if err != nil {
		return nil, 0, err
	}
	in := make([]string, 0, len(keys))
	for k := range keys {
		in = append(in, k)
	}
	changes, n, err := list[TierChange](ctx, r, "th", p, "th.recorded_at ASC, th.id ASC", func(q *bun.SelectQuery) *bun.SelectQuery {
		return q.Where("th.casino_key IN (?)", bun.In(in))
	})
	if err != nil {
		return nil, 0, fmt.Errorf("tier history: %w", err)
	}
	return changes, n, nil
}

// CasinoKeysOf resolves ref and returns the keys of every spelling of its
// casino among the casino names of the account's records (sessions,
// trips, offers, visits, tiers): a list filter keeps the rows keyed by one
// of them.
func (r *Records) CasinoKeysOf(ctx context.Context, res *CasinoResolver, ref string) (CasinoMatch, []string, error) {
	m, err := res.Resolve(ctx, ref)
	if err != nil {
		return m, nil, err
	}
	var names []string
	for _, q := range []*bun.SelectQuery{
		r.db.NewSelect().Model((*Session)(nil)).ColumnExpr("DISTINCT s.casino_name").Where("s.account_id = ?", r.account),
		r.db.NewSelect().Model((*Trip)(nil)).ColumnExpr("DISTINCT tr.casino_name").Where("tr.account_id = ?", r.account),
		r.db.NewSelect().Model((*Offer)(nil)).ColumnExpr("DISTINCT o.casino_name").Where("o.account_id = ?", r.account),
		r.db.NewSelect().Model((*Visit)(nil)).ColumnExpr("DISTINCT v.casino_name").Where("v.account_id = ?", r.account),
		r.db.NewSelect().Model((*UserTier)(nil)).ColumnExpr("DISTINCT ut.casino_name").Where("ut.account_id = ?", r.account),
	} {
		var some []string
		if err := q.Scan(ctx, &some); err != nil {
			return m, nil, fmt.Errorf("casino names: %w", err)
		}
		names = append(names, some...)
	}
	keys, err := res.KeysOf(ctx, m, names)
	if err != nil {
		return m, nil, err
	}
	out := make([]string, 0, len(keys))
	for k := range keys {
		out = append(out, k)
	}
	slices.Sort(out)
	return m, out, nil
}
