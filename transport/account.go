package transport

import (
	"net/http"

	"github.com/tierline/tierline/internal/domain"
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
	return s.accountList(w, r, func(rec *persistence.Records, page persistence.Page) (any, int, error) {
		return listOf(rec.Tiers(r.Context(), page))
	})
}

// GET /v1/trips: the owner's trips, latest first.
func (s *Server) myTrips(w http.ResponseWriter, r *http.Request) error {
	return s.accountList(w, r, func(rec *persistence.Records, page persistence.Page) (any, int, error) {
		return listOf(rec.Trips(r.Context(), page, nil))
	})
}

// GET /v1/offers: the owner's offers, soonest expiry first; an available
// offer past its expiration date reads as expired.
func (s *Server) myOffers(w http.ResponseWriter, r *http.Request) error {
	return s.accountList(w, r, func(rec *persistence.Records, page persistence.Page) (any, int, error) {
		offers, n, err := rec.Offers(r.Context(), page, nil)
		today := domain.DateOf(s.now())
		for i := range offers {
			offers[i].ReadAsOf(today)
		}
		return offers, n, err
	})
}

func listOf[T any](rows []T, n int, err error) (any, int, error) { return rows, n, err }

// accountList checks the read scope and paging, and writes {data, count}.
func (s *Server) accountList(w http.ResponseWriter, r *http.Request, get func(*persistence.Records, persistence.Page) (any, int, error)) error {
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
	writeJSON(w, http.StatusOK, struct {
		Data  any `json:"data"`
		Count int `json:"count"`
	}{rows, count})
	return nil
}
