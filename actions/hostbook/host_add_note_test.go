package hostbook_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestHostAddNote(t *testing.T) {
	h := apitest.NewAt(t, now)
	host := h.NewHost(t)
	ann := bookPlayer(t, h, host, "Ann Archer")
	notes := func(t *testing.T) int {
		t.Helper()
		return h.Count(t, "host_notes", "host_id = ?", host.Account.ID)
	}

	t.Run("a note about a player of the book is stored, trimmed, and shown in the detail", func(t *testing.T) {
		note := host.MustAction(t, "host_add_note", map[string]any{"player_id": str(ann), "note": "  Prefers the high-limit room  "})["note"].(map[string]any)
		if note["note"] != "Prefers the high-limit room" || note["player_id"] != str(ann) {
			t.Errorf("note = %v, want the trimmed text about ann", note)
		}
		if note["created_at"] != now.Format(time.RFC3339) {
			t.Errorf("created_at = %v, want the clock's %s", note["created_at"], now.Format(time.RFC3339))
		}
		if _, ok := note["host_id"]; ok {
			t.Errorf("note shows host_id: %v", note)
		}
		var row persistence.HostNote
		if err := h.DB.NewSelect().Model(&row).Where("id = ?", note["id"]).Scan(context.Background()); err != nil {
			t.Fatalf("the note row: %v", err)
		}
		if row.HostID != host.Account.ID || row.PlayerID != ann.Account.ID || row.Note != "Prefers the high-limit room" {
			t.Errorf("row = %+v", row)
		}
		detail := host.MustAction(t, "host_player_detail", map[string]any{"player_id": str(ann)})["player"].(map[string]any)
		if got := apitest.IDs(t, detail["notes"]); len(got) != 1 || got[0] != note["id"] {
			t.Errorf("detail notes = %v, want the new note", got)
		}
	})

	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"note is missing", map[string]any{"player_id": str(ann)}, "note"},
		{"note is blank", map[string]any{"player_id": str(ann), "note": "   "}, "note"},
		{"note is too long", map[string]any{"player_id": str(ann), "note": strings.Repeat("x", 2001)}, "note"},
		{"note is not a string", map[string]any{"player_id": str(ann), "note": 12}, "note"},
		{"player_id is missing", map[string]any{"note": "hi"}, "player_id"},
		{"player_id is not a uuid", map[string]any{"player_id": "ann", "note": "hi"}, "player_id"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			before := notes(t)
			host.Action(t, "host_add_note", tt.fields).WantInvalid(t, tt.field)
			if after := notes(t); after != before {
				t.Errorf("a rejected request wrote %d notes", after-before)
			}
		})
	}

	silent := h.NewPlayer(t, "read")
	h.Connect(t, host, silent, now)
	stranger := h.NewPlayer(t, "read")
	stranger.Consent(t, persistence.ConsentShareWithHosts, true, now)
	theirs := bookPlayer(t, h, h.NewHost(t), "Their Player")
	for _, tt := range []struct {
		name string
		id   string
	}{
		{"a connected player who does not grant share_with_hosts", str(silent)},
		{"a consenting player who is not connected", str(stranger)},
		{"another host's player", str(theirs)},
		{"an id that does not exist", uuid.NewString()},
	} {
		t.Run("404 not_found and nothing written for "+tt.name, func(t *testing.T) {
			before := h.Count(t, "host_notes", "player_id = ?", tt.id)
			host.Action(t, "host_add_note", map[string]any{"player_id": tt.id, "note": "hello"}).
				WantError(t, http.StatusNotFound, "not_found", `No player has the id "`+tt.id+`".`)
			if after := h.Count(t, "host_notes", "player_id = ?", tt.id); after != before {
				t.Errorf("wrote %d notes", after-before)
			}
		})
	}

	for _, tt := range []struct {
		name, scopes, want string
	}{
		{"without the host scope", "read,write", `"host"`},
		{"without the write scope", "read,host", `"write"`},
	} {
		t.Run("a host key "+tt.name+" is refused with 403", func(t *testing.T) {
			before := notes(t)
			host.WithKey(t, tt.scopes).Action(t, "host_add_note", map[string]any{"player_id": str(ann), "note": "x"}).
				WantError(t, http.StatusForbidden, "insufficient_scope", tt.want)
			if notes(t) != before {
				t.Error("a refused request wrote a note")
			}
		})
	}

	t.Run("a player account is refused even with a key holding host", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write,host")
		h.Connect(t, p, ann, now)
		p.Action(t, "host_add_note", map[string]any{"player_id": str(ann), "note": "x"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"host"`)
		if n := h.Count(t, "host_notes", "host_id = ?", p.Account.ID); n != 0 {
			t.Errorf("wrote %d notes", n)
		}
	})
}
