# Sourced by test.sh and bench.sh: makes sure TEST_DATABASE_URL points at a
# PostgreSQL server that answers.
#  - a server answers: use it;
#  - none answers and CI=true: fail loudly (CI must never skip database tests);
#  - none answers locally: start a throwaway cluster if PostgreSQL's binaries
#    are installed (stopped and deleted on exit), else print the one command
#    that installs them.

: "${TEST_DATABASE_URL:=postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable}"
export TEST_DATABASE_URL

# on_exit CMD runs CMD when the script exits. Every helper adds to one list
# run by one EXIT trap: a second `trap ... EXIT` would replace the first.
if ! declare -F on_exit >/dev/null; then
	EXIT_HOOKS=()
	on_exit() {
		EXIT_HOOKS+=("$1")
		trap 'for hook in "${EXIT_HOOKS[@]}"; do "$hook"; done' EXIT
	}
fi

pg_answers() {
	local url=$1 hostport host port
	if command -v pg_isready >/dev/null 2>&1; then
		pg_isready -q -t 3 -d "$url"
		return
	fi
	hostport=$(printf '%s' "$url" | sed -E 's#^[a-z]+://([^@/]*@)?([^/?]*).*#\2#')
	host=${hostport%:*}
	port=${hostport##*:}
	[ "$port" = "$hostport" ] && port=5432
	timeout 3 bash -c "exec 3<>/dev/tcp/${host:-127.0.0.1}/$port" 2>/dev/null
}

find_pg_bin() {
	local dir
	if command -v initdb >/dev/null 2>&1; then
		dirname "$(command -v initdb)"
		return
	fi
	dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
	[ -n "$dir" ] && [ -x "$dir/initdb" ] && echo "$dir"
}

start_throwaway_postgres() {
	local bin dir port=55432 as=()
	bin=$(find_pg_bin) || true
	if [ -z "$bin" ]; then
		echo "PostgreSQL does not answer at $TEST_DATABASE_URL and is not installed." >&2
		echo "Install it with:  sudo apt-get install -y postgresql   (then run make test again)" >&2
		exit 1
	fi
	dir=$(mktemp -d /tmp/tierline-pg.XXXXXX)
	if [ "$(id -u)" = 0 ]; then
		# initdb refuses to run as root; the postgresql package creates this user.
		chown postgres "$dir"
		as=(runuser -u postgres --)
	fi
	echo "PostgreSQL does not answer at $TEST_DATABASE_URL; starting a throwaway cluster in $dir on port $port" >&2
	"${as[@]}" "$bin/initdb" -D "$dir/data" -U postgres --auth=trust >/dev/null
	"${as[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w \
		-o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off" start >/dev/null
	THROWAWAY_PG="$bin/pg_ctl -D $dir/data"
	THROWAWAY_DIR=$dir
	THROWAWAY_AS="${as[*]}"
	on_exit stop_throwaway_postgres
	TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres?sslmode=disable"
	export TEST_DATABASE_URL
}

stop_throwaway_postgres() {
	if [ -n "${THROWAWAY_PG:-}" ]; then
		$THROWAWAY_AS $THROWAWAY_PG -m fast stop >/dev/null 2>&1 || true
		rm -rf "$THROWAWAY_DIR"
		THROWAWAY_PG=
	fi
}

ensure_postgres() {
	if pg_answers "$TEST_DATABASE_URL"; then
		return
	fi
	if [ "${CI:-}" = true ]; then
		echo "FAIL: PostgreSQL does not answer at $TEST_DATABASE_URL (TEST_DATABASE_URL)." >&2
		echo "CI=true: database tests must run, never skip. Start the server (see .ci/run)." >&2
		exit 1
	fi
	start_throwaway_postgres
}
