package all_test

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

const module = "github.com/tierline/tierline/"

// TestEveryActionPackageIsWired: an action package registers its actions
// in init, which runs only if something imports the package. A package
// under actions/ that registers actions but is missing from all.go would
// pass its own tests while the service (and `tierline actions`) never
// knew it, so its absence fails here.
func TestEveryActionPackageIsWired(t *testing.T) {
	wired := imports(t, "all.go")
	dirs, err := os.ReadDir("..")
	if err != nil {
		t.Fatal(err)
	}
	registering := 0
	for _, d := range dirs {
		if !d.IsDir() || d.Name() == "all" {
			continue
		}
		if !registersActions(t, filepath.Join("..", d.Name())) {
			continue
		}
		registering++
		if pkg := module + "actions/" + d.Name(); !slices.Contains(wired, pkg) {
			t.Errorf("actions/%s registers actions but actions/all/all.go does not import it: add\n\t_ %q", d.Name(), pkg)
		}
	}
	if registering < 20 {
		t.Fatalf("found %d action packages; the walk is not looking where the actions are", registering)
	}
}

// imports lists the import paths of a Go file.
func imports(t *testing.T, file string) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), file, nil, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		out = append(out, p)
	}
	return out
}

// registersActions reports whether a non-test Go file of dir calls
// registry.Register.
func registersActions(t *testing.T, dir string) bool {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(src), "registry.Register(") {
			return true
		}
	}
	return false
}
