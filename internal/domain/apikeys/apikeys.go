// Package apikeys holds the API-key format of the specification
// ("tl_live_" then hex), how secrets are made, hashed and shown, and how a
// bearer token is read from an Authorization header.
package apikeys

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
)

// Prefix starts every key (the spec's "<prefix>_live_").
const Prefix = "tl_live_"

// secretBytes is how much randomness a key carries (256 bits).
const secretBytes = 32

// displayHex is how many hex digits of the secret a listing shows.
const displayHex = 8

// Key is a newly made key: the secret, shown once, and what is stored.
type Key struct {
	Secret  string // tl_live_<64 hex>; never stored, never logged
	Hash    []byte // SHA-256 of Secret
	Display string // tl_live_<first 8 hex>, safe to list
	Last4   string // the secret's last 4 hex digits, safe to list
}

// New makes a key from crypto/rand.
func New() (Key, error) {
	var b [secretBytes]byte
	if _, err := rand.Read(b[:]); err != nil {
		return Key{}, err
	}
	secret := Prefix + hex.EncodeToString(b[:])
	return Key{Secret: secret, Hash: Hash(secret), Display: secret[:len(Prefix)+displayHex], Last4: secret[len(secret)-4:]}, nil
}

// Hash is the stored form of a secret. A plain SHA-256 is enough: the
// secrets are 256 random bits, not passwords, so there is nothing to guess.
func Hash(secret string) []byte {
	h := sha256.Sum256([]byte(secret))
	return h[:]
}

// Matches reports in constant time whether secret hashes to hash.
func Matches(secret string, hash []byte) bool {
	return subtle.ConstantTimeCompare(Hash(secret), hash) == 1
}

// WellFormed reports whether s has the shape of a key, so malformed tokens
// are refused without touching the database.
func WellFormed(s string) bool {
	hexPart, ok := strings.CutPrefix(s, Prefix)
	if !ok || len(hexPart) != 2*secretBytes {
		return false
	}
	for _, c := range hexPart {
		if !('0' <= c && c <= '9' || 'a' <= c && c <= 'f') {
			return false
		}
	}
	return true
}

// ErrNoCredentials means the request carried no Authorization header.
var ErrNoCredentials = errors.New("no Authorization header")

// ErrMalformed means the Authorization header is not "Bearer <key>" with a
// well-formed key.
var ErrMalformed = errors.New("malformed Authorization header")

// FromHeader reads the key of an "Authorization: Bearer <key>" header; the
// scheme is case-insensitive (RFC 7235).
func FromHeader(header string) (string, error) {
	token, err := Bearer(header)
	if err != nil {
		return "", err
	}
	if !WellFormed(token) {
		return "", ErrMalformed
	}
	return token, nil
}

// Bearer reads the credential of an "Authorization: Bearer <credential>"
// header, whatever it is (an API key, an OAuth access token): the caller
// tells them apart. The scheme is case-insensitive (RFC 7235).
func Bearer(header string) (string, error) {
	if header == "" {
		return "", ErrNoCredentials
	}
	scheme, token, ok := strings.Cut(header, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return "", ErrMalformed
	}
	token = strings.TrimSpace(token)
	if token == "" {
		return "", ErrMalformed
	}
	return token, nil
}

// Lifetimes are the choices of a new key's expires_in, in the order the
// site offers them: never (the default: no expiry), then a number of days
// (the validate tag keylifetime).
var Lifetimes = []string{"never", "30d", "90d", "365d"}

// LifetimeDays is the number of days a key of a lifetime choice lasts: 0
// for never (and for anything not in Lifetimes, which the tag refuses
// before this is asked).
func LifetimeDays(choice string) int {
	days, _ := strconv.Atoi(strings.TrimSuffix(choice, "d"))
	return days
}
