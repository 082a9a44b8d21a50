package logging

import (
	"encoding/json"
	"math/rand/v2"
	"testing"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// lineTime is the "ts" of a line logged at t with enc as the time encoder.
func lineTime(t *testing.T, enc zapcore.TimeEncoder, at time.Time) string {
	t.Helper()
	cfg := zap.NewProductionEncoderConfig()
	cfg.EncodeTime = enc
	buf, err := zapcore.NewJSONEncoder(cfg).EncodeEntry(zapcore.Entry{Time: at, Message: "m"}, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer buf.Free()
	var line struct{ TS string }
	if err := json.Unmarshal(buf.Bytes(), &line); err != nil {
		t.Fatalf("%s: %v", buf.Bytes(), err)
	}
	return line.TS
}

// TestISO8601IsZapsEncoder holds the per-millisecond cache to
// zapcore.ISO8601TimeEncoder: on runs of instants in the same millisecond,
// across millisecond and second edges, in several zones, and at random.
func TestISO8601IsZapsEncoder(t *testing.T) {
	paris, err := time.LoadLocation("Europe/Paris")
	if err != nil {
		paris = time.FixedZone("CET", 3600)
	}
	base := time.Date(2026, 11, 24, 8, 43, 31, 998_000_000, time.UTC)
	var times []time.Time
	for i := range 5_000_000 / 250_000 { // 250 µs apart, across two milliseconds and a second
		times = append(times, base.Add(time.Duration(i)*250*time.Microsecond))
	}
	times = append(times,
		base, base.In(paris), base.In(time.FixedZone("", -5*3600)), base, // same millisecond, other zones
		time.Date(2026, 3, 29, 1, 59, 59, 999_999_999, paris), time.Date(2026, 3, 29, 3, 0, 0, 0, paris), // clocks change
		time.Time{}, time.Unix(0, 0), time.Unix(-1, 999_999_999))
	rng := rand.New(rand.NewPCG(1, 2))
	for range 1000 {
		at := time.Unix(rng.Int64N(1<<36)-1<<34, rng.Int64N(1e9))
		times = append(times, at, at.In(paris))
	}
	enc := (&isoClock{}).encoder()
	for _, at := range times {
		if got, want := lineTime(t, enc, at), lineTime(t, zapcore.ISO8601TimeEncoder, at); got != want {
			t.Errorf("%v: ts %q, want %q", at, got, want)
		}
	}
}

// BenchmarkTime is the time of a line's entry, by layout and cached.
func BenchmarkTime(b *testing.B) {
	for _, tc := range []struct {
		name string
		enc  zapcore.TimeEncoder
	}{{"layout", zapcore.ISO8601TimeEncoder}, {"cached", (&isoClock{}).encoder()}} {
		cfg := zap.NewProductionEncoderConfig()
		cfg.EncodeTime = tc.enc
		enc := zapcore.NewJSONEncoder(cfg)
		b.Run(tc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				buf, _ := enc.EncodeEntry(zapcore.Entry{Time: time.Now(), Message: "request"}, nil)
				buf.Free()
			}
		})
	}
}
