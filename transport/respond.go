package transport

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"

	"go.uber.org/zap"

	"github.com/tierline/tierline/internal/describe"
	"github.com/tierline/tierline/internal/domain"
)

// ErrorBody is the error object of every error response.
type ErrorBody struct {
	Error ErrorDetail `json:"error"`
}

// ErrorDetail is the inside of the error object.
type ErrorDetail struct {
	Code    string `json:"code"`
	Message string `json:"message"`
	Status  int    `json:"status"`
	Docs    string `json:"docs"`
}

// listBody is the envelope of every list response.
type listBody[T any] struct {
	Data  []T `json:"data"`
	Count int `json:"count"`
}

// dataBody is the envelope of every single-resource response.
type dataBody[T any] struct {
	Data T `json:"data"`
}

// readBody reads the request body of at most limit bytes; a larger body
// is the 413 invalid_request of every surface, naming the limit (what the
// action endpoints answer: registry.ErrBodyTooLarge).
func readBody(w http.ResponseWriter, r *http.Request, limit int64, limitText string) ([]byte, error) {
	raw, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		return nil, &domain.Error{Code: domain.EINVALID, Status: http.StatusRequestEntityTooLarge, Field: "body",
			Message: "body: must be at most " + limitText}
	case err != nil:
		return nil, domain.Invalid("body", "could not be read")
	}
	return raw, nil
}

// jsonAppender is an answer that writes its own JSON (casinoPage: from
// pieces encoded once), the same bytes encoding/json would give.
type jsonAppender interface {
	appendJSON(dst []byte, quoted bool) ([]byte, error)
}

// answerBuffers hold answers being written (a search page is tens of
// kilobytes: growing a new buffer for each costs more than the copy).
var answerBuffers = sync.Pool{New: func() any { return new([]byte) }}

// maxPooledAnswer is the largest buffer kept for reuse.
const maxPooledAnswer = 256 << 10

// writeJSON writes v as the JSON body with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	if a, ok := v.(jsonAppender); ok {
		buf := answerBuffers.Get().(*[]byte)
		defer func() {
			if cap(*buf) <= maxPooledAnswer {
				answerBuffers.Put(buf)
			}
		}()
		if b, err := a.appendJSON((*buf)[:0], false); err == nil {
			*buf = append(b, '\n') // as json.Encoder ends a value
			w.Header().Set("Content-Length", strconv.Itoa(len(*buf)))
			w.WriteHeader(status)
			_, _ = w.Write(*buf) // the client has gone if this fails
			return
		}
		// Not expected; encoding/json says what is wrong below.
	}
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v) // the client has gone if this fails; nothing left to tell it
}

// StatusClientClosedRequest is what the logs and the metrics record for a
// request whose client hung up before its answer was ready (nginx's 499):
// not a server error, and nothing the client will read.
const StatusClientClosedRequest = 499

// clientGone reports whether the client of the request ctx belongs to has
// hung up (net/http cancels the request's context then; a deadline of our
// own ends it with DeadlineExceeded instead).
func clientGone(ctx context.Context) bool {
	return errors.Is(ctx.Err(), context.Canceled)
}

// writeError writes err as the error object. Errors that are not
// *domain.Error are internal: logged with the request id, never shown.
// When the client has hung up there is no one to answer: the request is
// recorded as client-closed.
func (s *Server) writeError(w http.ResponseWriter, r *http.Request, err error) {
	detail := s.errorDetail(r.Context(), err)
	if clientGone(r.Context()) {
		w.WriteHeader(StatusClientClosedRequest)
		return
	}
	code := detail.Code
	var appErr *domain.Error
	errors.As(err, &appErr)
	metadata := s.metadataURL(r)
	if code == domain.EFORBIDDEN && appErr != nil && appErr.Scope != "" {
		// RFC 6750 §3.1: say which scopes a key needs here, so a client
		// (an MCP client stepping up, say) can ask its owner for them.
		w.Header().Set("WWW-Authenticate", `Bearer realm="Tierline API", error="insufficient_scope", scope="`+appErr.Scope+
			`", resource_metadata="`+metadata+`"`)
	}
	if detail.Status == http.StatusUnauthorized {
		// The MCP server is its own protected resource (RFC 9728 §3.1:
		// metadata by path insertion); a 401 that knows what the request
		// needs names the scope (MCP authorization: scope selection).
		scope := ""
		if appErr != nil {
			scope = appErr.Scope
		}
		s.challenge(w, metadata, scope)
	}
	s.writeDetail(w, detail)
}

