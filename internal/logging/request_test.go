package logging

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// fixedClock answers one instant, so zap's line and RequestLog's have the
// same time.
type fixedClock struct{ at time.Time }

func (c fixedClock) Now() time.Time                         { return c.at }
func (c fixedClock) NewTicker(d time.Duration) *time.Ticker { return time.NewTicker(d) }

// TestRequestLinesAreZaps holds RequestLog's own JSON to the line zap
// writes for the same fields at the same instant, on plain values and on
// values zap escapes (which go through zap), at random.
func TestRequestLinesAreZaps(t *testing.T) {
	odd := []string{"", "a\"b", `back\slash`, "tab\there", "nl\n", "\x00", "\x7f", "é", "日本", "\xff\xfe", "</script>", "&amp;", "a b"}
	plainWords := []string{"POST", "GET", "/v1/player", "/v1/casinos/{slug}", "unmatched", "203.0.113.9", "2001:db8::1",
		"7f1de29e-6f0a-4d5b-9b1a-3c1c1b1e2f3a", "client:req.1+=/_-", "~!@#$%^*()[]{}|;',<>?`"}
	rng := rand.New(rand.NewPCG(3, 4))
	pick := func() string {
		if rng.IntN(4) == 0 {
			return odd[rng.IntN(len(odd))]
		}
		return plainWords[rng.IntN(len(plainWords))]
	}
	at := time.Date(2026, 11, 24, 8, 43, 31, 123_456_789, time.UTC)
	durations := []time.Duration{0, time.Microsecond, 999 * time.Microsecond, 1500 * time.Microsecond, 12*time.Second + 345678*time.Microsecond, time.Hour}
	fast := 0
	for i := range 3000 {
		r := &Request{ID: pick(), Method: pick(), Route: pick(), Path: pick(),
			Status: []int{200, 201, 404, 499, 500, 0, -1}[rng.IntN(7)], Duration: durations[rng.IntN(len(durations))] + time.Duration(rng.Int64N(1e9)),
			Bytes: rng.IntN(1 << 20), Client: pick()}
		if i%500 == 0 {
			at = at.Add(time.Duration(rng.Int64N(1e12))) // other milliseconds, other seconds
		}
		var got, want bytes.Buffer
		NewRequestLog(New(&got, zapcore.InfoLevel)).Write(r, at)
		New(&want, zapcore.InfoLevel).WithOptions(zap.WithCaller(false), zap.WithClock(fixedClock{at})).Info("request", r.fields()...)
		if got.String() != want.String() {
			t.Fatalf("%+v:\n got %s\nwant %s", r, got.String(), want.String())
		}
		if plain(r.ID) && plain(r.Method) && plain(r.Route) && plain(r.Path) && plain(r.Client) {
			fast++
		}
	}
	if fast < 500 {
		t.Errorf("only %d of the lines took RequestLog's own way; the test holds too few of them to zap", fast)
	}
}

// TestRequestLogFollowsTheLogger: a logger not made by New, a named one
// and one above info are written through zap, at its level.
func TestRequestLogFollowsTheLogger(t *testing.T) {
	r := &Request{ID: "id", Method: "GET", Route: "/v1/casinos", Path: "/v1/casinos", Status: 200, Client: "127.0.0.1"}
	var quiet bytes.Buffer
	NewRequestLog(New(&quiet, zapcore.WarnLevel)).Write(r, time.Now())
	if quiet.Len() != 0 {
		t.Errorf("a warn-level logger wrote %q", quiet.String())
	}
	var named bytes.Buffer
	NewRequestLog(New(&named, zapcore.InfoLevel).Named("http")).Write(r, time.Now())
	if !strings.Contains(named.String(), `"logger":"http"`) {
		t.Errorf("a named logger's line lacks its name: %q", named.String())
	}
	var other bytes.Buffer
	enc := zapcore.NewConsoleEncoder(zap.NewDevelopmentEncoderConfig())
	NewRequestLog(zap.New(zapcore.NewCore(enc, zapcore.AddSync(&other), zapcore.InfoLevel))).Write(r, time.Now())
	if !strings.Contains(other.String(), "request") || strings.HasPrefix(other.String(), "{") {
		t.Errorf("another logger's line is not its own format: %q", other.String())
	}
}

func BenchmarkRequestLine(b *testing.B) {
	r := &Request{ID: "7f1de29e-6f0a-4d5b-9b1a-3c1c1b1e2f3a", Method: "POST", Route: "/v1/player", Path: "/v1/player",
		Status: 200, Duration: 1234 * time.Microsecond, Bytes: 312, Client: "203.0.113.9"}
	log := New(discard{}, zapcore.InfoLevel)
	b.Run("zap", func(b *testing.B) {
		zl := log.WithOptions(zap.WithCaller(false))
		b.ReportAllocs()
		for b.Loop() {
			zl.Info("request", r.fields()...)
		}
	})
	b.Run("own", func(b *testing.B) {
		l := NewRequestLog(log)
		b.ReportAllocs()
		for b.Loop() {
			l.Write(r, time.Now())
		}
	})
}

type discard struct{}

func (discard) Write(p []byte) (int, error) { return len(p), nil }
