# Sourced by test.sh: makes sure TEST_REDIS_URL points at a Redis that
# answers (the shared rate-limit tests count in it).
#  - a server answers: use it;
#  - none answers and CI=true: fail loudly (CI must never skip Redis tests);
#  - none answers locally: start a throwaway redis-server if it is installed
#    (no persistence, stopped and deleted on exit), else print the one
#    command that installs it.

: "${TEST_REDIS_URL:=redis://127.0.0.1:6379/0}"
export TEST_REDIS_URL

# on_exit CMD runs CMD when the script exits. Every helper adds to one list
# run by one EXIT trap: a second `trap ... EXIT` would replace the first.
if ! declare -F on_exit >/dev/null; then
	EXIT_HOOKS=()
	on_exit() {
		EXIT_HOOKS+=("$1")
		trap 'for hook in "${EXIT_HOOKS[@]}"; do "$hook"; done' EXIT
	}
fi

# without_password URL: the URL without its password, for messages.
without_password() {
	printf '%s' "$1" | sed -E 's#//[^@/]*@#//#'
}

# redis_answers URL: whether a Redis answers PING at URL
# (redis://[user:password@]host[:port][/db]).
redis_answers() {
	local url=$1 hostport host port
	if command -v redis-cli >/dev/null 2>&1; then
		[ "$(timeout 3 redis-cli -u "$url" ping 2>/dev/null)" = PONG ]
		return
	fi
	hostport=$(printf '%s' "$url" | sed -E 's#^[a-z]+://([^@/]*@)?([^/?]*).*#\2#')
	host=${hostport%:*}
	port=${hostport##*:}
	[ "$port" = "$hostport" ] && port=6379
	# Without redis-cli: speak RESP by hand. -NOAUTH is a Redis too (the
	# tests authenticate with the URL's password).
	timeout 3 bash -c 'exec 3<>"/dev/tcp/$0/$1" && printf "PING\r\n" >&3 && IFS= read -r line <&3 &&
		[[ $line == "+PONG"* || $line == "-NOAUTH"* ]]' "${host:-127.0.0.1}" "$port" 2>/dev/null
}

# port_free PORT: whether nothing listens on 127.0.0.1:PORT.
port_free() {
	! timeout 1 bash -c 'exec 3<>"/dev/tcp/127.0.0.1/$0"' "$1" 2>/dev/null
}

start_throwaway_redis() {
	local port=56379 dir pid
	if ! command -v redis-server >/dev/null 2>&1; then
		echo "Redis does not answer at $(without_password "$TEST_REDIS_URL") and redis-server is not installed." >&2
		echo "Install it with:  sudo apt-get install -y redis-server   (then run make test again)" >&2
		exit 1
	fi
	# Another run's throwaway may hold 56379: take the next free port.
	while ! port_free "$port"; do
		port=$((port + 1))
		if [ "$port" -gt 56399 ]; then
			echo "No free port in 56379-56399 for a throwaway redis-server." >&2
			exit 1
		fi
	done
	dir=$(mktemp -d /tmp/tierline-redis.XXXXXX)
	THROWAWAY_REDIS_DIR=$dir
	on_exit stop_throwaway_redis
	echo "Redis does not answer at $(without_password "$TEST_REDIS_URL"); starting a throwaway redis-server in $dir on port $port" >&2
	redis-server --bind 127.0.0.1 --port "$port" --save "" --appendonly no \
		--daemonize yes --pidfile "$dir/redis.pid" --dir "$dir" --logfile "$dir/redis.log"
	for _ in $(seq 50); do
		if [ -s "$dir/redis.pid" ] && redis_answers "redis://127.0.0.1:$port/0"; then
			pid=$(cat "$dir/redis.pid")
			# Make sure the server that answers is the one just started.
			if kill -0 "$pid" 2>/dev/null; then
				THROWAWAY_REDIS_PID=$pid
				TEST_REDIS_URL="redis://127.0.0.1:$port/0"
				export TEST_REDIS_URL
				return
			fi
		fi
		sleep 0.1
	done
	echo "The throwaway redis-server did not start; its log ($dir/redis.log):" >&2
	tail -n 20 "$dir/redis.log" >&2 || true
	exit 1
}

stop_throwaway_redis() {
	[ -n "${THROWAWAY_REDIS_DIR:-}" ] || return 0
	local pid=${THROWAWAY_REDIS_PID:-}
	if [ -z "$pid" ] && [ -s "$THROWAWAY_REDIS_DIR/redis.pid" ]; then
		pid=$(cat "$THROWAWAY_REDIS_DIR/redis.pid")
	fi
	if [ -n "$pid" ] && kill "$pid" 2>/dev/null; then
		for _ in $(seq 50); do
			kill -0 "$pid" 2>/dev/null || break
			sleep 0.1
		done
	fi
	rm -rf "$THROWAWAY_REDIS_DIR"
	THROWAWAY_REDIS_DIR=
}

ensure_redis() {
	if redis_answers "$TEST_REDIS_URL"; then
		return
	fi
	if [ "${CI:-}" = true ]; then
		echo "FAIL: Redis does not answer at $(without_password "$TEST_REDIS_URL") (TEST_REDIS_URL)." >&2
		echo "CI=true: the shared rate-limit tests must run, never skip. Start the server (see .ci/run)." >&2
		exit 1
	fi
	start_throwaway_redis
}
