package transport

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/http"
	"net/url"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"go.uber.org/zap"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/internal/ask"
	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dirsnap"
	"github.com/tierline/tierline/registry"
)

// POST /ask: a question in plain English, understood by package ask and
// answered by running the endpoint or action it maps to through the same
// handler a REST client reaches (same key, scopes, validation and JSON).
// With Accept: text/event-stream the answer streams as Server-Sent Events:
// intent, one result per item, answer, done (an error event replaces the
// results and answer; done always ends the stream). Otherwise one JSON
// object {"data": {query, intent, results, answer}}. A bad request, a
// missing key (401) or a missing scope (403) is the error object either
// way: those are decided before a stream starts.

// Limits of /ask.
const (
	askQueryMax     = 500
	askLimitDefault = 10
	askLimitMax     = 50
	askBodyMax      = 64 << 10
)

// askKeepAlive is how often a stream sends a comment while the answer is
// being worked out, so proxies do not close an idle connection.
var askKeepAlive = 15 * time.Second

// askRequest is the body of POST /ask. Confirm runs a change the
// question asks for (without it a change is only proposed).
type askRequest struct {
	Query   string
	Limit   int
	Confirm bool
}

// askData is the JSON answer (and, in the A2A data part, the same fields).
type askData struct {
	Query   string            `json:"query"`
	Intent  ask.Intent        `json:"intent"`
	Results []json.RawMessage `json:"results"`
	Answer  string            `json:"answer"`
}

// askOutcome is what running an intent produced.
type askOutcome struct {
	Items  []json.RawMessage
	Answer string
}

func (s *Server) ask(w http.ResponseWriter, r *http.Request) error {
	req, err := readAskRequest(w, r)
	if err != nil {
		return err
	}
	in, err := s.askIntent(r.Context(), req.Query, req.Limit)
	if err != nil {
		return err
	}
	// Who may run the question is decided before a stream starts, so a
	// streaming client gets the same 401 (with its challenge) or 403 as a
	// JSON one, not a 200 and then an error event.
	if err := s.askAllowed(r.Context(), &in, req.Confirm); err != nil {
		return err
	}
	if wantsEventStream(r) {
		s.askStream(w, r, req, in)
		return nil
	}
	out, err := s.askRun(r, &in, req.Limit, req.Confirm)
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, dataBody[askData]{Data: askData{Query: req.Query, Intent: in, Results: out.Items, Answer: out.Answer}})
	return nil
}

// wantsEventStream reports whether the client asks for Server-Sent Events.
func wantsEventStream(r *http.Request) bool {
	return strings.Contains(strings.ToLower(r.Header.Get("Accept")), "text/event-stream")
}

// readAskRequest reads and checks {"query": "...", "limit": n, "confirm": b}: every
// problem is a 400 naming the field (a body over 64 KiB is a 413).
func readAskRequest(w http.ResponseWriter, r *http.Request) (askRequest, error) {
	req := askRequest{Limit: askLimitDefault}
	raw, err := readBody(w, r, askBodyMax, "64 KiB")
	if err != nil {
		return req, err
	}
	fields, err := registry.ParseObject(raw)
	if errors.Is(err, registry.ErrNotObject) {
		return req, domain.Invalid("body", "must be a JSON object such as {\"query\": \"casinos in Nevada\", \"limit\": 10}")
	} else if err != nil {
		return req, err
	}
	q, ok := fields["query"]
	if !ok || string(q) == "null" {
		return req, domain.Invalid("query", "is required: the question, e.g. \"casinos in Nevada\"")
	}
	if err := json.Unmarshal(q, &req.Query); err != nil {
		return req, domain.Invalid("query", "must be a string")
	}
	req.Query = strings.TrimSpace(req.Query)
	if err := domain.CheckNoNUL("query", req.Query); err != nil {
		return req, err
	}
	switch n := utf8.RuneCountInString(req.Query); {
	case n == 0:
		return req, domain.Invalid("query", "must not be blank")
	case n > askQueryMax:
		return req, domain.Invalid("query", "must be at most %d characters, got %d", askQueryMax, n)
	}
	if l, ok := fields["limit"]; ok && string(l) != "null" {
		var f float64
		if err := json.Unmarshal(l, &f); err != nil || f != math.Trunc(f) {
			return req, domain.Invalid("limit", "must be a whole number from 1 to %d", askLimitMax)
		}
		if f < 1 || f > askLimitMax {
			return req, domain.Invalid("limit", "must be from 1 to %d, got %v", askLimitMax, f)
		}
		req.Limit = int(f)
	}
	if c, ok := fields["confirm"]; ok && string(c) != "null" {
		if err := json.Unmarshal(c, &req.Confirm); err != nil {
			return req, domain.Invalid("confirm", "must be true or false: true runs the change the question asks for")
		}
	}
	return req, nil
}

