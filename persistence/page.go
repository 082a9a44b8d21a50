package persistence

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// counted is one row of a page with the number of rows its query matched
// before LIMIT and OFFSET (count(*) OVER ()), so a page and its total cost
// one statement instead of a count and a select.
type counted[T any] struct {
	Row   T     `bun:"embed:"`
	Total int64 `bun:"page_total"`
}

// pageOfModel runs q, a select of T's table (Model((*T)(nil))) already
// filtered and ordered, for the page p, and returns the page with the
// exact number of rows q matches.
func pageOfModel[T any](ctx context.Context, q *bun.SelectQuery, p Page) ([]T, int, error) {
	return pageOf[T](ctx, q.ColumnExpr("?TableColumns"), p)
}

// pageOf is pageOfModel for a select whose columns are set (ColumnExpr)
// and name T's fields. A zero p.Limit reads every row from the offset.
//
// The window count needs a row to ride on: when the page is empty past
// the first (an offset beyond the last row), a count says how many rows
// there are, so the total stays exact on every page.
func pageOf[T any](ctx context.Context, q *bun.SelectQuery, p Page) ([]T, int, error) {
	var rows []counted[T]
	q = q.ColumnExpr("count(*) OVER () AS page_total")
	if p.Limit > 0 {
		q = q.Limit(int64(p.Limit))
	}
	if err := q.Offset(int64(p.Offset)).Scan(ctx, &rows); err != nil {
		return nil, 0, err
	}
	out := make([]T, len(rows))
	for i := range rows {
		out[i] = rows[i].Row
	}
	switch {
	case len(rows) > 0:
		return out, int(rows[0].Total), nil
	case p.Offset <= 0:
		return out, 0, nil
	}
	n, err := q.Count(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("count: %w", err)
	}
	return out, int(n), nil
}
