package tiermatchactions_test

import (
	"strings"
	"testing"

	"github.com/tierline/tierline/transport/apitest"
)

func TestGetTemplates(t *testing.T) {
	h := newHarness(t)
	ann := h.NewPlayer(t, "read")

	t.Run("the templates are listed with their bodies, standard first", func(t *testing.T) {
		data := ann.Call(t, path, "get_templates", nil).Data(t)
		templates := apitest.Array(t, data["templates"])
		apitest.WantNum(t, data, "count", float64(len(templates)))
		if len(templates) < 2 {
			t.Fatalf("templates = %v, want standard and brief", templates)
		}
		ids := []string{}
		for _, tm := range templates {
			o := apitest.Object(t, tm)
			ids = append(ids, o["id"].(string))
			if body, _ := o["body"].(string); !strings.Contains(body, "{{.TargetProgram}}") {
				t.Errorf("template %v: body %q does not hold the target program field", o["id"], body)
			}
			if o["name"] == "" || o["description"] == "" {
				t.Errorf("template %v has no name or description", o["id"])
			}
		}
		if ids[0] != "standard" || ids[1] != "brief" {
			t.Errorf("ids = %v, want standard then brief", ids)
		}
	})

	wantScope(t, ann, "write", "get_templates", nil, "read")
}