// askIntent understands query over the directory's current names and
// completes the intent from the registry (scopes) and the configuration
// (the absolute URL).
func (s *Server) askIntent(ctx context.Context, query string, limit int) (ask.Intent, error) {
	ix, err := s.askIndex(ctx)
	if err != nil {
		return ask.Intent{}, err
	}
	in := ix.Understand(query, s.now())
	in.ApplyLimit(limit)
	t := in.MapsTo
	if t == nil {
		return in, nil
	}
	if t.Action != "" {
		act, ok := s.reg.Lookup(t.Namespace, t.Action)
		if !ok {
			// This server runs without that action (a test registry):
			// nothing to map the question to.
			return ask.Intent{Name: ask.Unknown, Description: "a question this service cannot map", Parameters: map[string]any{}}, nil
		}
		for _, sc := range act.RequiredScopes() {
			in.Scopes = append(in.Scopes, string(sc))
		}
		t.URL = s.cfg.BaseURL + t.Path
		return in, nil
	}
	path, query2 := askDirectoryRequest(t.Path, in.Parameters)
	t.URL = s.cfg.BaseURL + path
	if query2 != "" {
		t.URL += "?" + query2
	}
	return in, nil
}

// askIndexCache is the index of the directory's names in use, shared by
// the questions of one server (an Index is read-only once built), and the
// directory snapshot it was built from: a new snapshot (a re-seed) gets a
// new index.
type askIndexCache struct {
	mu    sync.Mutex
	index *ask.Index
	from  *dirsnap.Snapshot
}

// askIndex returns the index of the current snapshot's names, building it
// when the snapshot is new. Questions arriving during a rebuild wait for
// it rather than each building their own.
func (s *Server) askIndex(ctx context.Context) (*ask.Index, error) {
	snap, err := s.snap.Current(ctx)
	if err != nil {
		return nil, fmt.Errorf("ask: %w", err)
	}
	c := &s.askNames
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.index != nil && c.from == snap {
		return c.index, nil
	}
	c.index, c.from = ask.NewIndex(askLexicon(snap)), snap
	return c.index, nil
}

// askLexicon is the snapshot's casino and program names.
func askLexicon(snap *dirsnap.Snapshot) ask.Lexicon {
	var lex ask.Lexicon
	page, _ := snap.SearchCasinos(persistence.CasinoFilter{Limit: math.MaxInt32}, nil) // no cursor: cannot fail
	for _, c := range page.Casinos {
		program := ""
		if c.RewardsProgramID != nil {
			program = c.RewardsProgramID.String()
		}
		lex.Casinos = append(lex.Casinos, ask.Casino{Name: c.Name, Slug: c.Slug, State: deref(c.State), City: deref(c.City), ProgramID: program,
			TribalNation: deref(c.TribalNation), Brand: deref(c.Brand), Lat: c.Lat, Lon: c.Lon})
	}
	programs, _ := snap.Programs(persistence.ProgramFilter{Limit: math.MaxInt32})
	for _, p := range programs {
		prog := ask.Program{ID: p.ID.String(), Name: p.ProgramName, Brand: deref(p.Brand)}
		for _, t := range snap.Tiers(p.ID) {
			prog.Tiers = append(prog.Tiers, t.Name)
		}
		lex.Programs = append(lex.Programs, prog)
	}
	// the cities near= resolves besides the directory's (readNear)
	for _, c := range data.USCities() {
		lex.Cities = append(lex.Cities, ask.City{Name: c.City, State: c.State})
	}
	return lex
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

// askDirectoryRequest is the path (with {slug} or {id} filled in) and the
// query string of a directory endpoint for params.
func askDirectoryRequest(template string, params map[string]any) (path, query string) {
	path = template
	q := url.Values{}
	keys := make([]string, 0, len(params))
	for k := range params {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		v := askParamText(params[k])
		if strings.Contains(path, "{"+k+"}") {
			path = strings.ReplaceAll(path, "{"+k+"}", url.PathEscape(v))
			continue
		}
		q.Set(k, v)
	}
	return path, q.Encode()
}

func askParamText(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case bool:
		return strconv.FormatBool(x)
	case int:
		return strconv.Itoa(x)
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	}
	return fmt.Sprint(v)
}

