package bench

import (
	"encoding/csv"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
)

// GenerateDirectory writes a synthetic directory of n casinos to out,
// shaped like the shipped one in src (the data/ folder): the same files
// and columns, so `tierline seed --dir out` imports it. The shipped
// casinos come first, unchanged; every further casino copies one of them
// (in turn) with a number after its name and its position moved by up to
// ~5 km, so names, states, types and the share of names a search matches
// keep the shipped proportions. The programs, their links, the renames and
// the published counts are copied as they are. The result is
// deterministic for one src and n.
func GenerateDirectory(src, out string, n int) error {
	if err := os.MkdirAll(out, 0o755); err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	for _, f := range []string{"rewards_programs.json", "program_properties.csv", "renames.csv", "coverage.csv"} {
		if err := copyFile(filepath.Join(src, f), filepath.Join(out, f)); err != nil {
			return fmt.Errorf("generate: %w", err)
		}
	}
	in, err := os.Open(filepath.Join(src, "casinos.csv"))
	if err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	defer in.Close()
	rows, err := csv.NewReader(in).ReadAll()
	if err != nil {
		return fmt.Errorf("generate: casinos.csv: %w", err)
	}
	if len(rows) < 2 {
		return fmt.Errorf("generate: casinos.csv has no casinos")
	}
	f, err := os.Create(filepath.Join(out, "casinos.csv"))
	if err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	if err := writeCasinos(f, rows, n); err != nil {
		f.Close()
		return fmt.Errorf("generate: casinos.csv: %w", err)
	}
	return f.Close()
}

func writeCasinos(w io.Writer, rows [][]string, n int) error {
	header, shipped := rows[0], rows[1:]
	col := map[string]int{}
	for i, h := range header {
		col[h] = i
	}
	for _, c := range []string{"name", "lat", "lon"} {
		if _, ok := col[c]; !ok {
			return fmt.Errorf("no %s column", c)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	cw := csv.NewWriter(w)
	if err := cw.Write(header); err != nil {
		return err
	}
	for i := range n {
		tmpl := shipped[i%len(shipped)]
		row := append([]string(nil), tmpl...)
		if copyNo := i / len(shipped); copyNo > 0 {
			row[col["name"]] = tmpl[col["name"]] + " " + strconv.Itoa(copyNo)
			jitter(row, col["lat"], rng)
			jitter(row, col["lon"], rng)
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// jitter moves a coordinate by up to 0.05 degrees (about 5 km); an empty
// one stays empty.
func jitter(row []string, i int, rng *rand.Rand) {
	v, err := strconv.ParseFloat(row[i], 64)
	if err != nil {
		return
	}
	row[i] = strconv.FormatFloat(v+(rng.Float64()-0.5)*0.1, 'f', 6, 64)
}

func copyFile(from, to string) error {
	b, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	return os.WriteFile(to, b, 0o644)
}
