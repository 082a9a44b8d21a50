package hostsearch_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"

	"github.com/tierline/tierline/internal/domain/directory"
)

func TestSearchHosts(t *testing.T) {
	h := newHarness(t)
	ann := newPlayer(t, h, "Ann")
	// A casino name of this test only, so other tests' hosts stay out.
	casino := "Wynn Las Vegas " + uuid.NewString()[:8]
	other := "Encore " + uuid.NewString()[:8]

	zoe := newHost(t, h, "Zoe Host", hostSpec{casinos: []string{casino, other}, languages: []string{"English", "Spanish"},
		specialties: []string{"Baccarat", "High limit"}, bio: "Twenty years on the floor."})
	bob := newHost(t, h, "bob Host", hostSpec{casinos: []string{casino}, languages: []string{"English"}, specialties: []string{"Slots"}})
	unnamed := newHost(t, h, "", hostSpec{casinos: []string{casino}, languages: []string{"Tagalog"}})
	if _, err := h.DB.NewUpdate().Table("accounts").Set("name = NULL").Where("id = ?", unnamed.Account.ID).Exec(t.Context()); err != nil {
		t.Fatal(err)
	}
	closed := newHost(t, h, "Closed Host", hostSpec{casinos: []string{casino}, languages: []string{"Spanish"}, closed: true})
	// A player account named like a host is never listed, nor a host
	// without a profile.
	h.NewAccount(t, "host", "read")

	// Zoe has three connected players, one of whom shares nothing: the
	// count includes them, and nobody is named.
	p1 := bookPlayer(t, h, zoe, 50, true)
	p2 := bookPlayer(t, h, zoe, 50, true)
	p3 := bookPlayer(t, h, zoe, 50, false)

	t.Run("casino_name matches the profile's casinos ignoring case and spacing, and only hosts accepting new players are listed", func(t *testing.T) {
		data := ann.Call(t, discoverPath, "search_hosts", map[string]any{"casino_name": "  " + strings.ToUpper(casino) + "  "}).Data(t)
		got := hostIDs(t, data["hosts"])
		want := []string{str(bob), str(zoe), str(unnamed)} // by name ignoring case, unnamed last
		if !slices.Equal(got, want) {
			t.Fatalf("hosts = %v, want %v (bob, Zoe, the unnamed one; not %s who is closed)", got, want, str(closed))
		}
		if number(data["count"]) != "3" {
			t.Errorf("count = %v, want 3", data["count"])
		}
		z := objects(t, data["hosts"])[1]
		if z["name"] != "Zoe Host" || z["bio"] != "Twenty years on the floor." || number(z["players"]) != "3" || z["accepting_new"] != true {
			t.Errorf("zoe = %v, want her name, bio, 3 players, accepting", z)
		}
		if !slices.Equal(strs(z["casinos"]), []string{casino, other}) || !slices.Equal(strs(z["languages"]), []string{"English", "Spanish"}) ||
			!slices.Equal(strs(z["specialties"]), []string{"Baccarat", "High limit"}) {
			t.Errorf("zoe's lists = %v %v %v", z["casinos"], z["languages"], z["specialties"])
		}
		if u := objects(t, data["hosts"])[2]; u["name"] != nil || u["bio"] != nil || number(u["players"]) != "0" {
			t.Errorf("unnamed host = %v, want null name and bio, 0 players", u)
		}
		body := string(ann.Call(t, discoverPath, "search_hosts", map[string]any{"casino_name": casino}).Body)
		for _, p := range []string{str(p1), str(p2), str(p3)} {
			if strings.Contains(body, p) {
				t.Errorf("the search names a connected player %s: %s", p, body)
			}
		}
	})

	t.Run("a host at Caesars Palace Casino is found by another spelling, the directory's name search and the slug", func(t *testing.T) {
		caesars := newHost(t, h, "Cleo Host", hostSpec{casinos: []string{"Caesars Palace Casino"}, languages: []string{"English"}})
		slug := directory.CasinoSlug(directory.CasinoID("Caesars Palace Casino", "NV"), "Caesars Palace Casino", "NV")
		for ref, by := range map[string]string{"caesars palace casino": "name_ignoring_case", "Caesars Palace": "name_search", slug: "slug"} {
			data := ann.Call(t, discoverPath, "search_hosts", map[string]any{"casino_name": ref}).Data(t)
			if !slices.Contains(hostIDs(t, data["hosts"]), str(caesars)) {
				t.Errorf("%q: hosts = %v, want %s among them", ref, hostIDs(t, data["hosts"]), str(caesars))
			}
			m, _ := data["casino_match"].(map[string]any)
			if m["matched_by"] != by || m["slug"] != slug || m["name"] != "Caesars Palace Casino" {
				t.Errorf("%q: casino_match = %v, want matched_by %s", ref, data["casino_match"], by)
			}
		}
		data := ann.Call(t, discoverPath, "search_hosts", map[string]any{"language": "English"}).Data(t)
		if data["casino_match"] != nil {
			t.Errorf("casino_match = %v without casino_name, want null", data["casino_match"])
		}
	})

	t.Run("language and specialty match whole values ignoring case, and every filter given must hold", func(t *testing.T) {
		cases := []struct {
			name   string
			fields map[string]any
			want   []string
		}{
			{"language", map[string]any{"casino_name": casino, "language": "SPANISH"}, []string{str(zoe)}},
			{"specialty", map[string]any{"casino_name": casino, "specialty": "high  LIMIT"}, []string{str(zoe)}},
			{"part of a specialty", map[string]any{"casino_name": casino, "specialty": "high"}, nil},
			{"language and specialty of two different hosts", map[string]any{"casino_name": casino, "language": "Tagalog", "specialty": "Slots"}, nil},
			{"the other casino", map[string]any{"casino_name": other}, []string{str(zoe)}},
		}
		for _, c := range cases {
			got := hostIDs(t, ann.Call(t, discoverPath, "search_hosts", c.fields).Data(t)["hosts"])
			if !slices.Equal(got, c.want) {
				t.Errorf("%s: hosts = %v, want %v", c.name, got, c.want)
			}
		}
	})

	t.Run("limit and offset page the list and count stays the total", func(t *testing.T) {
		data := ann.Call(t, discoverPath, "search_hosts", map[string]any{"casino_name": casino, "limit": 1, "offset": 1}).Data(t)
		if got := hostIDs(t, data["hosts"]); !slices.Equal(got, []string{str(zoe)}) || number(data["count"]) != "3" {
			t.Errorf("page = %v count %v, want [zoe] and 3", got, data["count"])
		}
		data = ann.Call(t, discoverPath, "search_hosts", map[string]any{"casino_name": casino, "offset": 10}).Data(t)
		if got := objects(t, data["hosts"]); len(got) != 0 || number(data["count"]) != "3" {
			t.Errorf("past the end: %v count %v, want [] and 3", got, data["count"])
		}
	})

	invalid := []struct {
		name   string
		fields map[string]any
		field  string
	}{
		{"casino_name is blank", map[string]any{"casino_name": "  "}, "casino_name"},
		{"casino_name is too long", map[string]any{"casino_name": strings.Repeat("x", 201)}, "casino_name"},
		{"language is not a string", map[string]any{"language": 3}, "language"},
		{"language is too long", map[string]any{"language": strings.Repeat("x", 41)}, "language"},
		{"specialty is blank", map[string]any{"specialty": ""}, "specialty"},
		{"limit is 0", map[string]any{"limit": 0}, "limit"},
		{"offset is negative", map[string]any{"offset": -1}, "offset"},
	}
	for _, tt := range invalid {
		t.Run("400 when "+tt.name, func(t *testing.T) {
			ann.Call(t, discoverPath, "search_hosts", tt.fields).WantInvalid(t, tt.field)
		})
	}

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		wantForbidden(t, ann.WithKey(t, "write").Call(t, discoverPath, "search_hosts", nil), `"read"`)
	})

	t.Run("an action of another endpoint is refused with 400 listing this endpoint's", func(t *testing.T) {
		wantNotAllowed(t, ann, discoverPath, "list_trips",
			"get_featured_hosts", "get_host_profile", "get_my_connections", "request_connection", "search_hosts")
		wantNotAllowed(t, ann, discoverPath, "match_hosts", "search_hosts")
	})
}