// askRun runs what in maps to, as the caller: the directory handler, the
// action endpoint's pipeline with the caller's key, or a fact from the
// service's own tables. limit is the number of results the client asked
// for; confirm runs a change the question asks for, which is otherwise
// only proposed.
func (s *Server) askRun(r *http.Request, in *ask.Intent, limit int, confirm bool) (askOutcome, error) {
	out := askOutcome{Items: []json.RawMessage{}}
	switch {
	case len(in.Missing) > 0:
		out.Answer = ask.MissingAnswer(*in)
		return out, nil
	case in.AnsweredFrom != "":
		items, answer, err := ask.Facts(*in, s.now())
		if err != nil {
			return out, err
		}
		out.Items, out.Answer = items, answer
		return out, nil
	case in.MapsTo == nil:
		out.Answer = ask.Help()
		for _, n := range in.Notes {
			out.Answer = n + " " + out.Answer
		}
		return out, nil
	case in.ChangesData && !confirm:
		out.Answer = ask.Answer(*in, ask.Outcome{Count: -1})
		return out, nil
	}
	if err := s.askAllowed(r.Context(), in, confirm); err != nil {
		return out, err
	}
	if in.Recorded != nil {
		if err := s.askRecordedName(r.Context(), in); err != nil {
			return out, err
		}
	}
	body, err := s.askCall(r.Context(), in)
	if err != nil {
		return out, err
	}
	in.Confirmed = in.ChangesData
	return s.askCollect(r.Context(), body, in, limit)
}

// askRecordedName finds the name under which the player recorded the
// casino the question names ("Caesars Palace Casino" for "Caesars
// Palace"): the records of the intent's lookup action whose casino is the
// one named, by its words or by resolving both names in the directory. One
// name found is sent instead of the question's words; several are named in
// a note and the one closest to the question is sent.
func (s *Server) askRecordedName(ctx context.Context, in *ask.Intent) error {
	rec := in.Recorded
	ix, err := s.askIndex(ctx)
	if err != nil {
		return err
	}
	fields := map[string]json.RawMessage{}
	if rec.Paged {
		fields["limit"] = json.RawMessage("200")
	}
	res, err := s.dispatch.Dispatch(ctx, callerOf(ctx), registry.Request{Namespace: rec.Namespace, Action: rec.Action, Fields: fields})
	if err != nil {
		return err
	}
	var data map[string]json.RawMessage
	if err := json.Unmarshal(res.Data, &data); err != nil {
		return fmt.Errorf("ask: %s: %w", rec.Action, err)
	}
	var items []map[string]any
	if err := json.Unmarshal(data[rec.Items], &items); err != nil {
		return fmt.Errorf("ask: %s: %s: %w", rec.Action, rec.Items, err)
	}
	asked, _ := in.Parameters[rec.Param].(string)
	var names []string
	seen := map[string]bool{}
	for _, item := range items {
		name, _ := item[rec.Field].(string)
		key := strings.ToLower(strings.Join(strings.Fields(name), " "))
		if name == "" || seen[key] || !rec.Filter.KeepWith(item, ix) {
			continue
		}
		seen[key] = true
		names = append(names, name)
	}
	if len(names) == 0 {
		return nil // the question's own words: the action says nothing is recorded
	}
	sort.SliceStable(names, func(i, j int) bool {
		return strings.EqualFold(names[i], asked) && !strings.EqualFold(names[j], asked)
	})
	chosen := names[0]
	in.Parameters[rec.Param] = chosen
	if chosen != asked {
		if in.Understood == nil {
			in.Understood = map[string]any{}
		}
		in.Understood["recorded_as"] = chosen
	}
	if len(names) > 1 {
		in.Notes = append(in.Notes, fmt.Sprintf("your records name this casino %d ways (%s); %q was used.", len(names), strings.Join(names, "; "), chosen))
	}
	return nil
}

