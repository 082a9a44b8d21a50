package rg_test

import (
	"strings"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestGetResources(t *testing.T) {
	h := apitest.New(t, apitest.Options{})
	p := h.NewPlayer(t, "read")
	national := p.Call(t, rgPath, "get_resources", nil).Data(t)
	list := apitest.Array(t, national["resources"])
	phones := map[string]bool{}
	for _, raw := range list {
		r := apitest.Object(t, raw)
		if r["source"] == "" || r["url"] == "" {
			t.Errorf("%v has no source or address", r["name"])
		}
		if ph, ok := r["phone"].(string); ok {
			phones[ph] = true
		}
		if len(apitest.Array(t, r["states"])) != 0 {
			t.Errorf("a state program %v is listed without a state", r["name"])
		}
	}
	for _, want := range []string{"1-800-522-4700", "1-800-426-2537", "988"} {
		if !phones[want] {
			t.Errorf("no resource with phone %s", want)
		}
	}
	if !strings.Contains(national["self_exclusion"].(string), "self-exclusion") {
		t.Errorf("self_exclusion = %v", national["self_exclusion"])
	}
	nj := p.Call(t, rgPath, "get_resources", map[string]any{"state": "nj"}).Data(t)
	if len(apitest.Array(t, nj["resources"])) != len(list)+1 || nj["state"] != "NJ" {
		t.Errorf("NJ resources: %v", nj["resources"])
	}
	for _, bad := range []any{"Jersey", "ZZ", 7} {
		p.Call(t, rgPath, "get_resources", map[string]any{"state": bad}).WantInvalid(t, "state")
	}
}
