package ask

import "testing"

func TestOneSlip(t *testing.T) {
	tests := []struct {
		a, b string
		want bool
	}{
		{"casnios", "casinos", true},  // neighbours swapped
		{"sesions", "sessions", true}, // a letter dropped
		{"caesers", "caesars", true},  // a letter mistyped
		{"bankrolll", "bankroll", true},
		{"casinos", "casinos", false},
		{"csinso", "casinos", false}, // two slips
		{"casino", "racino", false},  // two letters mistyped
		{"abcd", "badc", false},
		{"bellagip", "bellagio", true}, // a key beside the one meant
		{"expert", "expect", false},    // r and c: a different word, not a slip
		{"budjet", "budget", true},     // a letter written by ear
		{"balanse", "balance", true},
		{"excluzion", "exclusion", true},
	}
	for _, tt := range tests {
		if got := oneSlip(tt.a, tt.b); got != tt.want {
			t.Errorf("oneSlip(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestTyposAreReadAsTheWordMeantOnlyWhenOneFits(t *testing.T) {
	ix := NewIndex(shippedLexicon(t))
	tests := []struct {
		text, want string
	}{
		{"casnios", "casinos"},
		{"sesions", "sessions"},
		{"caesers", "caesars"},
		{"chiefs", "chiefs"}, // not a slip of "chief": a word of its own
		{"spread", "spread"},
		{"wynn", "wynn"}, // under five letters: never corrected
		{"nevada", "nevada"},
		{"expert", "expert"},
		{"statue", "statue"}, // "status" is not corrected to: a real word is one slip from it
		{"budjet", "budget"},
	}
	for _, tt := range tests {
		q := newQuestion(tt.text)
		ix.typos.correct(q)
		if got := q.toks[0].norm; got != tt.want {
			t.Errorf("%q is read as %q, want %q", tt.text, got, tt.want)
		}
	}
}
