package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/mail"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/google/uuid"
	"github.com/spf13/cobra"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/domain/passwords"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/scopes"
)

func (a *app) usersCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "users", Short: "Manage accounts", Args: noArgs, RunE: needsSubcommand}
	cmd.AddCommand(a.usersCreateCommand(), a.usersResetPasswordCommand())
	return cmd
}

// usersCreateCommand is `users create`.
func (a *app) usersCreateCommand() *cobra.Command {
	var email, name, role string
	var passwordStdin bool
	create := &cobra.Command{
		Use:   "create --email E [--name N] [--role player|host|admin] [--password-stdin]",
		Short: "Create an account; print a one-time link that sets its password, or read the password from stdin",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if email == "" {
				return usageError{fmt.Errorf("--email is required")}
			}
			addr, err := mail.ParseAddress(email)
			if err != nil || addr.Address != strings.TrimSpace(email) {
				return usageError{fmt.Errorf("--email %q is not an email address", email)}
			}
			if !slices.Contains(persistence.Roles, role) {
				return usageError{fmt.Errorf("--role %q must be one of %s", role, strings.Join(persistence.Roles, ", "))}
			}
			var hash string
			if passwordStdin {
				if hash, err = a.passwordFromStdin(addr.Address); err != nil {
					return err
				}
			}
			cfg, err := a.config(nil)
			if err != nil {
				return err
			}
			return a.withMigratedDB(cmd.Context(), func(ctx context.Context, db *bun.DB) error {
				now := time.Now()
				acct := &persistence.Account{ID: uuid.New(), Email: addr.Address, Role: role, CreatedAt: domain.NewTimestamp(now)}
				if name != "" {
					acct.Name = &name
				}
				var link string
				var expires time.Time
				err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
					if err := persistence.NewAccounts(tx).Create(ctx, acct); err != nil {
						return err
					}
					creds := persistence.NewCredentials(tx)
					if hash != "" {
						_, err := creds.SetPassword(ctx, acct.ID, hash, now)
						return err
					}
					token, exp, err := creds.NewPasswordLink(ctx, acct.ID, now)
					link, expires = passwordLink(cfg.SiteURL, token), exp
					return err
				})
				if err != nil {
					if domain.ErrorCode(err) == domain.EINVALID {
						return usageError{fmt.Errorf("%s", domain.ErrorMessage(err))}
					}
					return err
				}
				fmt.Fprintf(a.stdout, "Created %s account %s (%s).\n", acct.Role, acct.Email, acct.ID)
				if link != "" {
					printLink(a, link, expires)
				} else {
					fmt.Fprintf(a.stdout, "The password is set; sign in at %s/signin.\n", cfg.SiteURL)
				}
				return nil
			})
		},
	}
	create.Flags().StringVar(&email, "email", "", "the account's email address (unique, any case)")
	create.Flags().StringVar(&name, "name", "", "display name")
	create.Flags().StringVar(&role, "role", persistence.RolePlayer, "player, host or admin")
	create.Flags().BoolVar(&passwordStdin, "password-stdin", false, "read the password from standard input (at least 12 characters) instead of printing a link")
	return create
}

// usersResetPasswordCommand is `users reset-password`.
func (a *app) usersResetPasswordCommand() *cobra.Command {
	var resetEmail string
	reset := &cobra.Command{
		Use:   "reset-password --email E",
		Short: "Print a new one-time link that sets the account's password (older links stop working)",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if resetEmail == "" {
				return usageError{fmt.Errorf("--email is required")}
			}
			cfg, err := a.config(nil)
			if err != nil {
				return err
			}
			return a.withMigratedDB(cmd.Context(), func(ctx context.Context, db *bun.DB) error {
				acct, err := persistence.NewAccounts(db).ByEmail(ctx, resetEmail)
				if err != nil {
					return asUsage(err)
				}
				token, expires, err := persistence.NewCredentials(db).NewPasswordLink(ctx, acct.ID, time.Now())
				if err != nil {
					return err
				}
				fmt.Fprintf(a.stdout, "New password link for %s (the password stays as it is until the link is used).\n", acct.Email)
				printLink(a, passwordLink(cfg.SiteURL, token), expires)
				return nil
			})
		},
	}
	reset.Flags().StringVar(&resetEmail, "email", "", "the account's email")
	return reset
}

