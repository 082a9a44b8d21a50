package bench

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tierline/tierline/data/seed"
)

// The generated directory must keep the shipped casinos as they are and
// add distinct ones shaped like them, in files `tierline seed --dir` reads.
func TestGenerateDirectory(t *testing.T) {
	out := t.TempDir()
	const n = 2500
	if err := GenerateDirectory("../../data", out, n); err != nil {
		t.Fatal(err)
	}
	for _, f := range []string{"rewards_programs.json", "program_properties.csv", "renames.csv", "coverage.csv"} {
		want, _ := os.ReadFile(filepath.Join("../../data", f))
		if got, err := os.ReadFile(filepath.Join(out, f)); err != nil || string(got) != string(want) {
			t.Errorf("%s not copied as it is (err %v)", f, err)
		}
	}
	shipped := readCSV(t, "../../data/casinos.csv")
	got := readCSV(t, filepath.Join(out, "casinos.csv"))
	if len(got) != n+1 {
		t.Fatalf("%d casinos, want %d", len(got)-1, n)
	}
	if strings.Join(got[0], ",") != strings.Join(shipped[0], ",") {
		t.Errorf("header %v, want the shipped %v", got[0], shipped[0])
	}
	keys := map[string]bool{}
	for i, row := range got[1:] {
		key := row[0] + "|" + row[2]
		if keys[key] {
			t.Fatalf("row %d repeats casino %s", i+1, key)
		}
		keys[key] = true
		if i+1 < len(shipped) && strings.Join(row, ",") != strings.Join(shipped[i+1], ",") {
			t.Errorf("shipped row %d changed: %v", i+1, row)
		}
	}
	ds, err := seed.Load(os.DirFS(out))
	if err != nil {
		t.Fatalf("the importer refuses the generated directory: %v", err)
	}
	if len(ds.Casinos) != n || len(ds.Renames) == 0 {
		t.Errorf("the importer read %d casinos and %d renames, want %d and the shipped renames", len(ds.Casinos), len(ds.Renames), n)
	}
	copyOfFirst := got[len(shipped)]
	if want := shipped[1][0] + " 1"; copyOfFirst[0] != want || copyOfFirst[2] != shipped[1][2] {
		t.Errorf("first copy is %q in %s, want %q in %s", copyOfFirst[0], copyOfFirst[2], want, shipped[1][2])
	}
}

func readCSV(t *testing.T, path string) [][]string {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	return rows
}
