package all

import (
	"testing"

	"github.com/tierline/tierline/internal/jsonenc/jsonenctest"
	"github.com/tierline/tierline/registry"
)

// Every action's answer is written by a plan (jsonenc) instead of
// encoding/json; for random outputs of every registered action, the
// bytes are encoding/json's, value and pointer alike.
func TestEveryOutputEncodesAsEncodingJSON(t *testing.T) {
	for _, a := range registry.Default.List() {
		t.Run(a.Name, func(t *testing.T) {
			jsonenctest.SameAsEncodingJSON(t, a.Output, uint64(len(a.Name)), 50)
		})
	}
}
