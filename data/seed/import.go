package seed

import (
	"context"
	"fmt"
	"io"
	"io/fs"
	"reflect"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/persistence"
)

// Counts is what an import did to one kind of row.
type Counts struct {
	Inserted  int `json:"inserted"`
	Updated   int `json:"updated"`
	Unchanged int `json:"unchanged"`
	Deleted   int `json:"deleted"`
}

// Changed reports whether the import wrote anything.
func (c Counts) Changed() bool { return c.Inserted+c.Updated+c.Deleted > 0 }

// Summary is what an import did, per kind of row.
type Summary struct {
	Programs Counts `json:"rewards_programs"`
	Tiers    Counts `json:"tiers"`
	Casinos  Counts `json:"casinos"`
	Renames  Counts `json:"casino_renames"`
}

// Changed reports whether the import wrote anything.
func (s Summary) Changed() bool {
	return s.Programs.Changed() || s.Tiers.Changed() || s.Casinos.Changed() || s.Renames.Changed()
}

// seedLockKey serialises imports from several instances on PostgreSQL.
const seedLockKey = 0x746965727365656

// insertBatch is how many rows one INSERT carries.
const insertBatch = 200

// LoadAndImport loads the data files in fsys and imports them.
func LoadAndImport(ctx context.Context, db *bun.DB, fsys fs.FS, progress io.Writer) (Summary, error) {
	ds, err := Load(fsys)
	if err != nil {
		return Summary{}, err
	}
	return Import(ctx, db, ds, progress)
}

// Import makes the directory equal to ds in one transaction: new rows are
// inserted, changed rows updated, rows no longer in the data deleted, and
// identical rows left alone, so a second import of the same data writes
// nothing. Rows keep their ids (made from names, not from positions), so a
// corrected casino is updated in place and keeps its slug. Only the
// directory's tables are written: player data names casinos by text and is
// never touched. Progress lines go to progress.
func Import(ctx context.Context, db *bun.DB, ds *Dataset, progress io.Writer) (Summary, error) {
	var sum Summary
	err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if persistence.IsPostgres(db) {
			if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(?)", int64(seedLockKey)); err != nil {
				return fmt.Errorf("lock: %w", err)
			}
		}
		var err error
		// Stale programs go last, once no casino points at them any more.
		var stalePrograms []uuid.UUID
		if sum.Programs, stalePrograms, err = syncRows(ctx, tx, progress, "rewards programs", ds.Programs, func(p *persistence.RewardsProgram) uuid.UUID { return p.ID }); err != nil {
			return err
		}
		if sum.Tiers, err = syncAndDelete(ctx, tx, progress, "tiers", ds.Tiers, func(t *persistence.Tier) uuid.UUID { return t.ID }); err != nil {
			return err
		}
		// Stale casinos go once the renames point away from them: a
		// renamed casino's old rename rows are updated to the casino listed
		// now, not cascaded away and written anew.
		var staleCasinos []uuid.UUID
		if sum.Casinos, staleCasinos, err = syncRows(ctx, tx, progress, "casinos", ds.Casinos, func(c *persistence.Casino) uuid.UUID { return c.ID }); err != nil {
			return err
		}
		if sum.Renames, err = syncAndDelete(ctx, tx, progress, "casino renames", ds.Renames, func(r *persistence.CasinoRename) uuid.UUID { return r.ID }); err != nil {
			return err
		}
		if err := deleteRows[persistence.Casino](ctx, tx, staleCasinos); err != nil {
			return err
		}
		if err := deleteRows[persistence.RewardsProgram](ctx, tx, stalePrograms); err != nil {
			return err
		}
		if !sum.Changed() {
			return nil
		}
		// Every instance serves the directory from memory and polls this
		// number: bumped here, it changes exactly when the new rows
		// become visible.
		return persistence.BumpDirectoryVersion(ctx, tx)
	})
	if err != nil {
		return Summary{}, fmt.Errorf("seed: import: %w", err)
	}
	if err := analyze(ctx, db); err != nil {
		return sum, err
	}
	return sum, nil
}

