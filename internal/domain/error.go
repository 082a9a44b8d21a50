// Package tierline holds what every other package of the service shares: the
// one application error type and its codes. Domain rules live in their own
// packages; wiring lives only in cmd/.
package domain

import (
	"errors"
	"fmt"
	"net/http"
	"strings"
)

// Error codes: exactly the codes of the API specification's Errors table.
// HTTPStatus maps each code to its HTTP status.
const (
	EINVALID          = "invalid_request"
	EUNAUTHORIZED     = "invalid_token"
	EEXPIRED          = "credential_expired"
	EBADSIGNATURE     = "invalid_signature"
	EFORBIDDEN        = "insufficient_scope"
	ENOTFOUND         = "not_found"
	ERATELIMITED      = "rate_limited"
	EINTERNAL         = "internal_error"
	EMETHODNOTALLOWED = "method_not_allowed"
)

// Codes lists every error code a client can receive, in the order of the
// specification's table. docs/errors.md documents each one (a test checks).
var Codes = []string{
	EINVALID, EUNAUTHORIZED, EEXPIRED, EBADSIGNATURE, EFORBIDDEN,
	ENOTFOUND, EMETHODNOTALLOWED, ERATELIMITED, EINTERNAL,
}

// HTTPStatus is the HTTP status of an error code, as the specification's
// Errors table gives it: the one place codes become statuses, for the
// responses and for the OpenAPI document alike. An unknown code is an
// internal error.
func HTTPStatus(code string) int {
	switch code {
	case EINVALID:
		return http.StatusBadRequest
	case EUNAUTHORIZED, EEXPIRED, EBADSIGNATURE:
		return http.StatusUnauthorized
	case EFORBIDDEN:
		return http.StatusForbidden
	case ENOTFOUND:
		return http.StatusNotFound
	case EMETHODNOTALLOWED:
		return http.StatusMethodNotAllowed
	case ERATELIMITED:
		return http.StatusTooManyRequests
	default:
		return http.StatusInternalServerError
	}
}

// Error is an error a client is allowed to see. Anything else that reaches
// the transport layer is reported as internal_error and logged, never shown.
type Error struct {
	// Code is one of the E* constants.
	Code string
	// Message is safe to show to the client.
	Message string
	// Field names the request field, parameter or header at fault, if any.
	Field string
	// Scope, on an insufficient_scope a key could be given, lists the
	// scopes the request needs, space-separated as RFC 6750 §3 writes them.
	Scope string
	// Status, when set, overrides the code's status (invalid_request with
	// 413 for a body over the limit).
	Status int
}

// StatusOf is the HTTP status of err: its own Status when it sets one,
// its code's otherwise.
func StatusOf(err error) int {
	var e *Error
	if errors.As(err, &e) && e.Status != 0 {
		return e.Status
	}
	return HTTPStatus(ErrorCode(err))
}

func (e *Error) Error() string {
	return fmt.Sprintf("tierline error: code=%s message=%s", e.Code, e.Message)
}

// Errorf returns an *Error with a formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// Invalid returns an invalid_request error for one named field; the message
// starts with the field name so a client can tell at once what to fix.
func Invalid(field, format string, args ...any) *Error {
	return &Error{Code: EINVALID, Field: field, Message: field + ": " + fmt.Sprintf(format, args...)}
}

// CheckNoNUL refuses text holding U+0000, naming field: PostgreSQL cannot
// store it in text or compare with it, and no name, note or question needs
// it, so it is a client's mistake to be told about, not a store error.
func CheckNoNUL(field, s string) error {
	if strings.ContainsRune(s, 0) {
		return NULInvalid(field)
	}
	return nil
}

// NULInvalid is the invalid_request for a field holding U+0000.
func NULInvalid(field string) *Error {
	return Invalid(field, "must not contain the NUL character (\\u0000)")
}

// NotFound returns a not_found error; what names the missing thing.
func NotFound(format string, args ...any) *Error {
	return &Error{Code: ENOTFOUND, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of the first *Error in err's chain, internal_error
// for any other non-nil error, and "" for nil.
func ErrorCode(err error) string {
	var e *Error
	switch {
	case err == nil:
		return ""
	case errors.As(err, &e):
		return e.Code
	default:
		return EINTERNAL
	}
}

// ErrorMessage returns the client-safe message of err; internal errors get a
// generic message so nothing about the cause leaks.
func ErrorMessage(err error) string {
	var e *Error
	switch {
	case err == nil:
		return ""
	case errors.As(err, &e):
		return e.Message
	default:
		return "An internal error occurred."
	}
}
