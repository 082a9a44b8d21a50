package domain

import (
	"net/http"
	"testing"
)

// TestHTTPStatus pins the specification's Errors table (and 405, which the
// table leaves to HTTP): a client reads the status before the body.
func TestHTTPStatus(t *testing.T) {
	want := map[string]int{
		EINVALID:          http.StatusBadRequest,
		EUNAUTHORIZED:     http.StatusUnauthorized,
		EEXPIRED:          http.StatusUnauthorized,
		EBADSIGNATURE:     http.StatusUnauthorized,
		EFORBIDDEN:        http.StatusForbidden,
		ENOTFOUND:         http.StatusNotFound,
		EMETHODNOTALLOWED: http.StatusMethodNotAllowed,
		ERATELIMITED:      http.StatusTooManyRequests,
		EINTERNAL:         http.StatusInternalServerError,
		"no_such_code":    http.StatusInternalServerError,
	}
	if len(want) != len(Codes)+1 {
		t.Fatalf("the table covers %d codes, Codes lists %d", len(want)-1, len(Codes))
	}
	for code, status := range want {
		if got := HTTPStatus(code); got != status {
			t.Errorf("HTTPStatus(%q) = %d, want %d", code, got, status)
		}
	}
}