// askAllowed makes the 401 and 403 decisions of a question that runs an
// action: a key is needed, and it must hold the action's scopes. A
// question that runs nothing (help, a missing detail, a fact from a table,
// a change proposed but not confirmed) is always allowed.
func (s *Server) askAllowed(ctx context.Context, in *ask.Intent, confirm bool) error {
	if in.MapsTo == nil || len(in.Missing) > 0 || !in.NeedsKey || (in.ChangesData && !confirm) {
		return nil
	}
	if principalOf(ctx) == nil {
		return domain.Errorf(domain.EUNAUTHORIZED,
			"This question runs %s, which needs an API key with the scope %s: send \"Authorization: Bearer <API key>\". "+
				"Keys are created by the account owner in the site's developer settings.",
			in.MapsTo.Action, quoteScopeNames(in.Scopes))
	}
	if act, ok := s.reg.Lookup(in.MapsTo.Namespace, in.MapsTo.Action); ok {
		return registry.RequireScopes(callerOf(ctx), act.RequiredScopes())
	}
	return nil
}

// askCall runs the action or directory query the intent maps to, as the
// request's caller, and returns the JSON body a REST client would get.
func (s *Server) askCall(ctx context.Context, in *ask.Intent) ([]byte, error) {
	if in.MapsTo.Action != "" {
		fields := make(map[string]json.RawMessage, len(in.Parameters))
		for k, v := range in.Parameters {
			raw, err := json.Marshal(v)
			if err != nil {
				return nil, fmt.Errorf("ask: %s: %w", k, err)
			}
			fields[k] = raw
		}
		res, err := s.dispatch.Dispatch(ctx, callerOf(ctx), registry.Request{
			Namespace: in.MapsTo.Namespace, Action: in.MapsTo.Action, Fields: fields})
		if err != nil {
			return nil, err
		}
		return res.Body, nil
	}
	q, ok := s.directoryQueries()[in.MapsTo.Path]
	if !ok {
		return nil, fmt.Errorf("ask: no directory query for %s", in.MapsTo.Path)
	}
	args := url.Values{}
	for k, v := range in.Parameters {
		args.Set(k, askParamText(v))
	}
	body, err := q(ctx, args)
	if err != nil {
		return nil, err
	}
	return eventJSON(body)
}

// askCollect reads the answer: the items (the list, or the one result) as
// the endpoint wrote them, filtered where the intent says, and the
// summary.
func (s *Server) askCollect(ctx context.Context, body []byte, in *ask.Intent, limit int) (askOutcome, error) {
	out := askOutcome{Items: []json.RawMessage{}}
	var env struct {
		Data  json.RawMessage `json:"data"`
		Count *int            `json:"count"`
		Near  map[string]any  `json:"near"`
	}
	if err := json.Unmarshal(body, &env); err != nil {
		return out, fmt.Errorf("ask: %s: %w", in.MapsTo.Path, err)
	}
	result := ask.Outcome{Count: -1, Near: env.Near}
	var ix *ask.Index
	if in.Filter != nil {
		var err error
		if ix, err = s.askIndex(ctx); err != nil {
			return out, err
		}
	}
	switch {
	case in.MapsTo.List:
		if err := json.Unmarshal(env.Data, &out.Items); err != nil {
			return out, fmt.Errorf("ask: %s: %w", in.MapsTo.Path, err)
		}
		if env.Count != nil {
			result.Count = *env.Count
		}
	case in.MapsTo.Items != "":
		var fields map[string]json.RawMessage
		if err := json.Unmarshal(env.Data, &fields); err != nil {
			return out, fmt.Errorf("ask: %s: %w", in.MapsTo.Action, err)
		}
		if err := json.Unmarshal(fields[in.MapsTo.Items], &out.Items); err != nil {
			return out, fmt.Errorf("ask: %s: %s: %w", in.MapsTo.Action, in.MapsTo.Items, err)
		}
		if c, ok := fields["count"]; ok {
			_ = json.Unmarshal(c, &result.Count)
		}
		if err := json.Unmarshal(env.Data, &result.Data); err != nil {
			return out, fmt.Errorf("ask: %s: %w", in.MapsTo.Action, err)
		}
	default:
		out.Items = []json.RawMessage{env.Data}
		if err := json.Unmarshal(env.Data, &result.Data); err != nil {
			return out, fmt.Errorf("ask: %s: %w", in.MapsTo.Path, err)
		}
	}
	if out.Items == nil {
		out.Items = []json.RawMessage{}
	}
	kept := out.Items[:0]
	for _, raw := range out.Items {
		var m map[string]any
		if err := json.Unmarshal(raw, &m); err != nil {
			return out, fmt.Errorf("ask: %s: result: %w", in.MapsTo.Path, err)
		}
		if in.Filter != nil && !in.Filter.KeepWith(m, ix) {
			continue
		}
		kept = append(kept, raw)
		result.Items = append(result.Items, m)
	}
	out.Items = kept
	if in.Filter != nil {
		result.Count = len(out.Items)
		if len(out.Items) > limit {
			out.Items = out.Items[:limit]
		}
	}
	out.Answer = ask.Answer(*in, result)
	return out, nil
}

