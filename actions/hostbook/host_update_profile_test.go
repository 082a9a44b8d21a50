package hostbook_test

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/transport/apitest"
)

func TestHostUpdateProfile(t *testing.T) {
	h := apitest.NewAt(t, now)
	host := h.NewHost(t)
	stored := func(t *testing.T) persistence.HostProfile {
		t.Helper()
		var p persistence.HostProfile
		if err := h.DB.NewSelect().Model(&p).Where("account_id = ?", host.Account.ID).Scan(context.Background()); err != nil {
			t.Fatalf("the profile row: %v", err)
		}
		return p
	}
	list := func(v any) []string {
		var out []string
		for _, s := range v.([]any) {
			out = append(out, s.(string))
		}
		return out
	}

	t.Run("the first call creates the profile, cleaning the lists", func(t *testing.T) {
		data := host.MustAction(t, "host_update_profile", map[string]any{
			"casinos":   []string{" Bellagio ", "BELLAGIO", "Aria   Resort"},
			"bio":       "  Twenty years on the Strip. ",
			"languages": []string{"English", "Spanish"},
		})
		if data["created"] != true {
			t.Errorf("created = %v, want true", data["created"])
		}
		p := data["profile"].(map[string]any)
		if p["host_id"] != str(host) || p["bio"] != "Twenty years on the Strip." || p["accepting_new"] != true {
			t.Errorf("profile = %v", p)
		}
		if got := list(p["casinos"]); !slices.Equal(got, []string{"Bellagio", "Aria Resort"}) {
			t.Errorf("casinos = %v, want [Bellagio, Aria Resort]", got)
		}
		if s, ok := p["specialties"].([]any); !ok || len(s) != 0 {
			t.Errorf("specialties = %v, want [] on a new profile", p["specialties"])
		}
		row := stored(t)
		if !slices.Equal(row.Casinos, []string{"Bellagio", "Aria Resort"}) || !slices.Equal(row.Languages, []string{"English", "Spanish"}) ||
			len(row.Specialties) != 0 || !row.AcceptingNew || row.Bio == nil {
			t.Errorf("row = %+v", row)
		}
	})

	t.Run("an update changes only the fields given", func(t *testing.T) {
		data := host.MustAction(t, "host_update_profile", map[string]any{"accepting_new": false, "specialties": []string{"Baccarat", "Slot tournaments"}})
		if data["created"] != false {
			t.Errorf("created = %v, want false", data["created"])
		}
		row := stored(t)
		if row.AcceptingNew || !slices.Equal(row.Specialties, []string{"Baccarat", "Slot tournaments"}) {
			t.Errorf("row = %+v, want accepting_new false and the specialties", row)
		}
		if !slices.Equal(row.Casinos, []string{"Bellagio", "Aria Resort"}) || !slices.Equal(row.Languages, []string{"English", "Spanish"}) ||
			row.Bio == nil || *row.Bio != "Twenty years on the Strip." {
			t.Errorf("row = %+v, want casinos, languages and bio kept", row)
		}
		if n := h.Count(t, "host_profiles", "account_id = ?", host.Account.ID); n != 1 {
			t.Errorf("%d profile rows, want 1", n)
		}
	})

	t.Run("an empty list empties it and an empty bio clears it", func(t *testing.T) {
		p := host.MustAction(t, "host_update_profile", map[string]any{"casinos": []string{}, "bio": ""})["profile"].(map[string]any)
		if c, ok := p["casinos"].([]any); !ok || len(c) != 0 || p["bio"] != nil {
			t.Errorf("profile = %v, want casinos [] and bio null", p)
		}
		if row := stored(t); len(row.Casinos) != 0 || row.Bio != nil || len(row.Languages) != 2 {
			t.Errorf("row = %+v", row)
		}
	})

	fresh := h.NewHost(t)
	many := func(n int) []string {
		out := make([]string, n)
		for i := range out {
			out[i] = "item " + strings.Repeat("i", i+1)
		}
		return out
	}
	for _, tt := range []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"casinos holds more than 20", map[string]any{"casinos": many(21)}, "casinos"},
		{"a casino name is too long", map[string]any{"casinos": []string{strings.Repeat("c", 201)}}, "casinos[0]"},
		{"a casino name is blank", map[string]any{"casinos": []string{"Aria", "  "}}, "casinos[1]"},
		{"casinos is not an array", map[string]any{"casinos": "Aria"}, "casinos"},
		{"bio is too long", map[string]any{"bio": strings.Repeat("b", 1001)}, "bio"},
		{"languages holds more than 10", map[string]any{"languages": many(11)}, "languages"},
		{"a language is too long", map[string]any{"languages": []string{strings.Repeat("l", 41)}}, "languages[0]"},
		{"a language is blank", map[string]any{"languages": []string{""}}, "languages[0]"},
		{"specialties holds more than 10", map[string]any{"specialties": many(11)}, "specialties"},
		{"a specialty is too long", map[string]any{"specialties": []string{strings.Repeat("s", 101)}}, "specialties[0]"},
		{"accepting_new is not a boolean", map[string]any{"accepting_new": "yes"}, "accepting_new"},
	} {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			fresh.Action(t, "host_update_profile", tt.fields).WantInvalid(t, tt.field)
			if n := h.Count(t, "host_profiles", "account_id = ?", fresh.Account.ID); n != 0 {
				t.Errorf("a rejected request created a profile")
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
			fresh.WithKey(t, tt.scopes).Action(t, "host_update_profile", map[string]any{"bio": "x"}).
				WantError(t, http.StatusForbidden, "insufficient_scope", tt.want)
			if n := h.Count(t, "host_profiles", "account_id = ?", fresh.Account.ID); n != 0 {
				t.Errorf("a refused request created a profile")
			}
		})
	}

	t.Run("a player account is refused even with a key holding host", func(t *testing.T) {
		p := h.NewPlayer(t, "read,write,host")
		p.Action(t, "host_update_profile", map[string]any{"bio": "x"}).
			WantError(t, http.StatusForbidden, "insufficient_scope", `"host"`)
		if n := h.Count(t, "host_profiles", "account_id = ?", p.Account.ID); n != 0 {
			t.Errorf("a player got a host profile")
		}
	})
}
