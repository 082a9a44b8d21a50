package dirsnap

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"

	"github.com/tierline/tierline/persistence"
)

// DefaultInterval is how often an instance asks the database for the
// directory's version: a re-seed is served by every instance within about
// this long.
const DefaultInterval = 2 * time.Second

// Holder keeps the current snapshot of one database's directory and
// replaces it, atomically, when the directory's version changes. Readers
// never wait for a rebuild once a first snapshot exists: they keep the one
// they have until the new one is ready.
type Holder struct {
	db       *bun.DB
	interval time.Duration
	onError  func(error)

	cur     atomic.Pointer[Snapshot]
	checked atomic.Int64 // when the version was last read (UnixNano)
	mu      sync.Mutex   // one version check or rebuild at a time
}

// NewHolder returns a holder of db's directory that checks the version at
// most every interval (DefaultInterval when zero). onError, when not nil,
// hears of failed checks and rebuilds while an older snapshot is served.
func NewHolder(db *bun.DB, interval time.Duration, onError func(error)) *Holder {
	if interval <= 0 {
		interval = DefaultInterval
	}
	if onError == nil {
		onError = func(error) {}
	}
	return &Holder{db: db, interval: interval, onError: onError}
}

// Current returns the snapshot to answer from. The first call reads the
// directory; afterwards, when the version was last checked more than an
// interval ago (no Run loop, or an idle one), one caller checks it while
// the others go on with the snapshot they have.
func (h *Holder) Current(ctx context.Context) (*Snapshot, error) {
	s := h.cur.Load()
	if s != nil {
		if time.Since(time.Unix(0, h.checked.Load())) < h.interval || !h.mu.TryLock() {
			return s, nil
		}
	} else {
		h.mu.Lock()
	}
	defer h.mu.Unlock()
	return h.refresh(ctx, false)
}

// Refresh checks the version now and rebuilds the snapshot if it changed.
func (h *Holder) Refresh(ctx context.Context) (*Snapshot, error) {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.refresh(ctx, true)
}

// Run reads the directory, then checks the version every interval until
// ctx is done, so the snapshot is built in the background rather than by
// a request.
func (h *Holder) Run(ctx context.Context) {
	// Read the directory now, so the first request finds it in memory.
	_, _ = h.Refresh(ctx)
	t := time.NewTicker(h.interval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			_, _ = h.Refresh(ctx)
		}
	}
}

// refresh runs with h.mu held. Once a snapshot exists, errors are
// reported to onError and the old snapshot goes on answering.
func (h *Holder) refresh(ctx context.Context, force bool) (*Snapshot, error) {
	cur := h.cur.Load()
	if cur != nil && !force && time.Since(time.Unix(0, h.checked.Load())) < h.interval {
		return cur, nil // checked by the caller that held the lock before us
	}
	fail := func(err error) (*Snapshot, error) {
		if cur == nil {
			return nil, err
		}
		h.onError(err)
		return cur, nil
	}
	v, err := persistence.DirectoryVersion(ctx, h.db)
	h.checked.Store(time.Now().UnixNano())
	if err != nil {
		return fail(err)
	}
	if cur != nil && cur.Version == v {
		return cur, nil
	}
	rows, err := persistence.ReadDirectory(ctx, h.db)
	if err != nil {
		return fail(fmt.Errorf("directory snapshot: %w", err))
	}
	s := Build(rows)
	h.cur.Store(s)
	return s, nil
}