func quoteScopeNames(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = `"` + n + `"`
	}
	return strings.Join(q, " and ")
}

// startEventStream sends the headers of a Server-Sent Events stream:
// never cached, and never buffered by a proxy (nginx honours
// X-Accel-Buffering), so each event reaches the client when it is flushed.
func startEventStream(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-cache")
	h.Set("Connection", "keep-alive")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
}

// askStream answers as Server-Sent Events. Every event is flushed; while
// the endpoint runs, a keep-alive comment goes out every askKeepAlive; the
// stream stops as soon as the client goes away.
func (s *Server) askStream(w http.ResponseWriter, r *http.Request, req askRequest, in ask.Intent) {
	ctx := r.Context()
	startEventStream(w)
	rc := http.NewResponseController(w)
	write := func(text string) bool {
		if ctx.Err() != nil {
			return false
		}
		if _, err := io.WriteString(w, text); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	send := func(event string, data any) bool {
		raw, err := eventJSON(data)
		if err != nil {
			s.log.Error("ask: encoding an event", zap.String("request_id", RequestID(ctx)), zap.Error(err))
			return false
		}
		return write("event: " + event + "\ndata: " + string(raw) + "\n\n")
	}
	if !send("intent", in) {
		return
	}
	type ran struct {
		out askOutcome
		err error
	}
	done := make(chan ran, 1)
	go func() {
		defer func() {
			// The request goroutine's panic recovery does not reach here.
			if v := recover(); v != nil {
				s.log.Error("panic in handler", zap.String("request_id", RequestID(ctx)),
					zap.String("panic", fmt.Sprint(v)), zap.ByteString("stack", debug.Stack()))
				done <- ran{err: fmt.Errorf("ask: panic: %v", v)}
			}
		}()
		out, err := s.askRun(r, &in, req.Limit, req.Confirm)
		done <- ran{out, err}
	}()
	tick := time.NewTicker(askKeepAlive)
	defer tick.Stop()
	var res ran
wait:
	for {
		select {
		case <-ctx.Done():
			<-done // the work runs under ctx and stops with it
			return
		case <-tick.C:
			if !write(": keep-alive\n\n") {
				<-done
				return
			}
		case res = <-done:
			break wait
		}
	}
	if res.err != nil {
		if send("error", ErrorBody{Error: s.errorDetail(r.Context(), res.err)}) {
			send("done", map[string]int{"results": 0})
		}
		return
	}
	for _, item := range res.out.Items {
		if !send("result", item) {
			return
		}
	}
	if send("answer", map[string]string{"answer": res.out.Answer}) {
		send("done", map[string]int{"results": len(res.out.Items)})
	}
}

// eventJSON is v as one line of JSON, with "&", "<" and ">" kept as
// written (as the REST answers have them).
func eventJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	var compact bytes.Buffer
	if err := json.Compact(&compact, buf.Bytes()); err != nil {
		return nil, err
	}
	return compact.Bytes(), nil
}
