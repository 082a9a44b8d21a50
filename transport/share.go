package transport

import (
	"net/http"

	"github.com/gorilla/mux"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

// GET {site_url}/s/{token}: what a share link shows. No key is needed (the
// token is the credential); requests count against the client address's
// quota like the directory's. An unknown, expired or revoked token is the
// same 404.
func (s *Server) sharedView(w http.ResponseWriter, r *http.Request) error {
	// The answer must change the moment a link is revoked, and the URL
	// holds the token: keep both out of caches, referrers and indexes.
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Referrer-Policy", "no-referrer")
	w.Header().Set("X-Robots-Tag", "noindex")
	view, err := persistence.SharedViewByToken(r.Context(), s.db, mux.Vars(r)["token"], domain.NewTimestamp(s.now()))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, dataBody[*persistence.SharedView]{Data: view})
	return nil
}