// passwordFromStdin reads a password from standard input (one line; the
// line break is not part of it), checks it against the password rules and
// returns its hash.
func (a *app) passwordFromStdin(email string) (string, error) {
	raw, err := io.ReadAll(io.LimitReader(a.stdin, 4*passwords.MaxLength+2))
	if err != nil {
		return "", fmt.Errorf("read the password from stdin: %w", err)
	}
	pw := strings.TrimSuffix(strings.TrimSuffix(string(raw), "\n"), "\r")
	if pw == "" {
		return "", usageError{fmt.Errorf("--password-stdin: standard input held no password")}
	}
	if err := passwords.Check("password", pw, email); err != nil {
		return "", usageError{fmt.Errorf("--password-stdin: %s", domain.ErrorMessage(err))}
	}
	return passwords.Hash(pw)
}

// passwordLink is the page that sets a password with token.
func passwordLink(siteURL, token string) string {
	return siteURL + "/password/set?token=" + token
}

func printLink(a *app, link string, expires time.Time) {
	fmt.Fprintf(a.stdout, "Send the owner this link to set the password; it works once, until %s:\n%s\n",
		expires.UTC().Format(time.RFC3339), link)
}

// keyJSON is a key as `keys create --json` and `keys list --json` print it.
type keyJSON struct {
	ID         string   `json:"id"`
	Secret     string   `json:"secret,omitempty"`
	Name       string   `json:"name,omitempty"`
	Prefix     string   `json:"prefix,omitempty"`
	Scopes     []string `json:"scopes"`
	CreatedAt  string   `json:"created_at,omitempty"`
	LastUsedAt *string  `json:"last_used_at,omitempty"`
	ExpiresAt  *string  `json:"expires_at"`
	RevokedAt  *string  `json:"revoked_at,omitempty"`
	State      string   `json:"state,omitempty"`
}

func (a *app) keysCommand() *cobra.Command {
	cmd := &cobra.Command{Use: "keys", Short: "Manage API keys", Args: noArgs, RunE: needsSubcommand}
	cmd.AddCommand(a.keysCreateCommand(), a.keysListCommand(), a.keysRevokeCommand())
	return cmd
}

// keysCreateCommand is `keys create`.
func (a *app) keysCreateCommand() *cobra.Command {
	var email, scopeList, name string
	var expiresIn time.Duration
	var asJSON bool
	create := &cobra.Command{
		Use:   "create --email E [--scopes read,write,tax,host] [--name N] [--expires-in DURATION] [--json]",
		Short: "Create an API key and print its secret, once",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if email == "" {
				return usageError{fmt.Errorf("--email is required")}
			}
			set, err := scopes.Parse(scopeList)
			if err != nil {
				return usageError{fmt.Errorf("--scopes: %w", err)}
			}
			if expiresIn < 0 || (cmd.Flags().Changed("expires-in") && expiresIn == 0) {
				return usageError{fmt.Errorf("--expires-in must be a positive duration such as 720h")}
			}
			return a.withMigratedDB(cmd.Context(), func(ctx context.Context, db *bun.DB) error {
				accounts := persistence.NewAccounts(db)
				acct, err := accounts.ByEmail(ctx, email)
				if err != nil {
					return asUsage(err)
				}
				secret, key, err := accounts.IssueKey(ctx, acct, persistence.KeyRequest{Name: name, Scopes: set, Lifetime: expiresIn, Now: time.Now()})
				if err != nil {
					return asUsage(err)
				}
				if asJSON {
					out := toKeyJSON(key)
					out.Secret = secret
					return printJSON(a, keyJSON{ID: out.ID, Secret: out.Secret, Scopes: out.Scopes, ExpiresAt: out.ExpiresAt})
				}
				fmt.Fprintf(a.stdout, "Created key %s for %s with scopes %s", key.ID, acct.Email, set)
				if key.ExpiresAt != nil {
					fmt.Fprintf(a.stdout, ", expiring %s", key.ExpiresAt.UTC().Format(time.RFC3339))
				}
				fmt.Fprintf(a.stdout, ".\nSecret (shown once; store it now):\n%s\n", secret)
				return nil
			})
		},
	}
	create.Flags().StringVar(&email, "email", "", "owner's email")
	create.Flags().StringVar(&scopeList, "scopes", string(scopes.Default), "comma-separated: read, write, tax, host")
	create.Flags().StringVar(&name, "name", "", "a name to recognise the key by")
	create.Flags().DurationVar(&expiresIn, "expires-in", 0, "lifetime, e.g. 720h (default: no expiry)")
	create.Flags().BoolVar(&asJSON, "json", false, `print {"id","secret","scopes","expires_at"}`)
	return create
}

