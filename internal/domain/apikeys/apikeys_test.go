package apikeys

import (
	"errors"
	"regexp"
	"strings"
	"testing"
)

func TestNew(t *testing.T) {
	k, err := New()
	if err != nil {
		t.Fatal(err)
	}
	if !regexp.MustCompile(`^tl_live_[0-9a-f]{64}$`).MatchString(k.Secret) {
		t.Errorf("secret %q is not tl_live_ and 64 hex digits", k.Secret)
	}
	if !strings.HasPrefix(k.Secret, k.Display) || len(k.Display) != len("tl_live_")+8 {
		t.Errorf("display %q is not the secret's first 8 hex digits", k.Display)
	}
	if !strings.HasSuffix(k.Secret, k.Last4) || len(k.Last4) != 4 {
		t.Errorf("last4 %q is not the secret's last 4 hex digits", k.Last4)
	}
	if !Matches(k.Secret, k.Hash) || Matches(k.Secret+"0", k.Hash) {
		t.Error("the hash does not identify exactly its secret")
	}
	other, _ := New()
	if other.Secret == k.Secret {
		t.Error("two keys are equal")
	}
}

func TestFromHeader(t *testing.T) {
	good := "tl_live_" + strings.Repeat("ab", 32)
	tests := []struct {
		header string
		want   string
		err    error
	}{
		{"Bearer " + good, good, nil},
		{"bearer " + good, good, nil},
		{"BEARER  " + good + " ", good, nil},
		{"", "", ErrNoCredentials},
		{"Bearer", "", ErrMalformed},
		{"Bearer ", "", ErrMalformed},
		{"Basic dXNlcjpwYXNz", "", ErrMalformed},
		{"Bearer tl_live_abc", "", ErrMalformed},
		{"Bearer tl_test_" + strings.Repeat("ab", 32), "", ErrMalformed},
		{"Bearer " + strings.ToUpper(good), "", ErrMalformed},
		{good, "", ErrMalformed},
	}
	for _, tt := range tests {
		got, err := FromHeader(tt.header)
		if got != tt.want || !errors.Is(err, tt.err) {
			t.Errorf("FromHeader(%q) = %q, %v; want %q, %v", tt.header, got, err, tt.want, tt.err)
		}
	}
}

func TestLifetimeDaysReadsEachChoice(t *testing.T) {
	want := map[string]int{"never": 0, "30d": 30, "90d": 90, "365d": 365}
	if len(want) != len(Lifetimes) {
		t.Fatalf("Lifetimes = %v, want the choices %v", Lifetimes, want)
	}
	for _, l := range Lifetimes {
		if got, ok := want[l]; !ok || LifetimeDays(l) != got {
			t.Errorf("LifetimeDays(%q) = %d, want %d", l, LifetimeDays(l), got)
		}
	}
}
