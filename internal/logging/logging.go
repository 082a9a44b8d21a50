// Package logging builds the service's logger: JSON lines, one object per
// event, with ISO 8601 times and the caller. It is one function so that
// the server and the benchmarks that measure its cost log the same way.
package logging

import (
	"io"
	"sync/atomic"
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// New writes JSON lines at level and above to w. Writes are serialised, so
// lines from concurrent requests never interleave.
func New(w io.Writer, level zapcore.Level) *zap.Logger {
	clock := &isoClock{}
	enc := zap.NewProductionEncoderConfig()
	enc.EncodeTime = clock.encoder()
	out := zapcore.Lock(zapcore.AddSync(w))
	c := &core{Core: zapcore.NewCore(zapcore.NewJSONEncoder(enc), out, level), out: out, clock: clock}
	return zap.New(c, zap.AddCaller())
}

// core is the logger's zapcore.Core, with what RequestLog needs to write a
// request's line itself: the output and the clock's text.
type core struct {
	zapcore.Core
	out   zapcore.WriteSyncer
	clock *isoClock
}

// isoClock is zapcore.ISO8601TimeEncoder's text, made once per
// millisecond. Its layout shows milliseconds, so every line of the same
// millisecond (in the same zone) has the same text; a busy server writes
// dozens per millisecond, and formatting by layout was a tenth of the
// cost of a request's line.
type isoClock struct {
	last atomic.Pointer[formatted]
}

// formatted is one millisecond's text.
type formatted struct {
	ms   int64
	loc  *time.Location
	text string
}

// iso8601 is zapcore.ISO8601TimeEncoder's layout.
const iso8601 = "2006-01-02T15:04:05.000Z0700"

// encoder is the clock as zap's time encoder.
func (c *isoClock) encoder() zapcore.TimeEncoder {
	return func(t time.Time, enc zapcore.PrimitiveArrayEncoder) { enc.AppendString(c.text(t)) }
}

// text is t as zapcore.ISO8601TimeEncoder writes it.
func (c *isoClock) text(t time.Time) string {
	ms, loc := t.UnixMilli(), t.Location()
	if f := c.last.Load(); f != nil && f.ms == ms && f.loc == loc {
		return f.text
	}
	f := &formatted{ms: ms, loc: loc, text: t.Format(iso8601)}
	c.last.Store(f)
	return f.text
}