// errorDetail is the error object of err, the same on every surface.
// Errors that are not *domain.Error are internal: logged with the request
// id, and shown only by it.
func (s *Server) errorDetail(ctx context.Context, err error) ErrorDetail {
	code := domain.ErrorCode(err)
	if code == domain.EINTERNAL && timedOut(ctx) {
		// The work was stopped at the request's deadline: a 503 that says
		// so, logged as a warning with what was cut off.
		s.log.Warn("request timed out", zap.String("request_id", RequestID(ctx)), zap.Error(err))
		err, code = s.timeoutError(ctx), domain.EINTERNAL
		return ErrorDetail{Code: code, Message: domain.ErrorMessage(err), Status: domain.StatusOf(err), Docs: s.cfg.SiteURL + "/docs/errors#" + code}
	}
	msg := domain.ErrorMessage(err)
	if code == domain.EINTERNAL {
		id := RequestID(ctx)
		if clientGone(ctx) {
			// What failed is the work the client walked away from
			// (a query cancelled with its request): not a server error.
			s.log.Info("client closed request", zap.String("request_id", id), zap.Error(err))
		} else {
			s.log.Error("internal error", zap.String("request_id", id), zap.Error(err))
		}
		msg = "An internal error occurred; if it persists, report request id " + id + "."
	}
	if code == domain.EUNAUTHORIZED || code == domain.EEXPIRED {
		msg = s.withKeysPage(msg)
	}
	return ErrorDetail{Code: code, Message: msg, Status: domain.StatusOf(err), Docs: s.cfg.SiteURL + "/docs/errors#" + code}
}

// withKeysPage ends a missing- or bad-key message with where keys come
// from, on every surface alike.
func (s *Server) withKeysPage(msg string) string {
	page := s.cfg.SiteURL + "/settings/keys"
	if strings.Contains(msg, page) {
		return msg
	}
	return strings.TrimSpace(msg) + " The account owner creates and revokes keys at " + page + "."
}

// challenge sets the Bearer challenge of a 401, pointing at the protected
// resource metadata, with the scope the request needs when it is known.
// The expired case also says invalid_token, as RFC 6750 asks.
func (s *Server) challenge(w http.ResponseWriter, metadata, scope string) {
	v := `Bearer realm="Tierline API", error="invalid_token", resource_metadata="` + metadata + `"`
	if scope != "" {
		v += `, scope="` + scope + `"`
	}
	w.Header().Set("WWW-Authenticate", v)
}

// metadataURL is the protected resource metadata of the resource r is
// for: the MCP server's on its path, the API's elsewhere.
func (s *Server) metadataURL(r *http.Request) string {
	if r.URL.Path == s.mcpPath() {
		return s.cfg.SiteURL + describe.ProtectedResourcePath + s.mcpPath()
	}
	return s.cfg.SiteURL + describe.ProtectedResourcePath
}

// writeErrorCode writes an error object for a code and a client-safe message.
func (s *Server) writeErrorCode(w http.ResponseWriter, code, msg string) {
	s.writeDetail(w, ErrorDetail{Code: code, Message: msg, Status: domain.HTTPStatus(code), Docs: s.cfg.SiteURL + "/docs/errors#" + code})
}

// writeDetail writes an error object.
func (s *Server) writeDetail(w http.ResponseWriter, d ErrorDetail) {
	if d.Status == http.StatusUnauthorized && w.Header().Get("WWW-Authenticate") == "" {
		// Every 401 says how to authenticate (RFC 6750 §3; RFC 9728 §5.1).
		s.challenge(w, s.cfg.SiteURL+describe.ProtectedResourcePath, "")
	}
	writeJSON(w, d.Status, ErrorBody{Error: d})
}
