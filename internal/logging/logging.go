// Package logging builds the service's logger: JSON lines, one object per
// event, with ISO 8601 times and the caller. It is one function so that
// the server and the benchmarks that measure its cost log the same way.
package logging

import (
	"io"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"
)

// New writes JSON lines at level and above to w. Writes are serialised, so
// lines from concurrent requests never interleave.
func New(w io.Writer, level zapcore.Level) *zap.Logger {
	enc := zap.NewProductionEncoderConfig()
	enc.EncodeTime = zapcore.ISO8601TimeEncoder
	core := zapcore.NewCore(zapcore.NewJSONEncoder(enc), zapcore.Lock(zapcore.AddSync(w)), level)
	return zap.New(core, zap.AddCaller())
}
