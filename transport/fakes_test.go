package transport

import (
	"context"
	"errors"

	"github.com/ulule/limiter/v3"
)

// brokenStore is a limiter store whose backend is down.
type brokenStore struct{}

var errStoreDown = errors.New("counter store unreachable")

func (brokenStore) Get(context.Context, string, limiter.Rate) (limiter.Context, error) {
	return limiter.Context{}, errStoreDown
}
func (brokenStore) Peek(context.Context, string, limiter.Rate) (limiter.Context, error) {
	return limiter.Context{}, errStoreDown
}
func (brokenStore) Reset(context.Context, string, limiter.Rate) (limiter.Context, error) {
	return limiter.Context{}, errStoreDown
}
func (brokenStore) Increment(context.Context, string, int64, limiter.Rate) (limiter.Context, error) {
	return limiter.Context{}, errStoreDown
}
