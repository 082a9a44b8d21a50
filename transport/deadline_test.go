package transport

import (
	"context"
	"errors"
	"testing"
	"time"
)

// The request state's deadline behaves like context.WithDeadline's
// whether or not anything has asked for Done yet.
func TestRequestStateDeadline(t *testing.T) {
	t.Run("Deadline is the request's, or the parent's when it is earlier", func(t *testing.T) {
		now := time.Now()
		st := &reqState{Context: context.Background()}
		if _, ok := st.Deadline(); ok {
			t.Error("a state without a deadline reports one")
		}
		st.setDeadline(now.Add(time.Hour))
		if d, ok := st.Deadline(); !ok || !d.Equal(now.Add(time.Hour)) {
			t.Errorf("Deadline = %v, %v; want the request's", d, ok)
		}
		parent, cancel := context.WithDeadline(context.Background(), now.Add(time.Minute))
		defer cancel()
		st = &reqState{Context: parent}
		st.setDeadline(now.Add(time.Hour))
		if d, _ := st.Deadline(); !d.Equal(now.Add(time.Minute)) {
			t.Errorf("Deadline = %v; want the parent's earlier one", d)
		}
	})
	t.Run("Err says DeadlineExceeded once it has passed, armed or not", func(t *testing.T) {
		st := &reqState{Context: context.Background()}
		st.setDeadline(time.Now().Add(-time.Millisecond))
		if err := st.Err(); !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("Err before Done = %v", err)
		}
		select {
		case <-st.Done():
		case <-time.After(time.Second):
			t.Fatal("Done did not close for a deadline already past")
		}
		if err := st.Err(); !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("Err after Done = %v", err)
		}
	})
	t.Run("Done closes at the deadline", func(t *testing.T) {
		st := &reqState{Context: context.Background()}
		st.setDeadline(time.Now().Add(20 * time.Millisecond))
		defer st.endDeadline()
		if err := st.Err(); err != nil {
			t.Fatalf("Err before the deadline = %v", err)
		}
		select {
		case <-st.Done():
		case <-time.After(2 * time.Second):
			t.Fatal("Done did not close at the deadline")
		}
	})
	t.Run("the parent's cancellation reaches it", func(t *testing.T) {
		parent, cancel := context.WithCancel(context.Background())
		st := &reqState{Context: parent}
		st.setDeadline(time.Now().Add(time.Hour))
		defer st.endDeadline()
		done := st.Done()
		cancel()
		select {
		case <-done:
		case <-time.After(2 * time.Second):
			t.Fatal("Done did not close with the parent")
		}
		if !errors.Is(st.Err(), context.Canceled) {
			t.Errorf("Err = %v; want Canceled", st.Err())
		}
	})
	t.Run("a context derived from it ends with it", func(t *testing.T) {
		st := &reqState{Context: context.Background()}
		st.setDeadline(time.Now().Add(20 * time.Millisecond))
		defer st.endDeadline()
		child, cancel := context.WithCancel(st)
		defer cancel()
		select {
		case <-child.Done():
		case <-time.After(2 * time.Second):
			t.Fatal("the child did not end at the deadline")
		}
		if !errors.Is(context.Cause(child), context.DeadlineExceeded) {
			t.Errorf("Cause = %v", context.Cause(child))
		}
	})
}
