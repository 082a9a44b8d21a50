#!/usr/bin/env bash
# make test: every test of the module, once on the embedded SQLite store and
# once on PostgreSQL (the reference). Each test binary creates its own
# database and drops it afterwards. The shared rate-limit tests count in
# Redis (TEST_REDIS_URL), each under a key prefix of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/postgres.sh
. scripts/redis.sh
ensure_postgres
ensure_redis
echo "== Redis at $(without_password "$TEST_REDIS_URL")"

echo "== go test on SQLite"
TIERLINE_TEST_STORE=sqlite go test -count=1 "$@" ./...
echo "== go test on PostgreSQL ($(printf '%s' "$TEST_DATABASE_URL" | sed -E 's#//[^@/]*@#//#'))"
TIERLINE_TEST_STORE=postgres go test -count=1 "$@" ./...
