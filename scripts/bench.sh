#!/usr/bin/env bash
# make bench: the benchmark suite of issue 16 (docs/benchmarks.md). Builds
# tierline (or takes TIERLINE_BIN, e.g. an older commit's binary for a
# "before" table) and tierline-bench, runs the pipeline micro-benchmark,
# then the suite over real TCP against the binary and the bare baselines on
# fresh PostgreSQL databases (created and dropped by the suite) and SQLite
# files, and prints one table of ratios with the machine's load.
#
# Knobs (environment):
#   TIERLINE_BIN=/path   measure this binary instead of building ./cmd/tierline
#   DURATION=10s         one measured run          ROUNDS=3   runs per side, alternating
#   WARMUP=2s            unmeasured run per side   CONNS=16   connections
#   CASINOS=100000       size of the generated directory
#   SKIP=size,throughput leave parts of the suite out
#   QUICK=1              DURATION=1s ROUNDS=2 WARMUP=300ms (about three minutes once built)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/postgres.sh

load_start=$(cat /proc/loadavg)
if [ "${QUICK:-}" = 1 ]; then
	: "${DURATION:=1s}" "${ROUNDS:=2}" "${WARMUP:=300ms}"
fi
: "${DURATION:=10s}" "${ROUNDS:=3}" "${WARMUP:=2s}" "${CONNS:=16}" "${CASINOS:=100000}" "${SKIP:=}"

ensure_postgres

work=$(mktemp -d /tmp/tierline-bench-build.XXXXXX)
remove_work() { rm -rf "$work"; }
on_exit remove_work

if [ -z "${TIERLINE_BIN:-}" ]; then
	echo "== building tierline" >&2
	go build -o "$work/tierline" ./cmd/tierline
	TIERLINE_BIN=$work/tierline
fi
echo "== measuring $TIERLINE_BIN ($("$TIERLINE_BIN" version 2>/dev/null || echo 'version unknown'))" >&2
go build -o "$work/tierline-bench" ./cmd/tierline-bench

# The pipeline micro-benchmark needs no database of its own; the packages'
# TestMain still opens one, the cheap SQLite kind. Absent, its row says so.
# -p 1: go test would otherwise run one package's benchmark beside the
# other's (or beside a build) on a small machine, and measure the sharing.
# Three runs each, averaged in the table.
echo "== pipeline micro-benchmark" >&2
if ! TIERLINE_TEST_STORE=sqlite go test -p 1 -count 3 -run '^$' -bench 'BenchmarkPipeline' -benchmem ./registry/ ./transport/ >"$work/pipeline.txt" 2>&1; then
	echo "the pipeline benchmark failed:" >&2
	tail -n 20 "$work/pipeline.txt" >&2
fi
grep -E '^Benchmark' "$work/pipeline.txt" >&2 || true

echo "== suite: $CONNS connections, $ROUNDS rounds of $DURATION per side" >&2
"$work/tierline-bench" suite --tierline "$TIERLINE_BIN" --database-url "$TEST_DATABASE_URL" --data data \
	--conns "$CONNS" --duration "$DURATION" --rounds "$ROUNDS" --warmup "$WARMUP" --casinos "$CASINOS" \
	--skip "$SKIP" --pipeline "$work/pipeline.txt" --load-start "$load_start"
