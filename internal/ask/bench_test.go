package ask

import "testing"

// BenchmarkUnderstand is the CPU cost of understanding one question,
// averaged over every phrase of the corpus (the tuning part and the
// held-out parts: short questions, keywords, long letters and stories
// alike). /ask runs this on every request, so it is the number to watch
// when a rule is added; ns/phrase is reported beside ns/op.
func BenchmarkUnderstand(b *testing.B) {
	ix := NewIndex(shippedLexicon(b))
	var phrases []string
	for _, c := range tuning(b) {
		phrases = append(phrases, c.query)
	}
	for _, p := range heldOutParts(b, heldOut(b)) {
		for _, c := range p.cases {
			phrases = append(phrases, c.query)
		}
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, p := range phrases {
			ix.Understand(p, now)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(phrases)), "ns/phrase")
}
