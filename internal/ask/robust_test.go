package ask

import (
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// TestUnderstandEndsOnAnyMixOfThePhrases runs the understanding on what a
// real client might send that no phrase of the corpus is: two or three
// phrases in one message (as a story before its question), a phrase's
// words shuffled, cut short or doubled, and runs of punctuation. Each must
// come back, within a generous time, without a panic: the rules that look
// back into a story or forward past a name walk loops that a bad index
// could keep from ending, and a request that never ends holds a
// connection and a goroutine for good.
func TestUnderstandEndsOnAnyMixOfThePhrases(t *testing.T) {
	ix := NewIndex(shippedLexicon(t))
	phrases := corpusPhrases(t)
	rng := rand.New(rand.NewPCG(16, 15))
	pick := func() string { return phrases[rng.IntN(len(phrases))] }
	mixes := []func() string{
		func() string { return pick() + " " + pick() },
		func() string { return pick() + ". " + pick() + "? " + pick() },
		func() string {
			w := strings.Fields(pick())
			rng.Shuffle(len(w), func(i, j int) { w[i], w[j] = w[j], w[i] })
			return strings.Join(w, " ")
		},
		func() string { p := pick(); return p[:rng.IntN(len(p)+1)] },
		func() string { p := pick(); return p + " " + p },
		func() string {
			return strings.Repeat("? . , — ", rng.IntN(5)) + pick() + strings.Repeat(" there it them", rng.IntN(4))
		},
	}
	const perMix = 200
	for i, mix := range mixes {
		for range perMix {
			q := mix()
			done := make(chan struct{})
			go func() {
				defer close(done)
				defer func() {
					if r := recover(); r != nil {
						t.Errorf("mix %d: %q panicked: %v", i, q, r)
					}
				}()
				ix.Understand(q, now)
			}()
			select {
			case <-done:
			case <-time.After(5 * time.Second):
				t.Fatalf("mix %d: %q has not come back after 5 s", i, q)
			}
		}
	}
}

// corpusPhrases are the questions of the whole corpus, the tuning part
// and every held-out part.
func corpusPhrases(t testing.TB) []string {
	var phrases []string
	for _, c := range tuning(t) {
		phrases = append(phrases, c.query)
	}
	for _, p := range heldOutParts(t, heldOut(t)) {
		for _, c := range p.cases {
			phrases = append(phrases, c.query)
		}
	}
	return phrases
}
