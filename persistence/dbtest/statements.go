package dbtest

import (
	"context"
	"sync"

	"github.com/uptrace/bun"
)

// Statements is a bun query hook that records the SQL a database runs,
// for tests that count or look for statements.
type Statements struct {
	mu  sync.Mutex
	log []string
}

func (s *Statements) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (s *Statements) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.log = append(s.log, e.Query)
}

// Take returns the statements recorded since the last Take and forgets them.
func (s *Statements) Take() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := s.log
	s.log = nil
	return out
}
