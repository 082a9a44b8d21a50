package persistence

import "context"

// NearCandidates is how many rows a search by place measures, for the
// test that bounds them.
func (d *Directory) NearCandidates(ctx context.Context, f CasinoFilter) (int, error) {
	cands, err := d.nearCandidates(ctx, f)
	return len(cands), err
}
