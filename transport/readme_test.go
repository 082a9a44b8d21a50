package transport_test

import (
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/uuid"

	_ "github.com/tierline/tierline/actions/all"
	"github.com/tierline/tierline/transport/apitest"
)

// TestREADMECurlExamplesWork runs every curl example of the README against
// a server on the shipped data: the examples must work as printed. $KEY
// stands for a key with read and write, $(uuidgen) for a fresh uuid. A
// comment line above an example that names a status (e.g. "400") sets the
// status it must answer; otherwise it must answer 200.
func TestREADMECurlExamplesWork(t *testing.T) {
	raw, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	h := apitest.New(t, apitest.Options{})
	player := h.NewPlayer(t, "read,write")
	var (
		urlRE    = regexp.MustCompile(`'?http://localhost:8080(/[^'\s]*)'?`)
		headerRE = regexp.MustCompile(`-H "([^"]+)"`)
		dataRE   = regexp.MustCompile(`-d '([^']*)'`)
		statusRE = regexp.MustCompile(`\b([45]\d\d)\b`)
	)
	text := strings.ReplaceAll(string(raw), "\\\n", " ") // join continued lines
	want, examples := http.StatusOK, 0
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "#") {
			want = http.StatusOK
			if m := statusRE.FindStringSubmatch(line); m != nil && !strings.HasPrefix(line, "##") {
				want = map[string]int{"400": 400, "401": 401, "403": 403, "404": 404}[m[1]]
			}
			continue
		}
		if !strings.HasPrefix(line, "curl ") {
			continue
		}
		m := urlRE.FindStringSubmatch(line)
		if m == nil {
			t.Errorf("README example with no http://localhost:8080 address: %s", line)
			continue
		}
		headers := map[string]string{}
		for _, hm := range headerRE.FindAllStringSubmatch(line, -1) {
			k, v, _ := strings.Cut(hm[1], ": ")
			v = strings.ReplaceAll(v, "$KEY", player.Key)
			v = strings.ReplaceAll(v, "$(uuidgen)", uuid.NewString())
			headers[k] = v
		}
		method, body := http.MethodGet, any(nil)
		if d := dataRE.FindStringSubmatch(line); d != nil {
			method, body = http.MethodPost, d[1]
		}
		examples++
		if res := h.Do(t, method, m[1], body, headers); res.Status != want {
			t.Errorf("README: %s answered %d, want %d: %s", line, res.Status, want, res.Body)
		}
	}
	if examples < 11 {
		t.Errorf("found %d curl examples in the README, expected the documented set", examples)
	}
}

// TestREADMENamesEveryPackage: the README's Layout table is where a
// newcomer learns what each package holds, so a package missing from it
// fails here.
func TestREADMENamesEveryPackage(t *testing.T) {
	raw, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, layout, ok := strings.Cut(string(raw), "### Layout")
	if !ok {
		t.Fatal("README.md has no Layout section")
	}
	seen := 0
	err = filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (strings.HasPrefix(d.Name(), ".") && path != ".." || d.Name() == "testdata") {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		pkg := filepath.ToSlash(filepath.Dir(strings.TrimPrefix(path, "../")))
		if pkg == ".." || pkg == "." {
			return nil
		}
		seen++
		if !strings.Contains(layout, "`"+pkg+"`") {
			t.Errorf("the README's Layout table does not name the package %s", pkg)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if seen < 40 {
		t.Fatalf("walked %d Go files; the walk is not looking at the module", seen)
	}
}
