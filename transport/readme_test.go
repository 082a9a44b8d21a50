package transport

import (
	"net/http"
	"os"
	"regexp"
	"strings"
	"testing"
)

// TestREADMECurlExamplesWork runs every curl line of the README against a
// server on the shipped data: the examples must work as printed. A comment
// line above an example that names a status (e.g. "400") sets the status it
// must answer; otherwise it must answer 200.
func TestREADMECurlExamplesWork(t *testing.T) {
	raw, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	ts := newTestServer(t, nil)
	curl := regexp.MustCompile(`^curl (?:-i )?'http://localhost:8080(/[^']*)'$`)
	statusInComment := regexp.MustCompile(`\b([45]\d\d)\b`)
	want := http.StatusOK
	examples := 0
	for _, line := range strings.Split(string(raw), "\n") {
		line = strings.TrimSpace(line)
		if strings.HasPrefix(line, "#") {
			want = http.StatusOK
			if m := statusInComment.FindStringSubmatch(line); m != nil {
				want = map[string]int{"400": 400, "404": 404}[m[1]]
			}
			continue
		}
		m := curl.FindStringSubmatch(line)
		if m == nil {
			if strings.HasPrefix(line, "curl") {
				t.Errorf("README example not in the checked form curl [-i] 'http://localhost:8080/...': %s", line)
			}
			continue
		}
		examples++
		if res := ts.get(t, m[1]); res.Status != want {
			t.Errorf("README: %s answered %d, want %d: %s", line, res.Status, want, res.Body)
		}
	}
	if examples < 8 {
		t.Errorf("found %d curl examples in the README, expected the documented set", examples)
	}
}
