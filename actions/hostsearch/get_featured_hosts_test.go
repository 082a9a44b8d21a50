package hostsearch_test

import (
	"slices"
	"strings"
	"testing"
)

func TestGetFeaturedHosts(t *testing.T) {
	h := freshHarness(t)
	ann := newPlayer(t, h, "Ann")

	t.Run("no hosts, an empty list", func(t *testing.T) {
		if got := objects(t, ann.Call(t, discoverPath, "get_featured_hosts", nil).Data(t)["hosts"]); len(got) != 0 {
			t.Errorf("hosts = %v, want []", got)
		}
	})

	// players: busy 4, closed 9 (not accepting), amy 2, Ben 2, cal 1,
	// dan 0, eve 0: the five are busy, amy, Ben, cal, dan.
	hosts := map[string]int{"busy": 4, "amy": 2, "Ben": 2, "cal": 1, "dan": 0, "eve": 0}
	ids := map[string]string{}
	var players []string
	for name, n := range hosts {
		host := newHost(t, h, name, hostSpec{casinos: []string{"Bellagio"}})
		ids[name] = str(host)
		for range n {
			players = append(players, str(bookPlayer(t, h, host, 10, n%2 == 0)))
		}
	}
	closed := newHost(t, h, "closed", hostSpec{closed: true})
	for range 9 {
		bookPlayer(t, h, closed, 10, true)
	}

	t.Run("at most five hosts accepting new players, most connected players first, then by name", func(t *testing.T) {
		got := hostIDs(t, ann.Call(t, discoverPath, "get_featured_hosts", nil).Data(t)["hosts"])
		want := []string{ids["busy"], ids["amy"], ids["Ben"], ids["cal"], ids["dan"]}
		if !slices.Equal(got, want) {
			t.Errorf("featured = %v, want busy, amy, Ben, cal, dan %v", got, want)
		}
	})

	t.Run("each host carries its count, never its players", func(t *testing.T) {
		res := ann.Call(t, discoverPath, "get_featured_hosts", nil)
		first := objects(t, res.Data(t)["hosts"])[0]
		if first["name"] != "busy" || number(first["players"]) != "4" {
			t.Errorf("first = %v, want busy with 4 players", first)
		}
		for _, p := range players {
			if strings.Contains(string(res.Body), p) {
				t.Errorf("the featured list names the connected player %s", p)
			}
		}
	})

	t.Run("a key without read is refused with 403", func(t *testing.T) {
		wantForbidden(t, ann.WithKey(t, "write").Call(t, discoverPath, "get_featured_hosts", nil), `"read"`)
	})
}
