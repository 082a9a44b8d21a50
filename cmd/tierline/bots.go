package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"text/tabwriter"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/spf13/cobra"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/internal/httpsig"
	"github.com/tierline/tierline/persistence"
)

// botStdin is where `bots add --jwk -` reads (tests replace it).
var botStdin io.Reader = os.Stdin

// botDirectories fetches key directories for `bots add --directory`; its
// default rules refuse non-public addresses, redirects and large answers
// (tests let it reach their loopback server).
var botDirectories = httpsig.Fetcher{}

// maxJWKFile bounds what `bots add --jwk` reads: a public key is small.
const maxJWKFile = 64 << 10

// botJSON is a bot key as `bots add --json` and `bots list --json` print it.
type botJSON struct {
	ID           string          `json:"id"`
	Name         string          `json:"name"`
	KeyID        string          `json:"keyid"`
	Alg          string          `json:"alg"`
	PublicKey    json.RawMessage `json:"public_key"`
	DirectoryURL *string         `json:"directory_url"`
	CreatedAt    string          `json:"created_at"`
	RevokedAt    *string         `json:"revoked_at"`
	State        string          `json:"state"`
}

func toBotJSON(k *persistence.BotKey) botJSON {
	return botJSON{
		ID: k.ID.String(), Name: k.Name, KeyID: k.KeyID, Alg: botAlg(k), PublicKey: json.RawMessage(k.PublicKey),
		DirectoryURL: k.DirectoryURL, CreatedAt: k.CreatedAt.UTC().Format(time.RFC3339), RevokedAt: stamp(k.RevokedAt),
		State: botState(k),
	}
}

func botAlg(k *persistence.BotKey) string {
	if pk, err := httpsig.ParseJWK([]byte(k.PublicKey)); err == nil {
		return pk.Alg
	}
	return "?"
}

func botState(k *persistence.BotKey) string {
	if k.RevokedAt != nil {
		return "revoked"
	}
	return "active"
}

func (a *app) botsCommand() *cobra.Command {
	cmd := &cobra.Command{
		Use:   "bots",
		Short: "Manage the keys of signed bots (HTTP Message Signatures, Web Bot Auth)",
		Long: "Requests signed by a registered bot key (RFC 9421, tag \"web-bot-auth\", keyid = the key's JWK\n" +
			"thumbprint) are verified and counted against the bot's own quota (TIERLINE_RATE_LIMIT_BOT).\n" +
			"A request whose signature does not verify is refused with 401 invalid_signature.",
		Args: noArgs,
		RunE: needsSubcommand,
	}
	cmd.AddCommand(a.botsAddCommand(), a.botsListCommand(), a.botsRevokeCommand())
	return cmd
}

// botsAddCommand is `bots add`: it checks the flags, reads the keys from
// the JWK or the directory, and registers them.
func (a *app) botsAddCommand() *cobra.Command {
	var name, jwkFile, directory string
	var addJSON bool
	add := &cobra.Command{
		Use:   "add --name N (--jwk FILE|- | --directory URL) [--json]",
		Short: "Register a bot's public key, from a JWK file or from the bot's key directory",
		Long: "--jwk reads one public JWK (Ed25519, P-256 or RSA-PSS; private keys are refused) from a file or\n" +
			"standard input (-). --directory fetches a key directory (a JWK Set, e.g.\n" +
			"https://bot.example/.well-known/http-message-signatures-directory) and registers each usable key\n" +
			"not registered yet: https only, public addresses only, no redirects, at most 64 KiB, 5 s.",
		Args: noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			name = strings.TrimSpace(name)
			switch {
			case name == "":
				return usageError{fmt.Errorf("--name is required")}
			case utf8.RuneCountInString(name) > 200:
				return usageError{fmt.Errorf("--name must be at most 200 characters")}
			case (jwkFile == "") == (directory == ""):
				return usageError{fmt.Errorf("give exactly one of --jwk FILE|- and --directory URL")}
			}
			var keys []*httpsig.PublicKey
			var dirURL *string
			if jwkFile != "" {
				k, err := jwkFileKey(jwkFile)
				if err != nil {
					return err
				}
				keys = append(keys, k)
			} else {
				var err error
				if keys, err = a.directoryKeys(cmd.Context(), directory); err != nil {
					return err
				}
				dirURL = &directory
			}
			return a.withMigratedDB(cmd.Context(), func(ctx context.Context, db *bun.DB) error {
				return addBotKeys(ctx, a, db, name, keys, dirURL, addJSON)
			})
		},
	}
	add.Flags().StringVar(&name, "name", "", "the bot's name, e.g. \"ExampleBot (example.com)\"")
	add.Flags().StringVar(&jwkFile, "jwk", "", "file holding the bot's public JWK, or - for standard input")
	add.Flags().StringVar(&directory, "directory", "", "https URL of the bot's key directory (a JWK Set)")
	add.Flags().BoolVar(&addJSON, "json", false, "print the registered keys as JSON")
	return add
}

