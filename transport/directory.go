package transport

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"path"
	"strconv"
	"strings"

	"github.com/google/uuid"
	"github.com/gorilla/mux"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/directory"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dirsnap"
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

// casinoPage is the answer of the casino search: one page, the number of
// matches in all, the cursor of the next page (null on the last) and, in
// a search by place, the circle searched.
type casinoPage struct {
	Data       []persistence.Casino `json:"data"`
	Count      int                  `json:"count"`
	NextCursor *string              `json:"next_cursor"`
	Near       *nearQuery           `json:"near,omitempty"`

	// encoded is Data's JSON from the snapshot (nil: encode Data).
	encoded []*dirsnap.EncodedCasino
}

// plainPage is casinoPage encoded field by field, by encoding/json.
type plainPage casinoPage

// MarshalJSON is the page's JSON, put together from the casinos' JSON
// kept in the snapshot: the same bytes encoding/json gives for the
// fields (TestCasinoPageJSON).
func (p casinoPage) MarshalJSON() ([]byte, error) { return p.appendJSON(nil, false) }

// appendJSON appends the page's JSON to dst; quoted, as the inside of a
// JSON string (MCP's text content), which costs no second pass over the
// casinos: their quoted form is kept too.
func (p casinoPage) appendJSON(dst []byte, quoted bool) ([]byte, error) {
	if len(p.encoded) != len(p.Data) {
		js, err := eventJSON(plainPage(p))
		if err != nil {
			return nil, err
		}
		return appendJSONText(dst, js, quoted), nil
	}
	dst = appendJSONText(dst, []byte(`{"data":[`), quoted)
	for i, e := range p.encoded {
		if i > 0 {
			dst = append(dst, ',')
		}
		piece := e.JSON
		if quoted {
			piece = e.Quoted
		}
		km := p.Data[i].DistanceKm
		if km == nil {
			dst = append(dst, piece...)
			continue
		}
		// The piece ends with "distance_km":null} in both forms.
		cut, ok := bytes.CutSuffix(piece, []byte("null}"))
		if !ok {
			return nil, fmt.Errorf("casino %s: encoded without distance_km last", p.Data[i].Slug)
		}
		n, err := json.Marshal(*km)
		if err != nil {
			return nil, fmt.Errorf("casino %s: distance: %w", p.Data[i].Slug, err)
		}
		dst = append(append(append(dst, cut...), n...), '}')
	}
	dst = appendJSONText(dst, []byte(`],"count":`), quoted)
	dst = strconv.AppendInt(dst, int64(p.Count), 10)
	dst = appendJSONText(dst, []byte(`,"next_cursor":`), quoted)
	switch {
	case p.NextCursor == nil:
		dst = append(dst, "null"...)
	case plainCursor(*p.NextCursor):
		// Base64url text: nothing to escape.
		dst = appendJSONText(dst, []byte{'"'}, quoted)
		dst = append(dst, *p.NextCursor...)
		dst = appendJSONText(dst, []byte{'"'}, quoted)
	default:
		js, err := json.Marshal(*p.NextCursor)
		if err != nil {
			return nil, err
		}
		dst = appendJSONText(dst, js, quoted)
	}
	if p.Near != nil {
		js, err := eventJSON(p.Near)
		if err != nil {
			return nil, err
		}
		dst = appendJSONText(dst, []byte(`,"near":`), quoted)
		dst = appendJSONText(dst, js, quoted)
	}
	return appendJSONText(dst, []byte{'}'}, quoted), nil
}

// plainCursor reports whether a cursor is written in JSON as it stands:
// letters, digits, '-', '_' and '=' only.
func plainCursor(c string) bool {
	for i := 0; i < len(c); i++ {
		switch b := c[i]; {
		case 'a' <= b && b <= 'z', 'A' <= b && b <= 'Z', '0' <= b && b <= '9', b == '-', b == '_', b == '=':
		default:
			return false
		}
	}
	return true
}

// appendJSONText appends the JSON text js, or with quoted its quoted form.
func appendJSONText(dst, js []byte, quoted bool) []byte {
	if quoted {
		return dirsnap.AppendQuoted(dst, js)
	}
	return append(dst, js...)
}

