// Package passwords holds the rules for account passwords: what a new
// password must be (at least 12 characters, not one of the commonly used
// passwords), and how passwords are stored (argon2id, as a PHC string that
// carries its own parameters) and checked.
package passwords

import (
	"bufio"
	"bytes"
	_ "embed"
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alexedwards/argon2id"

	"github.com/tierline/tierline/internal/domain"
)

// MinLength is the fewest characters a password may have (NIST SP 800-63B
// asks for at least 8; 12 leaves room for passphrases and outlasts guessing
// at argon2id's cost).
const MinLength = 12

// MaxLength bounds the work one sign-in can ask of the server: hashing is
// linear in the input.
const MaxLength = 256

// params are the argon2id costs of new hashes: OWASP's Password Storage
// Cheat Sheet recommends at least m=19 MiB, t=2, p=1. A hash keeps the
// costs it was made with, so raising them later re-hashes each password at
// its owner's next sign-in (see Verify).
func params() *argon2id.Params {
	return &argon2id.Params{Memory: 19 * 1024, Iterations: 2, Parallelism: 1, SaltLength: 16, KeyLength: 32}
}

//go:embed common.txt
var commonFile []byte

var (
	commonOnce sync.Once
	common     map[string]struct{}
)

// Common reports whether p (in any case) is on the embedded list of
// commonly used passwords.
func Common(p string) bool {
	commonOnce.Do(func() {
		common = map[string]struct{}{}
		sc := bufio.NewScanner(bytes.NewReader(commonFile))
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if line != "" && !strings.HasPrefix(line, "#") {
				common[line] = struct{}{}
			}
		}
	})
	_, ok := common[strings.ToLower(p)]
	return ok
}

// Check says what is wrong with a new password, as a 400 naming field, or
// nil when it may be used. email is the account's: a password that is the
// email address is refused too.
func Check(field, password, email string) error {
	n := utf8.RuneCountInString(password)
	switch {
	case !utf8.ValidString(password):
		return domain.Invalid(field, "must be text (valid UTF-8)")
	case n < MinLength:
		return domain.Invalid(field, "must be at least %d characters long (it has %d); a few unrelated words make a good one", MinLength, n)
	case n > MaxLength:
		return domain.Invalid(field, "must be at most %d characters long", MaxLength)
	case strings.TrimSpace(password) == "":
		return domain.Invalid(field, "must not be only spaces")
	case Common(password):
		return domain.Invalid(field, "is one of the most commonly used passwords, the first ones an attacker tries; choose another")
	case email != "" && strings.EqualFold(strings.TrimSpace(password), strings.TrimSpace(email)):
		return domain.Invalid(field, "must not be the account's email address")
	}
	return nil
}

// Hash is the stored form of a password: an argon2id PHC string such as
// $argon2id$v=19$m=19456,t=2,p=1$<salt>$<key>.
func Hash(password string) (string, error) {
	h, err := argon2id.CreateHash(password, params())
	if err != nil {
		return "", fmt.Errorf("hash password: %w", err)
	}
	return h, nil
}

// Verify reports whether password matches the stored hash, in constant
// time, and whether the hash should be replaced because it was made with
// other costs than today's. A password over MaxLength never matches (and is
// not hashed).
func Verify(password, hash string) (ok, rehash bool, err error) {
	if len(password) > 4*MaxLength {
		return false, false, nil
	}
	match, used, err := argon2id.CheckHash(password, hash)
	if err != nil {
		return false, false, fmt.Errorf("verify password: %w", err)
	}
	want := params()
	rehash = used.Memory != want.Memory || used.Iterations != want.Iterations ||
		used.Parallelism != want.Parallelism || used.KeyLength != want.KeyLength
	return match, match && rehash, nil
}

var (
	dummyOnce sync.Once
	dummyHash string
)

// VerifyNobody spends the time of one Verify on a password that matches
// nothing, so a sign-in with an unknown email takes as long as one with a
// wrong password: timing does not tell which emails have accounts.
func VerifyNobody(password string) {
	dummyOnce.Do(func() {
		dummyHash, _ = Hash("no account has this password: it only costs time")
	})
	_, _, _ = Verify(password, dummyHash)
}
