package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"

	"github.com/spf13/cobra"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/data/seed"
	"github.com/tierline/tierline/persistence"
)

// openDB opens the configured store.
func (a *app) openDB(ctx context.Context) (*bun.DB, error) {
	cfg, err := a.config(nil)
	if err != nil {
		return nil, err
	}
	return persistence.Open(ctx, cfg.DatabaseURL)
}

func (a *app) migrateCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "migrate",
		Short: "Apply, roll back or list the database migrations",
		Args:  noArgs,
		RunE:  needsSubcommand,
	}
	cmd.AddCommand(&cobra.Command{
		Use:   "up",
		Short: "Apply every pending migration",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withDB(cmd.Context(), func(ctx context.Context, db *bun.DB) error {
				applied, err := persistence.MigrateUp(ctx, db)
				if err != nil {
					return err
				}
				if len(applied) == 0 {
					fmt.Fprintln(a.stdout, "Nothing to apply: the database is up to date.")
				}
				for _, name := range applied {
					fmt.Fprintln(a.stdout, "applied", name)
				}
				return nil
			})
		},
	}, &cobra.Command{
		Use:   "down",
		Short: "Roll back the last group of migrations (what the last \"up\" applied)",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withDB(cmd.Context(), func(ctx context.Context, db *bun.DB) error {
				rolled, err := persistence.MigrateDown(ctx, db)
				if err != nil {
					return err
				}
				if len(rolled) == 0 {
					fmt.Fprintln(a.stdout, "Nothing to roll back: no migration is applied.")
				}
				for _, name := range rolled {
					fmt.Fprintln(a.stdout, "rolled back", name)
				}
				return nil
			})
		},
	}, &cobra.Command{
		Use:   "status",
		Short: "List every migration and whether it is applied",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withDB(cmd.Context(), func(ctx context.Context, db *bun.DB) error {
				ms, err := persistence.MigrationStatus(ctx, db)
				if err != nil {
					return err
				}
				for _, m := range ms {
					state := "pending"
					if m.IsApplied() {
						state = fmt.Sprintf("applied (group %d, %s)", m.GroupID, m.MigratedAt.UTC().Format("2006-01-02 15:04:05Z"))
					}
					fmt.Fprintf(a.stdout, "%s_%s\t%s\n", m.Name, m.Comment, state)
				}
				return nil
			})
		},
	})
	return cmd
}

func (a *app) seedCommand() *cobra.Command {
	var dir string
	cmd := &cobra.Command{
		Use:   "seed",
		Short: "Import the casino directory (idempotent: a second run changes nothing)",
		Long: "Import casinos, rewards programs with their tier ladders and the links between them.\n" +
			"By default the data shipped inside the binary is used; --dir reads the files from a folder.\n" +
			"The import is all or nothing: a malformed row is reported with file and line and nothing is written.",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			var fsys fs.FS = data.Files
			if dir != "" {
				fsys = os.DirFS(dir)
			}
			return a.withMigratedDB(cmd.Context(), func(ctx context.Context, db *bun.DB) error {
				return runSeed(ctx, db, fsys, a.stdout)
			})
		},
	}
	cmd.Flags().StringVar(&dir, "dir", "", "folder holding casinos.csv, rewards_programs.json and program_properties.csv (renames.csv and coverage.csv are read when present)")
	return cmd
}

// runSeed imports fsys and prints progress, a summary and what the data
// covers (the same report as the coverage section of data/SOURCES.md) to out.
func runSeed(ctx context.Context, db *bun.DB, fsys fs.FS, out io.Writer) error {
	fmt.Fprintln(out, "Importing the casino directory...")
	ds, err := seed.Load(fsys)
	if err != nil {
		var rows seed.Errors
		if errors.As(err, &rows) {
			return fmt.Errorf("%w\nnothing was imported", rows)
		}
		return err
	}
	sum, err := seed.Import(ctx, db, ds, out)
	if err != nil {
		return err
	}
	if !sum.Changed() {
		fmt.Fprintln(out, "Done: the directory already matched the data; nothing changed.")
	} else {
		fmt.Fprintln(out, "Done.")
	}
	fmt.Fprintln(out)
	seed.CoverageOf(ds).WriteText(out)
	return nil
}

func (a *app) withDB(ctx context.Context, fn func(context.Context, *bun.DB) error) error {
	db, err := a.openDB(ctx)
	if err != nil {
		return err
	}
	defer db.Close()
	return fn(ctx, db)
}
