package persistence_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain"
	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/persistence/dbtest"
)

func TestOAuthStorage(t *testing.T) {
	db := dbtest.Open(t)
	ctx := context.Background()
	repo := persistence.NewOAuth(db)
	now := time.Date(2026, 11, 23, 12, 0, 0, 0, time.UTC)
	ts := func(d time.Duration) domain.Timestamp { return domain.NewTimestamp(now.Add(d)) }
	acct := dbtest.NewAccount(t, db, persistence.RolePlayer)
	grant := func(created time.Duration) *persistence.OAuthGrant {
		t.Helper()
		g := &persistence.OAuthGrant{ID: uuid.New(), AccountID: acct.ID, ClientID: "c", ClientName: "App", ClientKind: persistence.ClientDynamic,
			RedirectURI: "http://127.0.0.1/cb", Scopes: "read", Resources: "http://x/mcp", CreatedAt: ts(created)}
		if err := repo.CreateGrant(ctx, g); err != nil {
			t.Fatal(err)
		}
		return g
	}
	token := func(g *persistence.OAuthGrant, kind, sig string, expires time.Duration) {
		t.Helper()
		if err := repo.CreateToken(ctx, &persistence.OAuthToken{Kind: kind, Signature: sig, GrantID: g.ID, Request: "{}",
			CreatedAt: ts(0), ExpiresAt: ts(expires)}); err != nil {
			t.Fatal(err)
		}
	}
	exists := func(table string, where string, args ...any) bool {
		t.Helper()
		n, err := db.NewSelect().Table(table).Where(where, args...).Count(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return n > 0
	}

	t.Run("a code is spent once: the second use loses", func(t *testing.T) {
		g := grant(0)
		token(g, persistence.TokenCode, "code-1", time.Minute)
		first, err := repo.UseToken(ctx, persistence.TokenCode, "code-1", ts(0))
		if err != nil || !first {
			t.Fatalf("first use: %v %v", first, err)
		}
		if again, err := repo.UseToken(ctx, persistence.TokenCode, "code-1", ts(time.Second)); err != nil || again {
			t.Errorf("second use: %v %v", again, err)
		}
	})
	t.Run("revoking a grant deletes its tokens and keeps the first reason", func(t *testing.T) {
		g := grant(0)
		token(g, persistence.TokenAccess, "at-r", time.Hour)
		if err := repo.RevokeGrant(ctx, g.ID, "first", ts(0)); err != nil {
			t.Fatal(err)
		}
		if err := repo.RevokeGrant(ctx, g.ID, "second", ts(time.Hour)); err != nil {
			t.Fatal(err)
		}
		got, err := repo.Grant(ctx, g.ID)
		if err != nil || got.RevokedAt == nil || *got.RevokedReason != "first" || !got.RevokedAt.Equal(now) {
			t.Errorf("grant %+v, %v", got, err)
		}
		if exists("oauth_tokens", "grant_id = ?", g.ID) {
			t.Error("the tokens survive")
		}
	})
	t.Run("another account's grant is not deleted", func(t *testing.T) {
		g := grant(0)
		other := dbtest.NewAccount(t, db, persistence.RolePlayer)
		if _, err := repo.DeleteGrant(ctx, other.ID, g.ID); domain.ErrorCode(err) != domain.ENOTFOUND {
			t.Errorf("got %v, want not_found", err)
		}
		if !exists("oauth_grants", "id = ?", g.ID) {
			t.Error("the grant is gone")
		}
	})
	t.Run("the server key is made once and read back the same", func(t *testing.T) {
		a, err := repo.Key(ctx, "test-key", now)
		if err != nil || len(a) != 32 {
			t.Fatalf("key %x, %v", a, err)
		}
		b, err := repo.Key(ctx, "test-key", now)
		if err != nil || string(a) != string(b) {
			t.Errorf("the second read made another key")
		}
	})
	t.Run("the purge takes what can no longer be used, and only that", func(t *testing.T) {
		live := grant(-48 * time.Hour)
		token(live, persistence.TokenRefresh, "rt-live", 29*24*time.Hour)
		token(live, persistence.TokenAccess, "at-old", -time.Minute)
		unused := grant(-25 * time.Hour) // approved, never exchanged
		token(unused, persistence.TokenCode, "code-unused", -24*time.Hour)
		fresh := grant(-time.Hour) // approved an hour ago: its code may still come
		oldRevoked := grant(-40 * 24 * time.Hour)
		if err := repo.RevokeGrant(ctx, oldRevoked.ID, "reuse", ts(-31*24*time.Hour)); err != nil {
			t.Fatal(err)
		}
		recentRevoked := grant(-40 * 24 * time.Hour)
		if err := repo.RevokeGrant(ctx, recentRevoked.ID, "reuse", ts(-2*24*time.Hour)); err != nil {
			t.Fatal(err)
		}
		staleClient := &persistence.OAuthClient{ID: uuid.NewString(), Name: "old", RedirectURIs: "[]", GrantTypes: "authorization_code", CreatedAt: ts(-31 * 24 * time.Hour)}
		usedClient := &persistence.OAuthClient{ID: "c", Name: "App", RedirectURIs: "[]", GrantTypes: "authorization_code", CreatedAt: ts(-31 * 24 * time.Hour)}
		for _, c := range []*persistence.OAuthClient{staleClient, usedClient} {
			if err := repo.CreateClient(ctx, c); err != nil {
				t.Fatal(err)
			}
		}
		if _, err := persistence.PurgeOAuth(ctx, db, now); err != nil {
			t.Fatal(err)
		}
		for what, holds := range map[string]bool{
			"the expired access token is gone":            !exists("oauth_tokens", "signature = ?", "at-old"),
			"the live refresh token survives":             exists("oauth_tokens", "signature = ?", "rt-live"),
			"the live grant survives":                     exists("oauth_grants", "id = ?", live.ID),
			"the grant never exchanged for a day is gone": !exists("oauth_grants", "id = ?", unused.ID),
			"the fresh grant survives":                    exists("oauth_grants", "id = ?", fresh.ID),
			"the grant revoked a month ago is gone":       !exists("oauth_grants", "id = ?", oldRevoked.ID),
			"the grant revoked two days ago survives":     exists("oauth_grants", "id = ?", recentRevoked.ID),
			"the client unused for a month is gone":       !exists("oauth_clients", "id = ?", staleClient.ID),
			"the client with grants survives":             exists("oauth_clients", "id = ?", usedClient.ID),
		} {
			if !holds {
				t.Errorf("after the purge, %s: not so", what)
			}
		}
	})
	t.Run("deleting the account deletes its grants and their tokens", func(t *testing.T) {
		g := grant(0)
		token(g, persistence.TokenAccess, "at-del", time.Hour)
		if err := persistence.DeleteAccount(ctx, db, acct.ID); err != nil {
			t.Fatal(err)
		}
		if exists("oauth_grants", "account_id = ?", acct.ID) || exists("oauth_tokens", "signature = ?", "at-del") {
			t.Error("grants or tokens survive the account")
		}
	})
}