// directoryTables are the tables an import writes.
var directoryTables = []string{"rewards_programs", "tiers", "casinos", "casino_renames"}

// analyze refreshes the planner's statistics of the directory's tables on
// both stores, so the SQL that still reads them (actions matching a casino
// by name, the snapshot's own load) is planned for the rows just written
// rather than for an empty table until autovacuum (PostgreSQL) or forever
// (SQLite keeps no statistics until ANALYZE). It runs after every import,
// changed or not: a database imported before this ran has none yet.
func analyze(ctx context.Context, db *bun.DB) error {
	stmts := []string{"ANALYZE " + strings.Join(directoryTables, ", ")}
	if !persistence.IsPostgres(db) {
		stmts = stmts[:0] // SQLite analyzes one table per statement
		for _, t := range directoryTables {
			stmts = append(stmts, "ANALYZE "+t)
		}
	}
	for _, q := range stmts {
		if _, err := db.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("seed: analyze: %w", err)
		}
	}
	return nil
}

func syncAndDelete[T any](ctx context.Context, tx bun.Tx, progress io.Writer, what string, want []T, id func(*T) uuid.UUID) (Counts, error) {
	counts, stale, err := syncRows(ctx, tx, progress, what, want, id)
	if err != nil {
		return counts, err
	}
	return counts, deleteRows[T](ctx, tx, stale)
}

// syncRows inserts and updates rows of one table to match want and returns
// the ids of rows that are not in want (counted as deleted, not yet deleted).
func syncRows[T any](ctx context.Context, tx bun.Tx, progress io.Writer, what string, want []T, id func(*T) uuid.UUID) (Counts, []uuid.UUID, error) {
	var c Counts
	var have []T
	if err := tx.NewSelect().Model(&have).Scan(ctx); err != nil {
		return c, nil, fmt.Errorf("read %s: %w", what, err)
	}
	existing := make(map[uuid.UUID]*T, len(have))
	for i := range have {
		existing[id(&have[i])] = &have[i]
	}
	var inserts []T
	for i := range want {
		w := &want[i]
		old, ok := existing[id(w)]
		delete(existing, id(w))
		switch {
		case !ok:
			inserts = append(inserts, *w)
		case reflect.DeepEqual(*old, *w):
			c.Unchanged++
		default:
			if _, err := tx.NewUpdate().Model(w).WherePK().Exec(ctx); err != nil {
				return c, nil, fmt.Errorf("update %s %s: %w", what, id(w), err)
			}
			c.Updated++
		}
	}
	for start := 0; start < len(inserts); start += insertBatch {
		batch := inserts[start:min(start+insertBatch, len(inserts))]
		if _, err := tx.NewInsert().Model(&batch).Exec(ctx); err != nil {
			return c, nil, fmt.Errorf("insert %s: %w", what, err)
		}
		c.Inserted += len(batch)
		fmt.Fprintf(progress, "  %s: %d/%d new rows written\n", what, c.Inserted, len(inserts))
	}
	stale := make([]uuid.UUID, 0, len(existing))
	for k := range existing {
		stale = append(stale, k)
	}
	c.Deleted = len(stale)
	fmt.Fprintf(progress, "%-16s %4d in data: %d inserted, %d updated, %d unchanged, %d deleted\n",
		what, len(want), c.Inserted, c.Updated, c.Unchanged, c.Deleted)
	return c, stale, nil
}

func deleteRows[T any](ctx context.Context, tx bun.Tx, ids []uuid.UUID) error {
	if len(ids) == 0 {
		return nil
	}
	if _, err := tx.NewDelete().Model((*T)(nil)).Where("id IN (?)", bun.List(ids)).Exec(ctx); err != nil {
		return fmt.Errorf("delete stale rows: %w", err)
	}
	return nil
}
