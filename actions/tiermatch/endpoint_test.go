package tiermatchactions_test

import (
	"strings"
	"testing"
)

func TestTierMatchEndpoint(t *testing.T) {
	h := newHarness(t)
	ann := h.NewPlayer(t, "read,write")

	t.Run("each of the five actions answers on the endpoint", func(t *testing.T) {
		tier(t, ann, caesarsCasino, "Diamond", 0, 0, "")
		for _, c := range []struct {
			action string
			fields map[string]any
		}{
			{"get_suggestions", nil},
			{"get_templates", nil},
			{"get_requests", nil},
			{"generate_letter", map[string]any{"target_program": "MGM Rewards", "source_casino": caesarsCasino}},
			{"create_request", map[string]any{"target_program": "MGM Rewards", "source_casino": caesarsCasino}},
		} {
			ann.Call(t, path, c.action, c.fields).Data(t)
		}
	})

	t.Run("a player action sent here is refused with 400 listing the endpoint's actions", func(t *testing.T) {
		e := ann.Call(t, path, "list_trips", nil).WantInvalid(t, "action")
		for _, name := range []string{"create_request", "generate_letter", "get_requests", "get_suggestions", "get_templates"} {
			if !strings.Contains(e.Message, name) {
				t.Errorf("message %q does not list %s", e.Message, name)
			}
		}
	})

	t.Run("a tier-match action is unknown on POST /v1/player", func(t *testing.T) {
		ann.Action(t, "get_suggestions", nil).WantInvalid(t, "action")
	})
}