// GET /v1/casinos
func (s *Server) searchCasinos(ctx context.Context, args url.Values) (any, error) {
	snap, err := s.snap.Current(ctx)
	if err != nil {
		return nil, err
	}
	p := params{args}
	var f persistence.CasinoFilter
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
	if f.Program, err = readProgram(snap, p); err != nil {
		return nil, err
	}
	near, err := s.readNear(snap, p)
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
	after, err := readCursor(p)
	if err != nil {
		return nil, err
	}
	page, err := snap.SearchCasinos(f, after)
	if err != nil {
		return nil, err
	}
	body := casinoPage{Data: page.Casinos, Count: page.Count, Near: near, encoded: page.Encoded}
	if page.Next != nil {
		next := page.Next.String()
		body.NextCursor = &next
	}
	return body, nil
}

// readProgram reads program: a rewards program's id, or its name exactly
// but in any case ("bally rewards"). A program the directory does not
// have is refused, not answered with no casinos: a misspelt name would
// read as "no casino is part of it", which is a wrong answer.
func readProgram(snap *dirsnap.Snapshot, p params) (*uuid.UUID, error) {
	raw, err := p.search("program")
	if err != nil || raw == "" {
		return nil, err
	}
	if id, err := domain.ParseID("program", raw); err == nil {
		if _, err := snap.ProgramByID(id); err != nil {
			return nil, domain.Invalid("program", "no rewards program has the id %q; GET /v1/rewards-programs lists the programs with their ids", raw)
		}
		return &id, nil
	}
	switch named := snap.ProgramsNamed(raw); len(named) {
	case 0:
		return nil, domain.Invalid("program", "must be a rewards program's id or its exact name in any case, such as \"Bally Rewards\"; "+
			"no program is called %q. GET /v1/rewards-programs lists the programs (search= finds one by part of its name or brand)", raw)
	case 1:
		return &named[0].ID, nil
	default:
		ids := make([]string, len(named))
		for i, n := range named {
			ids[i] = n.ProgramName + " (" + n.ID.String() + ")"
		}
		return nil, domain.Invalid("program", "%q names %d programs in different cases: %s; send the id of the one meant", raw, len(named), strings.Join(ids, ", "))
	}
}

// readCursor reads cursor, which starts the page after the casino it
// names; offset says where to start too, so the two never go together.
func readCursor(p params) (*dirsnap.Cursor, error) {
	raw := p.str("cursor")
	if raw == "" {
		return nil, nil
	}
	if len(raw) > registry.MaxCursorLen {
		return nil, domain.Invalid("cursor", "must be the next_cursor of an earlier answer, unchanged; this one is too long (%d characters)", len(raw))
	}
	if p.str("offset") != "" {
		return nil, domain.Invalid("cursor", "cannot be combined with offset: send one of them (cursor to continue from an earlier answer's next_cursor)")
	}
	return dirsnap.ParseCursor(raw)
}

// GET /v1/casinos/{slug}
func (s *Server) casinoBySlug(ctx context.Context, args url.Values) (any, error) {
	slug := args.Get("slug")
	if slug == "" {
		return nil, domain.Invalid("slug", "is required")
	}
	snap, err := s.snap.Current(ctx)
	if err != nil {
		return nil, err
	}
	c, err := snap.CasinoBySlug(slug)
	renamed := false
	if domain.ErrorCode(err) == domain.ENOTFOUND {
		// A casino whose name or state was corrected answers under its
		// old slug too.
		now, rerr := snap.RenamedCasinoSlug(slug)
		if rerr != nil {
			return nil, err
		}
		c, err = snap.CasinoBySlug(now)
		renamed = true
	}
	if err != nil {
		return nil, err
	}
	detail := casinoDetail{Casino: c, Tiers: []persistence.Tier{}}
	if c.RewardsProgramID != nil {
		if detail.RewardsProgram, err = snap.ProgramByID(*c.RewardsProgramID); err != nil {
			return nil, err
		}
		detail.Tiers = snap.Tiers(*c.RewardsProgramID)
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
	snap, err := s.snap.Current(ctx)
	if err != nil {
		return nil, err
	}
	programs, count := snap.Programs(f)
	return listBody[persistence.RewardsProgram]{Data: programs, Count: count}, nil
}

// GET /v1/rewards-programs/{id}
func (s *Server) programByID(ctx context.Context, args url.Values) (any, error) {
	raw := args.Get("id")
	id, err := domain.ParseID("id", raw)
	if err != nil {
		return nil, domain.Invalid("id", "must be a uuid such as 3f2c8e1a-0b7d-5c4e-9a1f-2d8b7a6e5f40, got %q", raw)
	}
	snap, err := s.snap.Current(ctx)
	if err != nil {
		return nil, err
	}
	p, err := snap.ProgramByID(id)
	if err != nil {
		return nil, err
	}
	return dataBody[programDetail]{Data: programDetail{RewardsProgram: p, Tiers: snap.Tiers(id)}}, nil
}
