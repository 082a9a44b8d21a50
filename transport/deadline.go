package transport

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// The request's deadline lives in its state. A context.WithTimeout per
// request costs a timer, a goroutine-safe cancel context and four
// allocations even when nothing waits on it, and most requests never do:
// the directory is answered from memory, and only a request that reaches
// the database (or another goroutine) asks for Done. So the state knows
// its deadline from the start, answers Deadline and Err from it, and
// arms a real deadline context the first time someone asks for Done.

// deadlineState is the part of reqState that keeps the deadline.
type deadlineState struct {
	deadline time.Time // zero: no deadline of the request's own
	arm      sync.Once
	armed    atomic.Pointer[armedDeadline]
}

// armedDeadline is the context made when Done was first asked for.
type armedDeadline struct {
	ctx    context.Context
	cancel context.CancelFunc
}

// setDeadline gives the request a deadline of its own.
func (st *reqState) setDeadline(d time.Time) { st.dl.deadline = d }

// armed is the deadline context, made on first use.
func (st *reqState) armedContext() context.Context {
	st.dl.arm.Do(st.armDeadline)
	return st.dl.armed.Load().ctx
}

func (st *reqState) armDeadline() {
	ctx, cancel := context.WithDeadline(st.Context, st.dl.deadline)
	st.dl.armed.Store(&armedDeadline{ctx: ctx, cancel: cancel})
}

// endDeadline releases the deadline's timer, if one was armed, when the
// request is over.
func (st *reqState) endDeadline() {
	if a := st.dl.armed.Load(); a != nil {
		a.cancel()
	}
}

// Deadline is the earlier of the request's deadline and its parent's.
func (st *reqState) Deadline() (time.Time, bool) {
	pd, ok := st.Context.Deadline()
	if st.dl.deadline.IsZero() || (ok && pd.Before(st.dl.deadline)) {
		return pd, ok
	}
	return st.dl.deadline, true
}

// Done arms the deadline on first use.
func (st *reqState) Done() <-chan struct{} {
	if st.dl.deadline.IsZero() {
		return st.Context.Done()
	}
	return st.armedContext().Done()
}

// Err is what Done's closing would say: the parent's error, or
// DeadlineExceeded once the deadline has passed, armed or not.
func (st *reqState) Err() error {
	if st.dl.deadline.IsZero() {
		return st.Context.Err()
	}
	if a := st.dl.armed.Load(); a != nil {
		return a.ctx.Err()
	}
	if err := st.Context.Err(); err != nil {
		return err
	}
	if !time.Now().Before(st.dl.deadline) {
		return context.DeadlineExceeded
	}
	return nil
}

// parentValue answers a key the state does not hold: from the armed
// context when there is one (so context.Cause finds the deadline's
// cause), from the parent otherwise.
func (st *reqState) parentValue(key any) any {
	if a := st.dl.armed.Load(); a != nil {
		return a.ctx.Value(key)
	}
	return st.Context.Value(key)
}
