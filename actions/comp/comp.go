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
	name     string // as spelled on the latest session
	key      string
	sessions []persistence.Session
}

// playByCasino groups the caller's closed sessions by casino, busiest
// first (then by name).
func playByCasino(ctx context.Context, env *registry.Env) ([]*casinoPlay, error) {
	sessions, err := persistence.NewRecords(env.DB, env.Caller.AccountID).ClosedSessions(ctx)
	if err != nil {
		return nil, err
	}
	byKey := map[string]*casinoPlay{}
	var out []*casinoPlay
	for _, s := range sessions { // oldest first: the last spelling wins
		key := persistence.CasinoKey(s.CasinoName)
		p, ok := byKey[key]
		if !ok {
			p = &casinoPlay{key: key}
			byKey[key] = p
			out = append(out, p)
		}
		p.name = s.CasinoName
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

// offersAt returns the caller's offers at the casino with key.
func offersAt(ctx context.Context, env *registry.Env, key string) ([]persistence.Offer, error) {
	offers, _, err := persistence.NewRecords(env.DB, env.Caller.AccountID).OffersAsOf(ctx, env.Today(), "", key, persistence.Page{})
	if err != nil {
		return nil, fmt.Errorf("offers: %w", err)
	}
	return offers, nil
}
