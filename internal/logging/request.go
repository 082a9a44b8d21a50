package logging

import (
	"time"

	"go.uber.org/zap"
	"go.uber.org/zap/buffer"
	"go.uber.org/zap/zapcore"
)

// Request is what a request's line says.
type Request struct {
	ID, Method, Route, Path string
	Status                  int
	Duration                time.Duration
	Bytes                   int
	Client                  string
}

// RequestLog writes one line per request, "request" at info level, with
// the fields of Request in that order. On a logger made by New it writes
// the line's JSON itself, byte for byte what zap would write, since this
// is the one line of every request and zap's general encoder was a sixth
// of a request's cost; any other logger, and any value that needs
// escaping, goes through zap.
type RequestLog struct {
	log  *zap.Logger
	fast *core // nil: always through zap
	pool buffer.Pool
}

// NewRequestLog writes request lines to log. The caller is left out: it
// would always be the same line of the server.
func NewRequestLog(log *zap.Logger) *RequestLog {
	log = log.WithOptions(zap.WithCaller(false))
	l := &RequestLog{log: log, pool: buffer.NewPool()}
	if c, ok := log.Core().(*core); ok && log.Name() == "" {
		l.fast = c
	}
	return l
}

// Write logs r as ended at end.
func (l *RequestLog) Write(r *Request, end time.Time) {
	if l.fast == nil || !l.fast.Enabled(zapcore.InfoLevel) || !plain(r.ID) || !plain(r.Method) ||
		!plain(r.Route) || !plain(r.Path) || !plain(r.Client) {
		if ce := l.log.Check(zapcore.InfoLevel, "request"); ce != nil {
			ce.Time = end // the line's time is the request's end, whichever way it is written
			ce.Write(r.fields()...)
		}
		return
	}
	// The layout of zap's JSON encoder with the production configuration:
	// level, ts, msg, then the fields.
	b := l.pool.Get()
	b.AppendString(`{"level":"info","ts":"`)
	b.AppendString(l.fast.clock.text(end))
	b.AppendString(`","msg":"request","request_id":"`)
	b.AppendString(r.ID)
	b.AppendString(`","method":"`)
	b.AppendString(r.Method)
	b.AppendString(`","route":"`)
	b.AppendString(r.Route)
	b.AppendString(`","path":"`)
	b.AppendString(r.Path)
	b.AppendString(`","status":`)
	b.AppendInt(int64(r.Status))
	b.AppendString(`,"duration_ms":`)
	b.AppendFloat(durationMS(r.Duration), 64)
	b.AppendString(`,"bytes":`)
	b.AppendInt(int64(r.Bytes))
	b.AppendString(`,"client":"`)
	b.AppendString(r.Client)
	b.AppendString("\"}\n")
	_, _ = l.fast.out.Write(b.Bytes()) // as zap's core: a failed write of a log line has no one to tell
	b.Free()
}

// fields are r as zap fields, for the way through zap.
func (r *Request) fields() []zap.Field {
	return []zap.Field{
		zap.String("request_id", r.ID),
		zap.String("method", r.Method),
		zap.String("route", r.Route),
		zap.String("path", r.Path),
		zap.Int("status", r.Status),
		zap.Float64("duration_ms", durationMS(r.Duration)),
		zap.Int("bytes", r.Bytes),
		zap.String("client", r.Client),
	}
}

// durationMS is d in milliseconds, to the microsecond.
func durationMS(d time.Duration) float64 {
	return float64(d.Microseconds()) / 1000
}

// plain reports whether zap's encoder writes s as it is: bytes from 0x20
// to 0x7f but '"' and '\\'.
func plain(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x80 || c == '"' || c == '\\' {
			return false
		}
	}
	return true
}
