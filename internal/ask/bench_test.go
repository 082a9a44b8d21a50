package ask

import "testing"

// BenchmarkUnderstand is the CPU cost of understanding one question,
// averaged over every phrase of the corpus (the tuning part and the
// held-out parts: short questions, keywords, long letters and stories
// alike). /ask runs this on every request, so it is the number to watch
// when a rule is added; ns/phrase is reported beside ns/op.
func BenchmarkUnderstand(b *testing.B) {
	ix := NewIndex(shippedLexicon(b))
	phrases := corpusPhrases(b)
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, p := range phrases {
			ix.Understand(p, now)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(phrases)), "ns/phrase")
}