// keysListCommand is `keys list`.
func (a *app) keysListCommand() *cobra.Command {
	var listEmail string
	var listJSON bool
	list := &cobra.Command{
		Use:   "list --email E [--json]",
		Short: "List an account's API keys (never their secrets)",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			if listEmail == "" {
				return usageError{fmt.Errorf("--email is required")}
			}
			return a.withMigratedDB(cmd.Context(), func(ctx context.Context, db *bun.DB) error {
				accounts := persistence.NewAccounts(db)
				acct, err := accounts.ByEmail(ctx, listEmail)
				if err != nil {
					return asUsage(err)
				}
				keys, err := accounts.Keys(ctx, acct.ID)
				if err != nil {
					return err
				}
				if listJSON {
					out := make([]keyJSON, len(keys))
					for i := range keys {
						out[i] = toKeyJSON(&keys[i])
					}
					return printJSON(a, out)
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "ID\tNAME\tPREFIX\tSCOPES\tCREATED\tLAST USED\tEXPIRES\tSTATE")
				for _, k := range keys {
					fmt.Fprintf(tw, "%s\t%s\t%s…\t%s\t%s\t%s\t%s\t%s\n", k.ID, k.Name, k.Prefix, k.Scopes,
						day(&k.CreatedAt), day(k.LastUsedAt), day(k.ExpiresAt), keyState(&k, time.Now()))
				}
				fmt.Fprintf(tw, "%d key(s)\n", len(keys))
				return tw.Flush()
			})
		},
	}
	list.Flags().StringVar(&listEmail, "email", "", "owner's email")
	list.Flags().BoolVar(&listJSON, "json", false, "print JSON")
	return list
}

// keysRevokeCommand is `keys revoke`.
func (a *app) keysRevokeCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "revoke KEY_ID",
		Short: "Revoke an API key; it stops working on the next request, on every instance",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usageError{fmt.Errorf("revoke takes one KEY_ID (see keys list)")}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			id, err := domain.ParseID("ID", args[0])
			if err != nil {
				return usageError{fmt.Errorf("KEY_ID %q is not a key id (a uuid; see keys list)", args[0])}
			}
			return a.withMigratedDB(cmd.Context(), func(ctx context.Context, db *bun.DB) error {
				k, err := persistence.NewAccounts(db).RevokeKey(ctx, id, domain.NewTimestamp(time.Now()))
				if err != nil {
					return asUsage(err)
				}
				fmt.Fprintf(a.stdout, "Revoked key %s (%s…) at %s.\n", k.ID, k.Prefix, k.RevokedAt.UTC().Format(time.RFC3339))
				return nil
			})
		},
	}
}

// keyState is active, revoked or expired.
func keyState(k *persistence.APIKey, now time.Time) string {
	switch {
	case k.RevokedAt != nil:
		return "revoked"
	case k.ExpiresAt != nil && !now.Before(k.ExpiresAt.Time):
		return "expired"
	default:
		return "active"
	}
}

func toKeyJSON(k *persistence.APIKey) keyJSON {
	set, _ := scopes.Parse(k.Scopes)
	names := make([]string, len(set))
	for i, s := range set {
		names[i] = string(s)
	}
	return keyJSON{
		ID: k.ID.String(), Name: k.Name, Prefix: k.Prefix, Scopes: names,
		CreatedAt: k.CreatedAt.UTC().Format(time.RFC3339), LastUsedAt: stamp(k.LastUsedAt),
		ExpiresAt: stamp(k.ExpiresAt), RevokedAt: stamp(k.RevokedAt), State: keyState(k, time.Now()),
	}
}

func stamp(t *domain.Timestamp) *string {
	if t == nil {
		return nil
	}
	s := t.UTC().Format(time.RFC3339)
	return &s
}

func day(t *domain.Timestamp) string {
	if t == nil {
		return "-"
	}
	return t.UTC().Format("2006-01-02")
}

func printJSON(a *app, v any) error {
	enc := json.NewEncoder(a.stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// asUsage turns "no such account/key" and a refused value into a usage
// error (exit 2).
func asUsage(err error) error {
	if c := domain.ErrorCode(err); c == domain.ENOTFOUND || c == domain.EINVALID {
		return usageError{fmt.Errorf("%s", domain.ErrorMessage(err))}
	}
	return err
}

// withMigratedDB opens the store and brings its schema up to date first.
func (a *app) withMigratedDB(ctx context.Context, fn func(context.Context, *bun.DB) error) error {
	return a.withDB(ctx, func(ctx context.Context, db *bun.DB) error {
		if _, err := persistence.MigrateUp(ctx, db); err != nil {
			return err
		}
		return fn(ctx, db)
	})
}
