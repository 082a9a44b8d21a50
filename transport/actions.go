package transport

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"go.uber.org/zap"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/scopes"
)

// maxBody is the largest request body an action endpoint reads (1 MiB).
const maxBody = 1 << 20

const (
	jsonContentType = "application/json; charset=utf-8"
	csvContentType  = "text/csv; charset=utf-8"
)

// actionEndpoint serves POST /v1/<namespace>: one pipeline for every
// action of the namespace, in this order: the key (401), the body (400),
// the action name (400), the scopes (403), the fields (400), then the
// handler, inside one transaction with the idempotency record when the
// action changes data (or the endpoint honours Idempotency-Key for every
// action).
func (s *Server) actionEndpoint(ep registry.Endpoint) http.Handler {
	return s.handle(func(w http.ResponseWriter, r *http.Request) error {
		p, err := requireScopes(r.Context(), nil)
		if err != nil {
			return err
		}
		fields, err := readObject(w, r)
		if err != nil {
			return err
		}
		act, err := s.lookupAction(ep, fields)
		if err != nil {
			return err
		}
		if act.Deprecated != nil {
			setDeprecation(w.Header(), *act.Deprecated, s.actionDocs(act))
		}
		if !act.AllowedByKey() {
			what := map[registry.Kind]string{registry.KindAdmin: "an admin action", registry.KindKey: "an API-key management action"}[act.Kind]
			return domain.Errorf(domain.EFORBIDDEN,
				"The action %q is %s and is never available through an API key; the account owner does this on the site.", act.Name, what)
		}
		if _, err := requireScopes(r.Context(), act.RequiredScopes()); err != nil {
			return err
		}
		if act.RequiredScopes().Has(scopes.Host) && p.Account.Role != persistence.RoleHost {
			// Keys get the host scope only on host accounts, but a role can
			// be changed in the database after the key was made.
			return domain.Errorf(domain.EFORBIDDEN,
				"The action %q needs the scope \"host\", which belongs to host accounts only; this key's account is a %s.", act.Name, p.Account.Role)
		}
		in, err := act.Decode(fields)
		if err != nil {
			return err
		}
		idemKey, err := idempotencyKey(r)
		if err != nil {
			return err
		}
		env := &registry.Env{
			Caller:  p.caller(),
			Now:     s.now,
			SiteURL: s.cfg.SiteURL,
			Log:     s.log.With(zap.String("request_id", RequestID(r.Context())), zap.String("action", act.Name)),
		}
		asCSV := wantsCSV(r)
		if act.ChangesData() || (idemKey != nil && ep.IdempotentReads) {
			return s.runWrite(w, r, act, env, in, idemKey, fields, asCSV)
		}
		env.DB = s.db
		out, err := act.Call(r.Context(), env, in)
		if err != nil {
			return err
		}
		contentType, body, err := render(act, out, asCSV)
		if err != nil {
			return err
		}
		writeBody(w, act, http.StatusOK, contentType, body, false)
		return nil
	})
}

// wantsCSV reports whether the client asks for CSV (Accept: text/csv);
// actions whose output cannot be CSV answer JSON anyway.
func wantsCSV(r *http.Request) bool {
	return strings.Contains(strings.ToLower(r.Header.Get("Accept")), "text/csv")
}

// render encodes a successful result: CSV when asked for and the output
// can be CSV, otherwise the JSON envelope.
func render(act *registry.Action, out any, asCSV bool) (contentType string, body []byte, err error) {
	if c, ok := out.(registry.CSVer); ok && asCSV {
		body, err = c.CSV()
		if err != nil {
			return "", nil, fmt.Errorf("%s: csv: %w", act.Name, err)
		}
		return csvContentType, body, nil
	}
	body, err = actionJSON(out)
	return jsonContentType, body, err
}

func writeBody(w http.ResponseWriter, act *registry.Action, status int, contentType string, body []byte, replayed bool) {
	w.Header().Set("Content-Type", contentType)
	if contentType == csvContentType {
		w.Header().Set("Content-Disposition", `attachment; filename="`+act.Name+`.csv"`)
	}
	if replayed {
		w.Header().Set("Idempotent-Replayed", "true")
	}
	w.WriteHeader(status)
	_, _ = w.Write(body)
}

// readObject reads a JSON object body of at most maxBody bytes.
func readObject(w http.ResponseWriter, r *http.Request) (map[string]json.RawMessage, error) {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return nil, domain.Invalid("body", "must be at most 1 MiB")
	} else if err != nil {
		return nil, domain.Invalid("body", "could not be read")
	}
	fields, err := jsonObject(raw)
	if errors.Is(err, errNotObject) {
		return nil, domain.Invalid("body", "must be a JSON object such as {\"action\": \"list_trips\"}")
	}
	return fields, err
}

var errNotObject = errors.New("not a JSON object")

// jsonObject reads raw as one JSON object and returns its members. A name
// sent twice is refused naming it: encoding/json would keep the last one
// silently, so {"action":"list_trips","action":"delete_trip"} would run
// what a proxy or log that reads the first one never saw (RFC 7493 §2.3).
func jsonObject(raw []byte) (map[string]json.RawMessage, error) {
	if !json.Valid(raw) {
		return nil, errNotObject
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, errNotObject
	}
	fields := map[string]json.RawMessage{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return nil, errNotObject
		}
		name, _ := tok.(string)
		var v json.RawMessage
		if err := dec.Decode(&v); err != nil {
			return nil, errNotObject
		}
		if _, dup := fields[name]; dup {
			if len(name) > 100 {
				name = name[:100] + "…" // the message names the field, not a megabyte of it
			}
			return nil, domain.Invalid(name, "appears more than once in the body; send each field once")
		}
		fields[name] = v
	}
	return fields, nil
}

