package main

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"
	"github.com/uptrace/bun"
	"go.uber.org/zap"

	"github.com/tierline/tierline/data"
	"github.com/tierline/tierline/data/seed"
	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport"
)

// shutdownGrace is how long in-flight requests get to finish after SIGTERM.
const shutdownGrace = 30 * time.Second

func (a *app) serveCommand() *cobra.Command {
	var addr string
	cmd := &cobra.Command{
		Use:   "serve",
		Short: "Run the HTTP API (applies migrations, seeds an empty directory)",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			cfg, err := a.config(map[string]string{"TIERLINE_ADDR": addr})
			if err != nil {
				return err
			}
			ctx, stop := signal.NotifyContext(cmd.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			return a.serve(ctx, cfg, nil)
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "", "listen address (overrides TIERLINE_ADDR), e.g. :8080")
	return cmd
}

// serve runs the service until ctx is done. ready, when not nil, receives
// the listener's address once the service accepts connections.
func (a *app) serve(ctx context.Context, cfg config.Config, ready chan<- string) error {
	log := a.logger(cfg.LogLevel)
	defer log.Sync() //nolint:errcheck // nothing useful to do if stderr is gone

	db, err := persistence.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer func() {
		if err := db.Close(); err != nil {
			log.Warn("closing the database", zap.Error(err))
		}
		log.Info("database closed")
	}()
	store := persistence.StoreName(db)
	applied, err := persistence.MigrateUp(ctx, db)
	if err != nil {
		return err
	}
	if len(applied) > 0 {
		log.Info("migrations applied", zap.Strings("migrations", applied))
	}
	if err := a.seedIfEmpty(ctx, db, log); err != nil {
		return err
	}

	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("listen on %s (TIERLINE_ADDR): %w", cfg.Addr, err)
	}
	cfg = cfg.Bound(ln.Addr().String())
	srv, err := transport.New(cfg, db, log)
	if err != nil {
		ln.Close()
		return err
	}
	defer srv.Close()
	background, stopBackground := context.WithCancel(context.Background())
	backgroundDone := make(chan struct{})
	go func() {
		defer close(backgroundDone)
		srv.Run(background)
	}()
	defer func() {
		stopBackground()
		<-backgroundDone // the last flush of key use lands before the database closes
	}()
	// No WriteTimeout: it would cut every stream. The server sets each
	// request's write deadline itself (TIERLINE_REQUEST_TIMEOUT, none for
	// streams).
	httpSrv := &http.Server{
		Handler:           srv,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       30 * time.Second,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          zap.NewStdLog(log.Named("http")),
	}
	log.Info("listening",
		zap.String("addr", ln.Addr().String()),
		zap.String("base_url", cfg.BaseURL),
		zap.String("store", store),
		zap.String("version", version))
	if ready != nil {
		ready <- ln.Addr().String()
	}
	err = transport.Serve(ctx, httpSrv, ln, shutdownGrace)
	log.Info("stopped", zap.Error(err))
	return err
}

// seedIfEmpty imports the shipped directory on the first start of a fresh
// database, so `make run` serves real data with no extra step.
func (a *app) seedIfEmpty(ctx context.Context, db *bun.DB, log *zap.Logger) error {
	n, err := persistence.NewDirectory(db).CountCasinos(ctx)
	if err != nil || n > 0 {
		return err
	}
	log.Info("the directory is empty; importing the shipped data")
	sum, err := seed.LoadAndImport(ctx, db, data.Files, io.Discard)
	if err != nil {
		return err
	}
	log.Info("directory imported",
		zap.Int("casinos", sum.Casinos.Inserted),
		zap.Int("rewards_programs", sum.Programs.Inserted),
		zap.Int("tiers", sum.Tiers.Inserted))
	return nil
}
