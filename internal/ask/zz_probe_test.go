package ask

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestZZProbe(t *testing.T) {
	ix := NewIndex(shippedLexicon(t))
	for _, q := range strings.Split(os.Getenv("PROBE"), "|") {
		q = strings.TrimSpace(q)
		if q == "" {
			continue
		}
		in := ix.Understand(q, now)
		fmt.Printf("%-70s => %s %v", q, in.Name, in.Parameters)
		if in.Filter != nil {
			fmt.Printf(" filter=%v", *in.Filter)
		}
		if in.Tier != "" {
			fmt.Printf(" tier=%s", in.Tier)
		}
		fmt.Printf(" notes=%v\n", in.Notes)
	}
}