// jwkFileKey reads and parses the public JWK that --jwk names.
func jwkFileKey(jwkFile string) (*httpsig.PublicKey, error) {
	raw, err := readJWK(jwkFile)
	if err != nil {
		return nil, err
	}
	k, err := httpsig.ParseJWK(raw)
	if err != nil {
		return nil, usageError{fmt.Errorf("--jwk %s: %v", jwkFile, err)}
	}
	return k, nil
}

// directoryKeys fetches the key directory that --directory names and
// reports on stderr the keys it skipped. A directory the fetcher refuses
// is a usage error; any other failure is not.
func (a *app) directoryKeys(ctx context.Context, directory string) ([]*httpsig.PublicKey, error) {
	d, err := botDirectories.Fetch(ctx, directory)
	if errors.Is(err, httpsig.ErrRefused) {
		return nil, usageError{fmt.Errorf("--directory: %v", err)}
	} else if err != nil {
		return nil, fmt.Errorf("--directory %s: %w", directory, err)
	}
	for _, s := range d.Skipped {
		fmt.Fprintf(a.stderr, "skipped %s\n", s)
	}
	return d.Keys, nil
}

// botsListCommand is `bots list`: every registered bot key, as a table or
// as JSON.
func (a *app) botsListCommand() *cobra.Command {
	var listJSON bool
	list := &cobra.Command{
		Use:   "list [--json]",
		Short: "List the registered bot keys",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return a.withMigratedDB(cmd.Context(), func(ctx context.Context, db *bun.DB) error {
				keys, err := persistence.NewBotKeys(db).BotKeyList(ctx)
				if err != nil {
					return err
				}
				if listJSON {
					out := make([]botJSON, len(keys))
					for i := range keys {
						out[i] = toBotJSON(&keys[i])
					}
					return printJSON(a, out)
				}
				tw := tabwriter.NewWriter(a.stdout, 0, 4, 2, ' ', 0)
				fmt.Fprintln(tw, "ID\tNAME\tKEYID\tALG\tDIRECTORY\tCREATED\tSTATE")
				for i := range keys {
					k := &keys[i]
					dir := "-"
					if k.DirectoryURL != nil {
						dir = *k.DirectoryURL
					}
					fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\t%s\n", k.ID, k.Name, k.KeyID, botAlg(k), dir, day(&k.CreatedAt), botState(k))
				}
				fmt.Fprintf(tw, "%d bot key(s)\n", len(keys))
				return tw.Flush()
			})
		},
	}
	list.Flags().BoolVar(&listJSON, "json", false, "print JSON")
	return list
}

