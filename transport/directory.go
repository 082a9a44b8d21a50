package transport

import (
	"math"
	"net/http"
	"strings"

	"github.com/google/uuid"
	"github.com/gorilla/mux"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
)

// Paging bounds of the directory endpoints (service spec, Limits).
const (
	casinoLimitDefault  = 24
	casinoLimitMax      = 100
	programLimitDefault = 100
	programLimitMax     = 200
	maxOffset           = math.MaxInt32
)

// casinoDetail is a casino with its rewards program and tier ladder.
type casinoDetail struct {
	*persistence.Casino
	RewardsProgram *persistence.RewardsProgram `json:"rewards_program"`
	Tiers          []persistence.Tier          `json:"tiers"`
}

// programDetail is a rewards program with its tier ladder.
type programDetail struct {
	*persistence.RewardsProgram
	Tiers []persistence.Tier `json:"tiers"`
}

// GET /v1/casinos
func (s *Server) listCasinos(w http.ResponseWriter, r *http.Request) error {
	p := params{r.URL.Query()}
	var f persistence.CasinoFilter
	var err error
	if f.Query, err = p.search("q"); err != nil {
		return err
	}
	if st := p.str("state"); st != "" {
		code, ok := directory.NormalizeState(st)
		if !ok {
			return domain.Invalid("state", "must be a two-letter U.S. state code such as NV or nj, got %q", st)
		}
		f.State = code
	}
	if t := strings.ToLower(p.str("type")); t != "" {
		if !directory.IsCasinoType(t) {
			return domain.Invalid("type", "must be one of %s, got %q", strings.Join(directory.CasinoTypes, ", "), p.str("type"))
		}
		f.Type = t
	}
	if f.HasRewards, err = p.boolean("has_rewards"); err != nil {
		return err
	}
	if f.Limit, err = p.intIn("limit", casinoLimitDefault, 1, casinoLimitMax); err != nil {
		return err
	}
	if f.Offset, err = p.intIn("offset", 0, 0, maxOffset); err != nil {
		return err
	}
	casinos, count, err := s.dir.SearchCasinos(r.Context(), f)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, listBody[persistence.Casino]{Data: casinos, Count: count})
	return nil
}

// GET /v1/casinos/{slug}
func (s *Server) getCasino(w http.ResponseWriter, r *http.Request) error {
	c, err := s.dir.CasinoBySlug(r.Context(), mux.Vars(r)["slug"])
	if err != nil {
		return err
	}
	detail := casinoDetail{Casino: c, Tiers: []persistence.Tier{}}
	if c.RewardsProgramID != nil {
		if detail.RewardsProgram, err = s.dir.ProgramByID(r.Context(), *c.RewardsProgramID); err != nil {
			return err
		}
		if detail.Tiers, err = s.dir.Tiers(r.Context(), *c.RewardsProgramID); err != nil {
			return err
		}
	}
	writeJSON(w, http.StatusOK, dataBody[casinoDetail]{Data: detail})
	return nil
}

// GET /v1/rewards-programs
func (s *Server) listPrograms(w http.ResponseWriter, r *http.Request) error {
	p := params{r.URL.Query()}
	var f persistence.ProgramFilter
	var err error
	if f.Search, err = p.search("search"); err != nil {
		return err
	}
	if f.Brand, err = p.search("brand"); err != nil {
		return err
	}
	if f.Limit, err = p.intIn("limit", programLimitDefault, 1, programLimitMax); err != nil {
		return err
	}
	if f.Offset, err = p.intIn("offset", 0, 0, maxOffset); err != nil {
		return err
	}
	programs, count, err := s.dir.Programs(r.Context(), f)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, listBody[persistence.RewardsProgram]{Data: programs, Count: count})
	return nil
}

// GET /v1/rewards-programs/{id}
func (s *Server) getProgram(w http.ResponseWriter, r *http.Request) error {
	raw := mux.Vars(r)["id"]
	id, err := uuid.Parse(raw)
	if err != nil || len(raw) != 36 {
		return domain.Invalid("id", "must be a uuid such as 3f2c8e1a-0b7d-5c4e-9a1f-2d8b7a6e5f40, got %q", raw)
	}
	p, err := s.dir.ProgramByID(r.Context(), id)
	if err != nil {
		return err
	}
	tiers, err := s.dir.Tiers(r.Context(), id)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, dataBody[programDetail]{Data: programDetail{RewardsProgram: p, Tiers: tiers}})
	return nil
}

// GET /docs/{page}: the rendered documentation pages.
func (s *Server) docPage(w http.ResponseWriter, r *http.Request) error {
	page, ok := s.docs[mux.Vars(r)["page"]]
	if !ok {
		return domain.NotFound("No documentation page %q.", mux.Vars(r)["page"])
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=300")
	_, _ = w.Write(page)
	return nil
}
