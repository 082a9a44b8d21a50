// Command tierline runs the Tierline service and its administration
// commands. Wiring happens here and nowhere else.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	_ "github.com/tierline/tierline/actions/all" // every action, into registry.Default
	"github.com/tierline/tierline/internal/config"
	"github.com/tierline/tierline/internal/logging"
)

// version is set at build time: -ldflags "-X main.version=v1.2.3".
var version = "dev"

func main() {
	app := &app{getenv: os.Getenv, stdin: os.Stdin, stdout: os.Stdout, stderr: os.Stderr}
	if err := app.command().ExecuteContext(context.Background()); err != nil {
		fmt.Fprintln(os.Stderr, "tierline:", err)
		os.Exit(exitCode(err))
	}
}

// app carries what the commands share: where they read the environment and
// where they write. Tests give it a map and buffers.
type app struct {
	getenv func(string) string
	stdin  io.Reader
	stdout io.Writer
	stderr io.Writer
	// dbURL overrides DATABASE_URL when the --database-url flag is given.
	dbURL string
}

// usageError marks errors caused by how the command was called (exit 2).
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }
func (e usageError) Unwrap() error { return e.err }

func exitCode(err error) int {
	var cfgErr *config.Error
	var use usageError
	if errors.As(err, &cfgErr) || errors.As(err, &use) {
		return 2
	}
	return 1
}

func (a *app) command() *cobra.Command {
	root := &cobra.Command{
		Use:           "tierline",
		Short:         "Tierline: a casino-loyalty API and a public directory of U.S. casinos",
		SilenceUsage:  true,
		SilenceErrors: true,
	}
	root.SetOut(a.stdout)
	root.SetErr(a.stderr)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return usageError{err} })
	root.Args = noArgs
	root.RunE = func(cmd *cobra.Command, _ []string) error { return cmd.Help() }
	root.PersistentFlags().StringVar(&a.dbURL, "database-url", "", "store to use (overrides DATABASE_URL): postgres://... or sqlite:///abs/path.db")
	root.AddCommand(a.serveCommand(), a.migrateCommand(), a.seedCommand(), a.usersCommand(), a.keysCommand(), a.actionsCommand(), a.versionCommand())
	root.AddCommand(a.botsCommand())
	return root
}

// config loads the configuration from the environment, with flags on top.
func (a *app) config(overrides map[string]string) (config.Config, error) {
	return config.Load(func(name string) string {
		if v, ok := overrides[name]; ok && v != "" {
			return v
		}
		if name == "DATABASE_URL" && a.dbURL != "" {
			return a.dbURL
		}
		return a.getenv(name)
	})
}

// logger writes JSON lines at the configured level to stderr.
func (a *app) logger(level zapcore.Level) *zap.Logger {
	return logging.New(a.stderr, level)
}

// noArgs is cobra.NoArgs whose error is a usage error (exit 2): an unknown
// subcommand must not look like success to a deploy script.
func noArgs(cmd *cobra.Command, args []string) error {
	if err := cobra.NoArgs(cmd, args); err != nil {
		return usageError{err}
	}
	return nil
}

// needsSubcommand is the RunE of a command that only groups subcommands.
func needsSubcommand(cmd *cobra.Command, _ []string) error {
	var names []string
	for _, c := range cmd.Commands() {
		names = append(names, c.Name())
	}
	return usageError{fmt.Errorf("%s needs a subcommand: %s", cmd.CommandPath(), strings.Join(names, ", "))}
}

func (a *app) versionCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			fmt.Fprintf(a.stdout, "tierline %s\n", version)
			return nil
		},
	}
}
