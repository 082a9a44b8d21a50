package all_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	_ "github.com/tierline/tierline/actions/all"
	"github.com/tierline/tierline/registry"
)

// -update rewrites the golden files (testdata/census.txt, ../../docs/actions.md).
var update = flag.Bool("update", false, "rewrite the census and the generated reference")

// census is one line per action: what the contract is made of.
func census() string {
	var b strings.Builder
	for _, a := range registry.Default.List() {
		scopes := a.RequiredScopes().String()
		if !a.AllowedByKey() {
			scopes = "never"
		}
		writes := ""
		if a.ChangesData() {
			writes = " writes"
		}
		fmt.Fprintf(&b, "%s %s %s %s %s%s\n", a.Namespace, a.Name, a.Area, a.Kind, scopes, writes)
	}
	return b.String()
}

// golden compares got with the file at path, or rewrites it with -update.
func golden(t *testing.T, path, got, remedy string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (%s)", err, remedy)
	}
	if string(want) != got {
		t.Errorf("%s is stale: %s\n%s", path, remedy, firstDiff(string(want), got))
	}
}

func firstDiff(want, got string) string {
	w, g := strings.Split(want, "\n"), strings.Split(got, "\n")
	for i := 0; i < len(w) || i < len(g); i++ {
		var a, b string
		if i < len(w) {
			a = w[i]
		}
		if i < len(g) {
			b = g[i]
		}
		if a != b {
			return fmt.Sprintf("line %d:\n  file:     %q\n  registry: %q", i+1, a, b)
		}
	}
	return ""
}

// TestCensus pins the name, namespace, area, kind and scopes of every
// action, so any change to the contract shows in review.
func TestCensus(t *testing.T) {
	golden(t, filepath.Join("testdata", "census.txt"), census(), "run `make census` and review the diff")
}

// TestReferenceIsGenerated keeps docs/actions.md equal to what the
// registry generates.
func TestReferenceIsGenerated(t *testing.T) {
	golden(t, filepath.Join("..", "..", "docs", "actions.md"), string(registry.Default.Markdown()), "run `make docs`")
}

// TestEveryActionHasATestBesideIt: each action file has its test file
// beside it. (A missing summary or a non-struct input cannot get this far:
// Register panics at start-up.)
func TestEveryActionHasATestBesideIt(t *testing.T) {
	for _, a := range registry.Default.List() {
		test := strings.TrimSuffix(a.File, ".go") + "_test.go"
		if _, err := os.Stat(test); err != nil {
			t.Errorf("%s: no test beside %s (%s)", a.Name, filepath.Base(a.File), filepath.Base(test))
		}
	}
}

// catalogRow matches a row of a table in the action catalog
// (testdata/catalog.md, a copy of shared/spec/actions.md).
var catalogRow = regexp.MustCompile("^\\| *([a-z ]+?) *\\| *(?:\\*\\*)?([a-z0-9_]+)(?:\\*\\*)? *\\| *([a-z]+) *\\| *([a-z]*) *\\|")

// TestScopeMatrixEqualsTheCatalog checks every player action of the
// catalog is registered with the catalog's kind and extra scope, and that
// nothing else is registered in the player namespace.
func TestScopeMatrixEqualsTheCatalog(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "catalog.md"))
	if err != nil {
		t.Fatal(err)
	}
	section := strings.SplitN(string(raw), "## Feature endpoints", 2)[0]
	want := map[string]string{}
	for _, line := range strings.Split(section, "\n") {
		m := catalogRow.FindStringSubmatch(line)
		if m == nil || m[1] == "area" {
			continue
		}
		want[m[2]] = m[3] + "+" + m[4]
	}
	// The count guards the parsing, not the registry: if the catalog's
	// table format changed and the pattern matched nothing, every check
	// below would pass on an empty list. It is the catalog's own count (74
	// player actions and 6 admin/key actions) and changes only with it.
	if len(want) != 80 {
		t.Fatalf("parsed %d catalog rows, want 80 (74 player actions and 6 admin/key actions)", len(want))
	}
	got := map[string]string{}
	for _, a := range registry.Default.InNamespace("player") {
		got[a.Name] = string(a.Kind) + "+" + string(a.Scope)
	}
	for name, w := range want {
		if g, ok := got[name]; !ok {
			t.Errorf("catalog action %s is not registered", name)
		} else if g != w {
			t.Errorf("%s is registered as %s, the catalog says %s", name, g, w)
		}
	}
	for name := range got {
		if _, ok := want[name]; !ok {
			t.Errorf("%s is registered in the player namespace but is not in the catalog", name)
		}
	}
}

// featureRow matches a row of the catalog's feature-endpoint table: the
// endpoint (empty on a continuation row), the action and the kind or scope.
var featureRow = regexp.MustCompile("^\\| *(?:`(/v1/[a-z/-]+)`)? *\\| *([a-z0-9_]+|\\(no action\\)) *\\| *([a-z]+) *\\|")

// TestFeatureEndpointsEqualTheCatalog checks each feature endpoint serves
// exactly the catalog's actions, with the catalog's scope: "tax" rows need
// read and tax; the writing tier-match action needs write.
func TestFeatureEndpointsEqualTheCatalog(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "catalog.md"))
	if err != nil {
		t.Fatal(err)
	}
	section := strings.SplitN(string(raw), "## Feature endpoints", 2)[1]
	want := map[string]string{}
	endpoint := ""
	for _, line := range strings.Split(section, "\n") {
		m := featureRow.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		if m[1] != "" {
			endpoint = strings.TrimPrefix(m[1], "/v1/")
		}
		name := m[2]
		if name == "(no action)" {
			ep, _ := registry.ActionRoute(endpoint)
			name = ep.DefaultAction
		}
		scopes := map[string]string{"read": "read", "write": "write", "tax": "read,tax"}[m[3]]
		want[endpoint+" "+name] = scopes
	}
	// As above: the catalog's count of feature actions, guarding the parse.
	if len(want) != 23 {
		t.Fatalf("parsed %d feature actions, want 23", len(want))
	}
	got := map[string]string{}
	for _, a := range registry.Default.List() {
		if a.Namespace != "player" {
			got[a.Namespace+" "+a.Name] = a.RequiredScopes().String()
		}
	}
	for k, w := range want {
		if g, ok := got[k]; !ok {
			t.Errorf("%s is not registered", k)
		} else if g != w {
			t.Errorf("%s needs %s, the catalog says %s", k, g, w)
		}
	}
	for k := range got {
		if _, ok := want[k]; !ok {
			t.Errorf("%s is registered but not in the catalog", k)
		}
	}
	for _, ep := range registry.ActionRoutes() {
		if len(registry.Default.InNamespace(ep.Namespace)) == 0 {
			t.Errorf("endpoint %s serves no action", registry.Path(ep.Namespace))
		}
	}
}