// lookupAction finds the action named by the body's "action" field (or
// the endpoint's default action when the body names none).
func (s *Server) lookupAction(ep registry.Endpoint, fields map[string]json.RawMessage) (*registry.Action, error) {
	namespace := ep.Namespace
	raw, ok := fields["action"]
	if !ok && ep.DefaultAction != "" {
		raw, ok = json.RawMessage(strconv.Quote(ep.DefaultAction)), true
	}
	if !ok {
		return nil, domain.Invalid("action", "is required: name the action to run, e.g. {\"action\": \"list_trips\"}")
	}
	var name string
	if err := json.Unmarshal(raw, &name); err != nil {
		return nil, domain.Invalid("action", "must be a string")
	}
	if act, ok := s.reg.Lookup(namespace, name); ok {
		return act, nil
	}
	var names []string
	for _, a := range s.reg.InNamespace(namespace) {
		names = append(names, a.Name)
	}
	if namespace == "player" {
		return nil, domain.Invalid("action", "unknown action %q; the actions are listed at %s/docs/actions", name, s.cfg.SiteURL)
	}
	return nil, domain.Invalid("action", "unknown action %q; this endpoint accepts %s", name, strings.Join(names, ", "))
}

// idempotencyKey reads the Idempotency-Key header: absent, or a uuid.
func idempotencyKey(r *http.Request) (*uuid.UUID, error) {
	vs := r.Header.Values("Idempotency-Key")
	if len(vs) > 1 {
		return nil, domain.Invalid("Idempotency-Key", "must be sent once, got %d values", len(vs))
	}
	if len(vs) == 0 || vs[0] == "" {
		return nil, nil
	}
	v := vs[0]
	k, err := uuid.Parse(v)
	if err != nil || len(v) != 36 {
		return nil, domain.Invalid("Idempotency-Key", "must be a uuid such as 5f0c6c2e-8d1b-4c8e-9a44-1f3e2d9b7a10, got %q", v)
	}
	return &k, nil
}

// runWrite runs a data-changing action in one transaction. With an
// Idempotency-Key, the key is claimed in that same transaction and the
// response stored with the change, so a retry after a crash finds both or
// neither; a replay returns the stored response with Idempotent-Replayed.
func (s *Server) runWrite(w http.ResponseWriter, r *http.Request, act *registry.Action, env *registry.Env, in any, key *uuid.UUID, fields map[string]json.RawMessage, asCSV bool) error {
	var (
		status      = http.StatusOK
		contentType string
		body        []byte
		replayed    bool
	)
	err := s.db.RunInTx(r.Context(), nil, func(ctx context.Context, tx bun.Tx) error {
		env.DB = tx
		if err := persistence.LockAccount(ctx, tx, env.Caller.AccountID); err != nil {
			return err
		}
		var rec *persistence.IdempotencyRecord
		if key != nil {
			now := domain.NewTimestamp(s.now())
			rec = &persistence.IdempotencyRecord{
				AccountID:   env.Caller.AccountID,
				Key:         *key,
				Fingerprint: fingerprint(r, fields, asCSV),
				CreatedAt:   now,
				ExpiresAt:   domain.NewTimestamp(now.Add(s.cfg.IdempotencyTTL)),
			}
			stored, claimed, err := persistence.Claim(ctx, tx, rec)
			if err != nil {
				return err
			}
			if !claimed {
				if stored.Fingerprint != rec.Fingerprint {
					return domain.Invalid("Idempotency-Key",
						"was already used for a different request; send a new key for a new request")
				}
				status, contentType, body, replayed = stored.Status, stored.ContentType, stored.Body, true
				return nil
			}
		}
		out, err := act.Call(ctx, env, in)
		if err != nil {
			return err
		}
		if contentType, body, err = render(act, out, asCSV); err != nil {
			return err
		}
		if rec != nil {
			return persistence.Complete(ctx, tx, rec, status, contentType, body)
		}
		return nil
	})
	if err != nil {
		return err
	}
	writeBody(w, act, status, contentType, body, replayed)
	return nil
}

// fingerprint identifies a request: method, path, the format asked for
// and the body in canonical form (keys sorted, insignificant space
// dropped), so the same request sent twice matches however its JSON was
// spelled.
func fingerprint(r *http.Request, fields map[string]json.RawMessage, asCSV bool) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\n%s\n", r.Method, r.URL.Path)
	if asCSV {
		fmt.Fprint(h, "csv\n") // a CSV answer is not the replay of a JSON one
	}
	h.Write(canonicalJSON(fields))
	return hex.EncodeToString(h.Sum(nil))
}

func canonicalJSON(fields map[string]json.RawMessage) []byte {
	generic := make(map[string]any, len(fields))
	for k, raw := range fields {
		dec := json.NewDecoder(bytes.NewReader(raw))
		dec.UseNumber()
		var v any
		if err := dec.Decode(&v); err == nil {
			generic[k] = v
		}
	}
	b, _ := json.Marshal(generic) // map keys come out sorted
	return b
}

// actionJSON is the full response body of a successful action. It is put
// together by hand so the result's text is kept as encoded (json.Marshal
// would escape "&" and "<" again).
func actionJSON(out any) ([]byte, error) {
	data, err := registry.Result(out)
	if err != nil {
		return nil, err
	}
	body := make([]byte, 0, len(data)+32)
	body = append(body, `{"data":`...)
	body = append(body, data...)
	return append(body, `,"error":null}`...), nil
}
