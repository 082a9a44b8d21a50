package all_test

import (
	"net/http"
	"testing"

	"github.com/tierline/tierline/persistence"
	"github.com/tierline/tierline/registry"
	"github.com/tierline/tierline/transport/apitest"
)

// TestEveryExampleRequestIsAccepted sends the example request of every
// action a key may call (the one the reference and `tierline actions
// show` print) with a key holding every scope: none may be refused as
// malformed. A 404 is fine: the example's ids are placeholders.
func TestEveryExampleRequestIsAccepted(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	host := h.NewAccount(t, persistence.RoleHost, apitest.AllScopes)
	// What an example cannot hold: the caller's own id (match_hosts), and
	// a profile of the caller's and a player to follow (follow_player).
	host.Profile(t, "example_host")
	h.NewPlayer(t, "read").Profile(t, "lucky_bob")
	for _, a := range registry.Default.List() {
		if !a.AllowedByKey() {
			continue
		}
		t.Run(a.Namespace+" "+a.Name, func(t *testing.T) {
			body := a.ExampleRequest()
			if _, ok := body["player_id"]; ok && a.Name == "match_hosts" {
				body["player_id"] = host.Account.ID.String()
			}
			res := host.Post(t, registry.Path(a.Namespace), body, nil)
			if res.Status != http.StatusOK && res.Status != http.StatusNotFound {
				t.Errorf("the example %v answered %d: %s", body, res.Status, res.Body)
			}
		})
	}
}
