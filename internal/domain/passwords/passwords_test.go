package passwords

import (
	"strings"
	"testing"

	"github.com/alexedwards/argon2id"

	"github.com/tierline/tierline/internal/domain"
)

func TestCheck(t *testing.T) {
	tests := []struct {
		name     string
		password string
		want     string // part of the message; "" for accepted
	}{
		{"a twelve-character passphrase is accepted", "tall cab rum", ""},
		{"a long passphrase is accepted", "correct horse battery staple", ""},
		{"eleven characters are too few", "abcdefghijk", "at least 12 characters long (it has 11)"},
		{"characters are counted, not bytes", "ééééééééééé", "(it has 11)"},
		{"a common password is refused", "qwerty123456", "most commonly used"},
		{"a common password is refused in any case", "QwErTy123456", "most commonly used"},
		{"a password of only spaces is refused", strings.Repeat(" ", 14), "only spaces"},
		{"the email address is refused", "Ann@Example.com", "email address"},
		{"a password longer than the limit is refused", strings.Repeat("x", MaxLength+1), "at most 256"},
		{"invalid UTF-8 is refused", "password\xff\xfe12345", "valid UTF-8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Check("password", tt.password, "ann@example.com")
			if tt.want == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				return
			}
			if domain.ErrorCode(err) != domain.EINVALID || !strings.HasPrefix(domain.ErrorMessage(err), "password: ") {
				t.Fatalf("got %v, want a 400 naming the field password", err)
			}
			if !strings.Contains(domain.ErrorMessage(err), tt.want) {
				t.Errorf("message %q does not say %q", domain.ErrorMessage(err), tt.want)
			}
		})
	}
}

func TestCommonListIsLoaded(t *testing.T) {
	n := 0
	for _, line := range strings.Split(string(commonFile), "\n") {
		if line != "" && !strings.HasPrefix(line, "#") {
			n++
			if len(line) < MinLength || line != strings.ToLower(line) {
				t.Errorf("entry %q is shorter than %d characters or not lower case: it can never match", line, MinLength)
			}
		}
	}
	if n < 200 {
		t.Errorf("the list holds %d passwords, want a few hundred", n)
	}
}

func TestHashAndVerify(t *testing.T) {
	h, err := Hash("tall cab rum and more")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Errorf("hash %q is not an argon2id PHC string with today's costs", h)
	}
	if strings.Contains(h, "tall cab") {
		t.Error("the hash holds the password")
	}
	t.Run("the right password matches and needs no re-hash", func(t *testing.T) {
		ok, rehash, err := Verify("tall cab rum and more", h)
		if err != nil || !ok || rehash {
			t.Errorf("Verify = %v, %v, %v; want true, false, nil", ok, rehash, err)
		}
	})
	t.Run("a wrong password does not match", func(t *testing.T) {
		if ok, _, err := Verify("tall cab rum and mor", h); err != nil || ok {
			t.Errorf("Verify = %v, %v; want false, nil", ok, err)
		}
	})
	t.Run("a hash made with other costs matches and asks to be re-hashed", func(t *testing.T) {
		cheaper := params()
		cheaper.Iterations = 1
		weaker, err := argon2id.CreateHash("tall cab rum and more", cheaper)
		if err != nil {
			t.Fatal(err)
		}
		ok, rehash, err := Verify("tall cab rum and more", weaker)
		if err != nil || !ok || !rehash {
			t.Errorf("Verify = %v, %v, %v; want true, true, nil", ok, rehash, err)
		}
	})
	t.Run("two hashes of one password differ (a salt each)", func(t *testing.T) {
		again, _ := Hash("tall cab rum and more")
		if again == h {
			t.Error("the same hash twice")
		}
	})
}
