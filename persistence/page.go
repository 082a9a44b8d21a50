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
// On PostgreSQL the total rides on the page (count(*) OVER ()), saving a
// round trip; the window needs a row to ride on, so a page past the end
// falls back to a count. SQLite has no round trip to save and the window
// costs it more than an indexed count, so there the page is read alone
// and counted only when it cannot tell the total itself: a page shorter
// than its limit ends the list, so offset + its length is the total.
func pageOf[T any](ctx context.Context, q *bun.SelectQuery, p Page) ([]T, int, error) {
	if p.Limit > 0 {
		q = q.Limit(int64(p.Limit))
	}
	q = q.Offset(int64(p.Offset))
	var (
		out   []T
		total = -1
	)
	if IsPostgres(q.DB()) {
		var rows []counted[T]
		if err := q.ColumnExpr("count(*) OVER () AS page_total").Scan(ctx, &rows); err != nil {
			return nil, 0, err
		}
		out = make([]T, len(rows))
		for i := range rows {
			out[i] = rows[i].Row
		}
		if len(rows) > 0 {
			total = int(rows[0].Total)
		}
	} else {
		out = []T{}
		if err := q.Scan(ctx, &out); err != nil {
			return nil, 0, err
		}
		if len(out) > 0 && (p.Limit <= 0 || len(out) < p.Limit) {
			total = p.Offset + len(out)
		}
	}
	switch {
	case total >= 0:
		return out, total, nil
	case len(out) == 0 && p.Offset <= 0:
		return out, 0, nil
	}
	n, err := q.Count(ctx)
	if err != nil {
		return nil, 0, fmt.Errorf("count: %w", err)
	}
	return out, int(n), nil
}
