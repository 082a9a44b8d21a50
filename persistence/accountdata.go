package persistence

import (
	"context"
	"database/sql"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/tierline/tierline/internal/domain"
)

// An account's own data, as "Download my data" exports it and "Delete my
// account" removes it. Every table that refers to an account is either in
// AccountTables or in LeftOutOfExport with the reason (a test holds the
// schema to that), so a new table cannot be forgotten.

// AccountTable is one table of an account's records: Owners are the
// columns that make a row the account's (a follow is the follower's and
// the followee's), Omit the columns never exported (secrets' hashes).
type AccountTable struct {
	Name   string
	Owners []string
	Omit   []string
}

// AccountTables lists what an export holds, in the order written.
var AccountTables = []AccountTable{
	{Name: "accounts", Owners: []string{"id"}},
	{Name: "account_passwords", Owners: []string{"account_id"}, Omit: []string{"hash"}},
	{Name: "api_keys", Owners: []string{"account_id"}, Omit: []string{"secret_hash"}},
	{Name: "user_tiers", Owners: []string{"account_id"}},
	{Name: "tier_history", Owners: []string{"account_id"}},
	{Name: "trips", Owners: []string{"account_id"}},
	{Name: "sessions", Owners: []string{"account_id"}},
	{Name: "machines", Owners: []string{"account_id"}},
	{Name: "visits", Owners: []string{"account_id"}},
	{Name: "offers", Owners: []string{"account_id"}},
	{Name: "vouchers", Owners: []string{"account_id"}},
	{Name: "bankroll_entries", Owners: []string{"account_id"}},
	{Name: "w2g_records", Owners: []string{"account_id"}},
	{Name: "share_links", Owners: []string{"account_id"}},
	{Name: "consent_events", Owners: []string{"account_id"}},
	{Name: "profiles", Owners: []string{"account_id"}},
	{Name: "follows", Owners: []string{"follower_id", "followee_id"}},
	{Name: "activity_events", Owners: []string{"account_id"}},
	{Name: "notifications", Owners: []string{"account_id"}},
	{Name: "notification_settings", Owners: []string{"account_id"}},
	{Name: "rg_limits", Owners: []string{"account_id"}},
	{Name: "tier_match_requests", Owners: []string{"account_id"}},
	{Name: "host_profiles", Owners: []string{"account_id"}},
	{Name: "host_connections", Owners: []string{"host_id", "player_id"}},
	// A host's notes are the host's own: a player's export does not show
	// what hosts wrote about them, a host's shows what they wrote.
	{Name: "host_notes", Owners: []string{"host_id"}},
	{Name: "leads", Owners: []string{"host_id", "player_id"}},
	{Name: "idempotency_records", Owners: []string{"account_id"}},
	// The apps the owner connected with OAuth (their codes and tokens are
	// only hashes, and hang off the grant, not the account).
	{Name: "oauth_grants", Owners: []string{"account_id"}},
}

// LeftOutOfExport names the tables referring to accounts that an export
// leaves out, and why. Deleting the account deletes their rows too.
var LeftOutOfExport = map[string]string{
	"password_tokens": "one-time set-password links: only hashes of secrets, worth nothing to the owner",
	"site_sessions":   "browser sessions: their data holds the sessions' CSRF tokens",
}

// ExportFormat names the layout of an export.
const ExportFormat = "tierline-account-export/1"

// ExportAccount writes every record of the account to w as one JSON
// document, streaming row by row:
//
//	{"format": ..., "exported_at": ..., "account_id": ..., "tables": {"trips": [{...}, ...], ...}}
//
// Rows are the stored columns (secrets' hashes left out), timestamps in
// RFC 3339 UTC, dates as YYYY-MM-DD. Run it in a read transaction so the
// document is one consistent snapshot on PostgreSQL.
func ExportAccount(ctx context.Context, db bun.IDB, account uuid.UUID, now time.Time, w io.Writer) error {
	head, _ := json.Marshal(map[string]any{
		"format":      ExportFormat,
		"exported_at": now.UTC().Format(time.RFC3339),
		"account_id":  account.String(),
	})
	// The head object, opened again to add "tables".
	if _, err := fmt.Fprintf(w, "%s,\"tables\":{", head[:len(head)-1]); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	for i, t := range AccountTables {
		if i > 0 {
			if _, err := io.WriteString(w, ","); err != nil {
				return fmt.Errorf("export: %w", err)
			}
		}
		if err := exportTable(ctx, db, t, account, w); err != nil {
			return err
		}
	}
	if _, err := io.WriteString(w, "}}\n"); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return nil
}

