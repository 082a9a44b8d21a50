// Package comp holds the actions of the comp calculator (POST
// /v1/comp/calculate) and the offer prediction (POST /v1/comp/predict),
// one file each. The math is the gaming and comp packages'; these files
// gather the player's records and say which assumptions were used.
package comp

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/gaming"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
)

const (
	calculateNS = "comp/calculate"
	predictNS   = "comp/predict"
)

// Assumption is one figure a result rests on, with where it comes from.
type Assumption struct {
	Value      float64         `json:"value"`
	Overridden bool            `json:"overridden"`
	Basis      string          `json:"basis"`
	Verified   bool            `json:"verified"`
	Sources    []gaming.Source `json:"sources"`
}

// Range is a low–typical–high estimate of a dollar value, each end rounded
// to the cent.
type Range struct {
	Low     domain.Money `json:"low"`
	Typical domain.Money `json:"typical"`
	High    domain.Money `json:"high"`
}

func rangeOf(base domain.Money, r gaming.Rate) Range {
	return Range{Low: base.Times(r.Low), Typical: base.Times(r.Typical), High: base.Times(r.High)}
}

// casinoPlay is the player's closed sessions at one casino.
type casinoPlay struct {
	name     string // the directory's name, else as spelled on the latest session
	key      string // CasinoKey(name)
	match    persistence.CasinoMatch
	names    []string // every spelling of the casino in the sessions
	sessions []persistence.Session
}

// playByCasino groups the caller's closed sessions by casino (spellings
// of one directory casino together, persistence.CasinoMatchRule), busiest
// first (then by name).
func playByCasino(ctx context.Context, env *registry.Env, res *persistence.CasinoResolver) ([]*casinoPlay, error) {
	sessions, err := persistence.NewRecords(env.DB, env.Caller.AccountID).ClosedSessions(ctx)
	if err != nil {
		return nil, err
	}
	byID := map[string]*casinoPlay{}
	var out []*casinoPlay
	for _, s := range sessions { // oldest first: the last spelling wins
		m, err := res.Resolve(ctx, s.CasinoName)
		if err != nil {
			return nil, err
		}
		p, ok := byID[m.Identity()]
		if !ok {
			p = &casinoPlay{}
			byID[m.Identity()] = p
			out = append(out, p)
		}
		p.match, p.name = m, m.DisplayName()
		p.key = persistence.CasinoKey(p.name)
		if !slices.Contains(p.names, s.CasinoName) {
			p.names = append(p.names, s.CasinoName)
		}
		p.sessions = append(p.sessions, s)
	}
	slices.SortFunc(out, func(a, b *casinoPlay) int {
		if len(a.sessions) != len(b.sessions) {
			return len(b.sessions) - len(a.sessions)
		}
		return strings.Compare(a.key, b.key)
	})
	return out, nil
}

// offersAt returns the caller's offers at the casino p is (any spelling
// of it).
func offersAt(ctx context.Context, env *registry.Env, res *persistence.CasinoResolver, p *casinoPlay) ([]persistence.Offer, error) {
	all, _, err := persistence.NewRecords(env.DB, env.Caller.AccountID).OffersAsOf(ctx, env.Today(), "", "", persistence.Page{})
	if err != nil {
		return nil, fmt.Errorf("offers: %w", err)
	}
	var out []persistence.Offer
	for _, o := range all {
		id, err := res.Identity(ctx, o.CasinoName)
		if err != nil {
			return nil, fmt.Errorf("offers: %w", err)
		}
		if id == p.match.Identity() {
			out = append(out, o)
		}
	}
	return out, nil
}
