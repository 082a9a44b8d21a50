package transport

import (
	"net/http"
	"reflect"
	"strconv"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/jsonenc"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

// accountPage reads limit and offset of the account lists.
func accountPage(r *http.Request) (persistence.Page, error) {
	p := params{r.URL.Query()}
	limit, err := p.intIn("limit", registry.AccountLimitDefault, 1, registry.AccountLimitMax)
	if err != nil {
		return persistence.Page{}, err
	}
	offset, err := p.intIn("offset", 0, 0, registry.MaxOffset)
	if err != nil {
		return persistence.Page{}, err
	}
	return persistence.Page{Limit: limit, Offset: offset}, nil
}

// GET /v1/me: the key owner.
func (s *Server) me(w http.ResponseWriter, r *http.Request) error {
	p, err := requireScopes(r.Context(), scopes.Set{scopes.Read})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, dataBody[persistence.Account]{Data: p.Account})
	return nil
}

// GET /v1/tiers: the owner's status at each casino.
func (s *Server) myTiers(w http.ResponseWriter, r *http.Request) error {
	return s.accountList(w, r, tiersPlan, func(rec *persistence.Records, page persistence.Page) (any, int, error) {
		return listOf(rec.Tiers(r.Context(), page))
	})
}

// GET /v1/trips: the owner's trips, latest first.
func (s *Server) myTrips(w http.ResponseWriter, r *http.Request) error {
	return s.accountList(w, r, tripsPlan, func(rec *persistence.Records, page persistence.Page) (any, int, error) {
		return listOf(rec.Trips(r.Context(), page, nil))
	})
}

// GET /v1/offers: the owner's offers, soonest expiry first; an available
// offer past its expiration date reads as expired.
func (s *Server) myOffers(w http.ResponseWriter, r *http.Request) error {
	return s.accountList(w, r, offersPlan, func(rec *persistence.Records, page persistence.Page) (any, int, error) {
		offers, n, err := rec.Offers(r.Context(), page, nil)
		today := domain.DateOf(s.now())
		for i := range offers {
			offers[i].ReadAsOf(today)
		}
		return offers, n, err
	})
}

func listOf[T any](rows []T, n int, err error) (any, int, error) { return rows, n, err }

// The plans that write each list's rows (made once: a plan is built by
// reflection), the bytes encoding/json writes at a fraction of its cost.
var (
	tiersPlan  = jsonenc.For(reflect.TypeFor[[]persistence.UserTier]())
	tripsPlan  = jsonenc.For(reflect.TypeFor[[]persistence.Trip]())
	offersPlan = jsonenc.For(reflect.TypeFor[[]persistence.Offer]())
)

// listAnswer is a list endpoint's {data, count}, its rows written by
// their type's plan.
type listAnswer struct {
	rows  any
	count int
	plan  *jsonenc.Encoder
}

func (a listAnswer) appendJSON(dst []byte, quoted bool) ([]byte, error) {
	if quoted {
		js, err := a.appendJSON(nil, false)
		return appendJSONText(dst, js, true), err
	}
	dst = append(dst, `{"data":`...)
	dst, err := a.plan.Append(dst, a.rows)
	if err != nil {
		return nil, err
	}
	dst = append(dst, `,"count":`...)
	return append(strconv.AppendInt(dst, int64(a.count), 10), '}'), nil
}

// MarshalJSON is appendJSON: the same bytes whichever way it is written.
func (a listAnswer) MarshalJSON() ([]byte, error) { return a.appendJSON(nil, false) }

// accountList checks the read scope and paging, and writes {data, count}.
func (s *Server) accountList(w http.ResponseWriter, r *http.Request, plan *jsonenc.Encoder, get func(*persistence.Records, persistence.Page) (any, int, error)) error {
	p, err := requireScopes(r.Context(), scopes.Set{scopes.Read})
	if err != nil {
		return err
	}
	page, err := accountPage(r)
	if err != nil {
		return err
	}
	rows, count, err := get(persistence.NewRecords(s.reader, p.Account.ID), page)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, listAnswer{rows: rows, count: count, plan: plan})
	return nil
}