func exportTable(ctx context.Context, db bun.IDB, t AccountTable, account uuid.UUID, w io.Writer) error {
	name, _ := json.Marshal(t.Name)
	if _, err := fmt.Fprintf(w, "%s:[", name); err != nil {
		return fmt.Errorf("export %s: %w", t.Name, err)
	}
	q := db.NewSelect().TableExpr(t.Name).ColumnExpr("*").WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
		for _, col := range t.Owners {
			q = q.WhereOr("? = ?", bun.Ident(col), account)
		}
		return q
	}).OrderExpr("1")
	rows, err := q.Rows(ctx)
	if err != nil {
		return fmt.Errorf("export %s: %w", t.Name, err)
	}
	defer rows.Close()
	cols, err := rows.ColumnTypes()
	if err != nil {
		return fmt.Errorf("export %s: %w", t.Name, err)
	}
	vals := make([]any, len(cols))
	ptrs := make([]any, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	first := true
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return fmt.Errorf("export %s: %w", t.Name, err)
		}
		row := make(map[string]any, len(cols))
		for i, c := range cols {
			if slices.Contains(t.Omit, c.Name()) {
				continue
			}
			row[c.Name()] = exportValue(c, vals[i])
		}
		b, err := json.Marshal(row) // keys sorted: one layout per table
		if err != nil {
			return fmt.Errorf("export %s: %w", t.Name, err)
		}
		if !first {
			b = append([]byte{','}, b...)
		}
		first = false
		if _, err := w.Write(b); err != nil {
			return fmt.Errorf("export %s: %w", t.Name, err)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("export %s: %w", t.Name, err)
	}
	if _, err := io.WriteString(w, "]"); err != nil {
		return fmt.Errorf("export %s: %w", t.Name, err)
	}
	return nil
}

// exportValue turns a scanned column into its JSON form, the same on both
// stores: timestamps in RFC 3339 UTC, dates as YYYY-MM-DD, uuids as text,
// bytes as text when they are (stored answers) or base64 otherwise.
func exportValue(c *sql.ColumnType, v any) any {
	kind := strings.ToUpper(c.DatabaseTypeName())
	switch x := v.(type) {
	case nil:
		return nil
	case time.Time:
		if kind == "DATE" {
			return x.Format("2006-01-02")
		}
		return x.UTC().Format(time.RFC3339Nano)
	case [16]byte:
		return uuid.UUID(x).String()
	case []byte:
		if kind == "UUID" && len(x) == 16 {
			return uuid.UUID(x).String()
		}
		if utf8.Valid(x) {
			return exportText(kind, string(x))
		}
		return base64.StdEncoding.EncodeToString(x)
	case string:
		return exportText(kind, x)
	}
	return v
}

// exportText reads SQLite's timestamp text as a timestamp.
func exportText(kind, s string) any {
	if strings.HasPrefix(kind, "TIMESTAMP") {
		var ts domain.Timestamp
		if ts.Scan(s) == nil {
			return ts.UTC().Format(time.RFC3339Nano)
		}
	}
	return s
}

// DeleteAccount deletes the account and, through the schema's ON DELETE
// CASCADE, every record of it in every table: keys (which then answer 401),
// sessions, passwords, links, and the connections that let hosts see the
// player. Run it in a transaction; not_found when there is no such account.
func DeleteAccount(ctx context.Context, tx bun.IDB, account uuid.UUID) error {
	res, err := tx.NewDelete().Model((*Account)(nil)).Where("id = ?", account).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete account: %w", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return domain.NotFound("No account has the id %q.", account)
	}
	return nil
}