// botsRevokeCommand is `bots revoke ID`, where ID is the key's id or its
// keyid.
func (a *app) botsRevokeCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "revoke [--] ID",
		Short: "Revoke a bot key (by id or keyid); its signatures are refused from the next request on",
		Long: "Revoke a bot key by its id or its keyid; its signatures are refused from the next request on.\n" +
			"A keyid is base64url and may begin with \"-\": put \"--\" before it (tierline bots revoke -- -hUH...).",
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return usageError{fmt.Errorf("revoke takes one ID: the key's id or keyid (see bots list)")}
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			return a.withMigratedDB(cmd.Context(), func(ctx context.Context, db *bun.DB) error {
				repo := persistence.NewBotKeys(db)
				id, err := domain.ParseID("ID", args[0])
				if err != nil {
					k, err := repo.BotKeyByKeyID(ctx, args[0])
					if err != nil {
						return usageError{fmt.Errorf("%q is neither the id nor the keyid of a bot key (see bots list)", args[0])}
					}
					id = k.ID
				}
				k, err := repo.RevokeBotKey(ctx, id, domain.NewTimestamp(time.Now()))
				if err != nil {
					return asUsage(err)
				}
				fmt.Fprintf(a.stdout, "Revoked bot key %s (%s, keyid %s) at %s.\n", k.ID, k.Name, k.KeyID, k.RevokedAt.UTC().Format(time.RFC3339))
				return nil
			})
		},
	}
}

// readJWK reads the --jwk argument: a file, or standard input for "-".
func readJWK(path string) ([]byte, error) {
	var r io.Reader = botStdin
	if path != "-" {
		f, err := os.Open(path)
		if err != nil {
			return nil, usageError{fmt.Errorf("--jwk: %v", err)}
		}
		defer f.Close()
		r = f
	}
	raw, err := io.ReadAll(io.LimitReader(r, maxJWKFile+1))
	if err != nil {
		return nil, fmt.Errorf("--jwk %s: %w", path, err)
	}
	if len(raw) > maxJWKFile {
		return nil, usageError{fmt.Errorf("--jwk %s: larger than %d bytes; a public JWK is much smaller", path, maxJWKFile)}
	}
	return raw, nil
}

// addBotKeys registers keys in one transaction. A single key (--jwk)
// that is registered already is a usage error; from a directory, keys
// registered already are reported and left alone, so running the command
// again picks up a rotated key.
func addBotKeys(ctx context.Context, a *app, db *bun.DB, name string, keys []*httpsig.PublicKey, dirURL *string, asJSON bool) error {
	var added []persistence.BotKey
	var existing []string
	err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		repo := persistence.NewBotKeys(tx)
		now := domain.NewTimestamp(time.Now())
		for _, k := range keys {
			row := persistence.BotKey{ID: uuid.New(), Name: name, KeyID: k.Thumbprint, PublicKey: k.JWK, DirectoryURL: dirURL, CreatedAt: now}
			err := repo.AddBotKey(ctx, &row)
			if domain.ErrorCode(err) == domain.EINVALID {
				if dirURL == nil {
					return usageError{fmt.Errorf("%s", domain.ErrorMessage(err))}
				}
				existing = append(existing, domain.ErrorMessage(err))
				continue
			} else if err != nil {
				return err
			}
			added = append(added, row)
		}
		return nil
	})
	if err != nil {
		return err
	}
	if asJSON {
		out := make([]botJSON, len(added))
		for i := range added {
			out[i] = toBotJSON(&added[i])
		}
		for _, e := range existing {
			fmt.Fprintln(a.stderr, "skipped:", e)
		}
		return printJSON(a, out)
	}
	for _, k := range added {
		fmt.Fprintf(a.stdout, "Registered bot key %s (%s): keyid %s, %s.\n", k.ID, k.Name, k.KeyID, botAlg(&k))
	}
	for _, e := range existing {
		fmt.Fprintln(a.stdout, "Skipped:", e+".")
	}
	if len(added) == 0 {
		fmt.Fprintln(a.stdout, "No new key: every key of the directory is registered already.")
	}
	return nil
}
