package tiermatchactions_test

import (
	"strings"
	"testing"

	"github.com/tierline/tierline/internal/domain/statusmatch"
	"github.com/tierline/tierline/transport/apitest"
)

func TestGetSuggestions(t *testing.T) {
	h := newHarness(t)

	t.Run("each tier at a directory casino gets the known paths open to its program, never one into that program", func(t *testing.T) {
		ann := h.NewPlayer(t, "read")
		tier(t, ann, "harrah's  JOLIET casino & hotel", "Diamond", 0, 0, "") // Caesars Rewards, spelled loosely
		tier(t, ann, mgmCasino, "Gold", 0, 0, "")                            // MGM Rewards
		data := ann.Call(t, path, "get_suggestions", nil).Data(t)
		got := apitest.Array(t, data["suggestions"])
		apitest.WantNum(t, data, "count", float64(len(got)))
		mgm, _ := statusmatch.ByID("mgm-tier-match-promotion")
		caesars, _ := statusmatch.ByID("caesars-competitor-match")
		want := []struct {
			fromCasino, fromTier, fromProgram string
			path                              statusmatch.Path
		}{
			// tiers by casino name: Bellagio first, then Harrah's
			{mgmCasino, "Gold", "MGM Rewards", caesars},
			{"harrah's  JOLIET casino & hotel", "Diamond", "Caesars Rewards", mgm},
		}
		if len(got) != len(want) {
			t.Fatalf("suggestions = %v, want %d", got, len(want))
		}
		for i, w := range want {
			s := apitest.Object(t, got[i])
			for k, v := range map[string]any{
				"from_casino": w.fromCasino, "from_tier": w.fromTier, "from_program": w.fromProgram,
				"to_program": w.path.To, "grants": "unknown", "level_supported": false, "eligible": w.path.Eligible, "offer": w.path.Offer,
				"conditions": w.path.Conditions, "as_of": w.path.AsOf,
				"verified": w.path.Verified, "source": w.path.Source, "path_id": w.path.ID, "path_from": statusmatch.AnyCompetitor,
			} {
				if s[k] != v {
					t.Errorf("suggestion %d: %s = %v, want %v", i, k, s[k], v)
				}
			}
			if text, _ := s["text"].(string); !strings.HasPrefix(text, "Unverified: ") || !strings.Contains(text, w.fromProgram+" "+w.fromTier) {
				t.Errorf("suggestion %d: text = %q, want it to begin Unverified and name %s %s", i, text, w.fromProgram, w.fromTier)
			}
		}
		if n := len(apitest.Array(t, data["unmatched"])); n != 0 {
			t.Errorf("unmatched = %v, want none", data["unmatched"])
		}
		if !strings.Contains(data["note"].(string), "not a promise") {
			t.Errorf("note = %q", data["note"])
		}
	})

	t.Run("an MGM Pearl card is never said to give Caesars Diamond", func(t *testing.T) {
		ann := h.NewPlayer(t, "read")
		tier(t, ann, mgmCasino, "Pearl", 0, 0, "")
		data := ann.Call(t, path, "get_suggestions", nil).Data(t)
		got := apitest.Array(t, data["suggestions"])
		if len(got) == 0 {
			t.Fatal("no suggestions")
		}
		for _, item := range got {
			s := apitest.Object(t, item)
			if s["to_program"] != "Caesars Rewards" {
				continue
			}
			text, _ := s["text"].(string)
			if s["grants"] != "unknown" || !strings.HasPrefix(text, "Unverified: ") || strings.Contains(text, "matches MGM Rewards Pearl") {
				t.Errorf("Pearl to Caesars: grants %v, text %q", s["grants"], text)
			}
		}
		if !strings.HasPrefix(data["note"].(string), "Unverified: ") {
			t.Errorf("note = %q", data["note"])
		}
	})

	t.Run("tiers whose casino has no known program are listed as unmatched with the reason", func(t *testing.T) {
		ann := h.NewPlayer(t, "read")
		tier(t, ann, notInDir, "Platinum", 0, 0, "")
		tier(t, ann, noProgram, "Gold", 0, 0, "")
		data := ann.Call(t, path, "get_suggestions", nil).Data(t)
		if n := len(apitest.Array(t, data["suggestions"])); n != 0 {
			t.Errorf("suggestions = %v, want none: no path is made up", data["suggestions"])
		}
		apitest.WantNum(t, data, "count", 0)
		unmatched := apitest.Array(t, data["unmatched"])
		if len(unmatched) != 2 {
			t.Fatalf("unmatched = %v, want both tiers", unmatched)
		}
		for i, w := range []struct{ casino, tier, reason string }{
			{noProgram, "Gold", "no rewards program"},
			{notInDir, "Platinum", "No single directory casino"},
		} {
			u := apitest.Object(t, unmatched[i])
			if u["casino"] != w.casino || u["tier"] != w.tier || !strings.Contains(u["reason"].(string), w.reason) {
				t.Errorf("unmatched %d = %v, want %s (%s) because %q", i, u, w.casino, w.tier, w.reason)
			}
			apitest.WantNull(t, u, "program")
		}
	})

	t.Run("a player without tiers gets empty lists", func(t *testing.T) {
		bob := h.NewPlayer(t, "read")
		data := bob.Call(t, path, "get_suggestions", nil).Data(t)
		if len(apitest.Array(t, data["suggestions"])) != 0 || len(apitest.Array(t, data["unmatched"])) != 0 {
			t.Errorf("got %v", data)
		}
	})

	t.Run("another player's tiers are not used", func(t *testing.T) {
		eve := h.NewPlayer(t, "read")
		tier(t, eve, caesarsCasino, "Seven Stars", 0, 0, "")
		bob := h.NewPlayer(t, "read")
		data := bob.Call(t, path, "get_suggestions", nil).Data(t)
		apitest.WantNum(t, data, "count", 0)
	})

	wantScope(t, h.NewPlayer(t, "read"), "write", "get_suggestions", nil, "read")
}
