package persistence

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/uptrace/bun"
)

// The directory as a whole, for the in-memory snapshot (persistence/dirsnap)
// that serves the public reads, and its version number, which an import
// bumps in its own transaction so every instance knows to read it again.

// DirectoryRows is every row of the public directory, as of one version.
type DirectoryRows struct {
	Version  int64
	Casinos  []Casino
	Programs []RewardsProgram
	Tiers    []Tier
	Renames  []CasinoRename
	Places   []Place
}

// DirectoryVersion returns the directory's version number: it changes
// whenever an import changes the directory.
func DirectoryVersion(ctx context.Context, db bun.IDB) (int64, error) {
	var v int64
	if err := db.NewSelect().TableExpr("directory_version").Column("version").Where("id = 1").Scan(ctx, &v); err != nil {
		return 0, fmt.Errorf("directory version: %w", err)
	}
	return v, nil
}

// BumpDirectoryVersion marks the directory as changed; call it in the
// transaction that changes it, so the new number and the new rows become
// visible together.
func BumpDirectoryVersion(ctx context.Context, tx bun.IDB) error {
	if _, err := tx.NewUpdate().TableExpr("directory_version").Set("version = version + 1").Where("id = 1").Exec(ctx); err != nil {
		return fmt.Errorf("bump directory version: %w", err)
	}
	return nil
}

// ReadDirectory reads the whole directory and its version in one read
// transaction, so the rows are those of exactly that version (a
// repeatable-read snapshot on PostgreSQL; a SQLite transaction reads one
// state of the file). Rows come in no particular order.
func ReadDirectory(ctx context.Context, db *bun.DB) (*DirectoryRows, error) {
	var opts *sql.TxOptions
	if IsPostgres(db) {
		opts = &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}
	}
	rows := &DirectoryRows{}
	err := RetryRead(ctx, func(ctx context.Context) error {
		return db.RunInTx(ctx, opts, func(ctx context.Context, tx bun.Tx) error {
			*rows = DirectoryRows{Casinos: []Casino{}, Programs: []RewardsProgram{}, Tiers: []Tier{}, Renames: []CasinoRename{}}
			var err error
			if rows.Version, err = DirectoryVersion(ctx, tx); err != nil {
				return err
			}
			d := NewDirectory(tx)
			if err := d.selectCasinos(&rows.Casinos).Scan(ctx); err != nil {
				return fmt.Errorf("read casinos: %w", err)
			}
			if err := tx.NewSelect().Model(&rows.Programs).Scan(ctx); err != nil {
				return fmt.Errorf("read rewards programs: %w", err)
			}
			if err := tx.NewSelect().Model(&rows.Tiers).Scan(ctx); err != nil {
				return fmt.Errorf("read tiers: %w", err)
			}
			if err := tx.NewSelect().Model(&rows.Renames).Scan(ctx); err != nil {
				return fmt.Errorf("read casino renames: %w", err)
			}
			// The centroids come from the store's own avg(), so a city
			// stands for exactly the point it stood for before.
			rows.Places, err = d.Places(ctx)
			return err
		})
	})
	if err != nil {
		return nil, fmt.Errorf("read directory: %w", err)
	}
	return rows, nil
}
