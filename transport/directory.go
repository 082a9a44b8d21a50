package transport

import (
	"context"
	"net/http"
	"net/url"
	"path"
	"strings"

	"github.com/gorilla/mux"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
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

// directoryQuery answers one directory endpoint from its parameters (the
// path variables and the query, by name): the REST handlers, the MCP
// tools and /ask all call these, so every surface checks the same way
// and answers the same body.
type directoryQuery func(ctx context.Context, args url.Values) (any, error)

// directoryQueries are the directory endpoints' queries by path template.
func (s *Server) directoryQueries() map[string]directoryQuery {
	return map[string]directoryQuery{
		"/v1/casinos":               retried(s.searchCasinos),
		"/v1/casinos/{slug}":        retried(s.casinoBySlug),
		"/v1/rewards-programs":      retried(s.searchPrograms),
		"/v1/rewards-programs/{id}": retried(s.programByID),
	}
}

// retried runs a query again when its database connection was lost.
func retried(q directoryQuery) directoryQuery {
	return func(ctx context.Context, args url.Values) (body any, err error) {
		err = persistence.RetryRead(ctx, func(ctx context.Context) error {
			body, err = q(ctx, args)
			return err
		})
		return body, err
	}
}

// serveQuery is the REST handler of a directory query: the path variables
// and the query string are its arguments.
func (s *Server) serveQuery(q directoryQuery) http.Handler {
	return s.handle(func(w http.ResponseWriter, r *http.Request) error {
		args := r.URL.Query()
		for k, v := range mux.Vars(r) {
			args.Set(k, v)
		}
		body, err := q(r.Context(), args)
		if err != nil {
			return err
		}
		if m, ok := body.(moved); ok {
			// REST says where the resource is now; the client follows.
			loc := path.Join(path.Dir(r.URL.Path), m.slug)
			if r.URL.RawQuery != "" {
				loc += "?" + r.URL.RawQuery
			}
			w.Header().Set("Location", loc)
			writeJSON(w, http.StatusMovedPermanently, movedBody{Slug: m.slug, Location: loc})
			return nil
		}
		writeJSON(w, http.StatusOK, body)
		return nil
	})
}

// moved is an answer found under a casino's old slug (renames.csv). It
// encodes as the answer itself, so MCP and /ask, which pass the body on,
// follow the rename; the REST handler answers 301 to the new address.
type moved struct {
	answer any
	slug   string // the casino's slug now
}

func (m moved) MarshalJSON() ([]byte, error) { return eventJSON(m.answer) }

// movedBody is the body of a 301: the resource's new slug and address.
type movedBody struct {
	Slug     string `json:"slug"`
	Location string `json:"location"`
}

// GET /v1/casinos
func (s *Server) searchCasinos(ctx context.Context, args url.Values) (any, error) {
	p := params{args}
	var f persistence.CasinoFilter
	var err error
	if f.Query, err = p.search("q"); err != nil {
		return nil, err
	}
	if st := p.str("state"); st != "" {
		code, ok := directory.NormalizeState(st)
		if !ok {
			return nil, domain.Invalid("state", "must be a two-letter U.S. state code such as NV or nj, got %q", st)
		}
		f.State = code
	}
	if t := strings.ToLower(p.str("type")); t != "" {
		if !directory.IsCasinoType(t) {
			return nil, domain.Invalid("type", "must be one of %s, got %q", strings.Join(directory.CasinoTypes, ", "), p.str("type"))
		}
		f.Type = t
	}
	if f.HasRewards, err = p.boolean("has_rewards"); err != nil {
		return nil, err
	}
	if f.HasHotel, err = p.boolean("has_hotel"); err != nil {
		return nil, err
	}
	near, err := s.readNear(ctx, p)
	if err != nil {
		return nil, err
	}
	if near != nil {
		f.Near = &persistence.Circle{Lat: near.Lat, Lon: near.Lon, RadiusKm: near.RadiusKm}
	}
	if f.Limit, err = p.intIn("limit", registry.CasinoLimitDefault, 1, registry.CasinoLimitMax); err != nil {
		return nil, err
	}
	if f.Offset, err = p.intIn("offset", 0, 0, registry.MaxOffset); err != nil {
		return nil, err
	}
	casinos, count, err := s.dir.SearchCasinos(ctx, f)
	if err != nil {
		return nil, err
	}
	if near != nil {
		return nearListBody{Data: casinos, Count: count, Near: *near}, nil
	}
	return listBody[persistence.Casino]{Data: casinos, Count: count}, nil
}

// GET /v1/casinos/{slug}
func (s *Server) casinoBySlug(ctx context.Context, args url.Values) (any, error) {
	slug := args.Get("slug")
	if slug == "" {
		return nil, domain.Invalid("slug", "is required")
	}
	c, err := s.dir.CasinoBySlug(ctx, slug)
	renamed := false
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		// A casino whose name or state was corrected answers under its
		// old slug too.
		now, rerr := s.dir.RenamedCasinoSlug(ctx, slug)
		if rerr != nil {
			if domain.ErrorCode(rerr) == domain.ENOTFOUND {
				return nil, err
			}
			return nil, rerr
		}
		c, err = s.dir.CasinoBySlug(ctx, now)
		renamed = true
	}
	if err != nil {
		return nil, err
	}
	detail := casinoDetail{Casino: c, Tiers: []persistence.Tier{}}
	if c.RewardsProgramID != nil {
		if detail.RewardsProgram, err = s.dir.ProgramByID(ctx, *c.RewardsProgramID); err != nil {
			return nil, err
		}
		if detail.Tiers, err = s.dir.Tiers(ctx, *c.RewardsProgramID); err != nil {
			return nil, err
		}
	}
	if renamed {
		return moved{answer: dataBody[casinoDetail]{Data: detail}, slug: c.Slug}, nil
	}
	return dataBody[casinoDetail]{Data: detail}, nil
}

// GET /v1/rewards-programs
func (s *Server) searchPrograms(ctx context.Context, args url.Values) (any, error) {
	p := params{args}
	var f persistence.ProgramFilter
	var err error
	if f.Search, err = p.search("search"); err != nil {
		return nil, err
	}
	if f.Brand, err = p.search("brand"); err != nil {
		return nil, err
	}
	if f.Limit, err = p.intIn("limit", registry.ProgramLimitDefault, 1, registry.ProgramLimitMax); err != nil {
		return nil, err
	}
	if f.Offset, err = p.intIn("offset", 0, 0, registry.MaxOffset); err != nil {
		return nil, err
	}
	programs, count, err := s.dir.Programs(ctx, f)
	if err != nil {
		return nil, err
	}
	return listBody[persistence.RewardsProgram]{Data: programs, Count: count}, nil
}

// GET /v1/rewards-programs/{id}
func (s *Server) programByID(ctx context.Context, args url.Values) (any, error) {
	raw := args.Get("id")
	id, err := domain.ParseID("id", raw)
	if err != nil {
		return nil, domain.Invalid("id", "must be a uuid such as 3f2c8e1a-0b7d-5c4e-9a1f-2d8b7a6e5f40, got %q", raw)
	}
	p, err := s.dir.ProgramByID(ctx, id)
	if err != nil {
		return nil, err
	}
	tiers, err := s.dir.Tiers(ctx, id)
	if err != nil {
		return nil, err
	}
	return dataBody[programDetail]{Data: programDetail{RewardsProgram: p, Tiers: tiers}}, nil
}
