#!/usr/bin/env bash
# make bench: directory search through the whole Tierline stack against a
# bare net/http + pgx baseline, in the same run on the same PostgreSQL
# database, then the throughput ratio of the two.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/postgres.sh
ensure_postgres

out=$(mktemp)
TIERLINE_TEST_STORE=postgres go test -run '^$' -bench 'BenchmarkDirectorySearch' \
	-benchtime "${BENCHTIME:-3s}" -count "${COUNT:-3}" ./transport/ | tee "$out"
awk '
	/^BenchmarkDirectorySearch\/tierline/ { for (i = 1; i <= NF; i++) if ($i == "req/s") { t += $(i-1); tn++ } }
	/^BenchmarkDirectorySearch\/baseline/ { for (i = 1; i <= NF; i++) if ($i == "req/s") { b += $(i-1); bn++ } }
	END {
		if (!tn || !bn) { print "no results to compare"; exit 1 }
		printf "\nDirectory search throughput (mean of %d runs each):\n", tn
		printf "  tierline  %10.0f req/s\n  baseline  %10.0f req/s\n", t/tn, b/bn
		printf "  ratio tierline/baseline = %.2f\n", (t/tn)/(b/bn)
	}' "$out"
rm -f "$out"
