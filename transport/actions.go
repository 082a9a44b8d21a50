package transport

import (
	"net/http"
	"strings"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/registry"
)

// actionEndpoint serves POST /v1/<namespace>: it reads the request off
// the wire, hands it to the dispatcher as the authenticated caller, and
// writes the answer. Every decision is the dispatcher's.
func (s *Server) actionEndpoint(rt registry.Route) http.Handler {
	return s.handle(func(w http.ResponseWriter, r *http.Request) error {
		keys := r.Header.Values("Idempotency-Key")
		if len(keys) > 1 {
			return domain.Invalid("Idempotency-Key", "must be sent once, got %d values", len(keys))
		}
		req := registry.Request{
			Namespace: rt.Namespace,
			Body:      r.Body,
			BodySize:  r.ContentLength,
			CSV:       wantsCSV(r),
		}
		if len(keys) == 1 {
			req.IdempotencyKey = keys[0]
		}
		res, err := s.dispatch.Dispatch(r.Context(), callerOf(r.Context()), req)
		if res != nil && res.Action.Deprecated != nil {
			setDeprecation(w.Header(), *res.Action.Deprecated, s.actionDocs(res.Action))
		}
		if err != nil {
			return err
		}
		writeResult(w, requestState(r.Context()), res)
		return nil
	})
}

// wantsCSV reports whether the client asks for CSV (Accept: text/csv);
// actions whose output cannot be CSV answer JSON anyway.
func wantsCSV(r *http.Request) bool {
	return strings.Contains(strings.ToLower(r.Header.Get("Accept")), "text/csv")
}

// writeResult writes a dispatched action's answer.
func writeResult(w http.ResponseWriter, st *reqState, res *registry.Result) {
	h := w.Header()
	st.setHeader(h, "Content-Type", res.ContentType)
	if res.ContentType == registry.CSVContentType {
		h.Set("Content-Disposition", `attachment; filename="`+res.Action.Name+`.csv"`)
	}
	if res.Replayed {
		h.Set("Idempotent-Replayed", "true")
	}
	w.WriteHeader(http.StatusOK)
	_, _ = w.Write(res.Body)
}
