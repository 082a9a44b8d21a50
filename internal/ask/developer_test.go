package ask

import (
	"testing"

	"github.com/tierline/tierline/registry"
)

// TestEveryActionIsAnsweredOrRefused: every action of the catalog is
// either one /ask answers or one it refuses when a developer names it, so
// a new action is never read as the words of its name (trip_summary as
// the trips).
func TestEveryActionIsAnsweredOrRefused(t *testing.T) {
	actions := registry.Default.List()
	if len(actions) < 50 {
		t.Fatalf("the registry holds %d actions; the catalog's are not registered", len(actions))
	}
	for _, a := range actions {
		if !answeredActions[a.Name] && !unansweredActions[a.Name] {
			t.Errorf("the action %s/%s is in neither answeredActions nor unansweredActions (developer.go)", a.Namespace, a.Name)
		}
		if answeredActions[a.Name] && unansweredActions[a.Name] {
			t.Errorf("the action %s is in both answeredActions and unansweredActions", a.Name)
		}
	}
}
