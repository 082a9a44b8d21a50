package sharing

import (
	"crypto/rand"
	"encoding/base64"
	"fmt"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
)

// tokenBytes is the entropy of a share token: 256 bits from crypto/rand.
const tokenBytes = 32

// newToken returns a fresh share token, URL-safe base64 without padding.
func newToken() (string, error) {
	b := make([]byte, tokenBytes)
	if _, err := rand.Read(b); err != nil {
		return "", fmt.Errorf("share token: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// shareLinkView is a share link as actions return it: its fields, its
// public URL, and whether it works now (status says why not).
type shareLinkView struct {
	persistence.ShareLink
	URL    string `json:"url"`
	Active bool   `json:"active"`
	Status string `json:"status"`
}

func viewShareLink(l *persistence.ShareLink, siteURL string, now domain.Timestamp) shareLinkView {
	status := l.ShareLinkStatus(now)
	return shareLinkView{ShareLink: *l, URL: siteURL + "/s/" + l.Token, Active: status == "active", Status: status}
}
