#!/usr/bin/env bash
# measure.sh N: the end-to-end figures of the README on a synthetic pool of N
# candidates (and N/50 jobs), on a throwaway Postgres cluster:
#   import      recruitd import --synthetic N
#   reindex     the document build (taxonomy, geo, embedding, stored)
#   start-up    serve loading the embedded index, and its resident memory
#   matching    recruitd load: candidate matching, CONCURRENCY clients for DURATION
#   freshness   recruitd load --freshness: candidates created at RATE a second
#               for FRESH_DURATION, half with a resume parsed in the background,
#               each timed from its 201 until candidate matching finds it
# The matching step also reports the CPU time serve and Postgres spent per
# request (from /proc): steadier than latency on a shared machine.
# Environment: BIN (default bin/recruitd, built first), DIR (cluster, default
# a temporary folder, destroyed at the end unless KEEP=1), REUSE=1 (DIR holds
# a cluster kept from an earlier run with the same N: skip import and
# reindex, so that binaries can be compared in alternating runs over one
# pool), DURATION (20s), CONCURRENCY (2), RATE (50), FRESH_DURATION (30s; 0
# skips the step), METRICS_ADDR (passed to serve: profiles at
# http://METRICS_ADDR/debug/pprof/ during the run).
set -euo pipefail

n=${1:?usage: scripts/measure.sh N}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${BIN:-$root/bin/recruitd}
[[ -n ${BIN:-} ]] || go build -o "$bin" "$root/cmd/recruitd"
dir=${DIR:-$(mktemp -d /tmp/recruitd-measure.XXXXXX)}
addr=127.0.0.1:18097
log=$dir.serve.log
serve_pid=

cleanup() {
	[[ -n $serve_pid ]] && kill "$serve_pid" 2>/dev/null && wait "$serve_pid" 2>/dev/null
	if [[ -n ${KEEP:-} ]]; then
		echo "kept: DATABASE_URL=$DATABASE_URL (scripts/pg.sh destroy $dir when done)"
	else
		"$root/scripts/pg.sh" destroy "$dir" >/dev/null 2>&1 || true
	fi
}
trap cleanup EXIT

# cpu_ticks PID...: user + system CPU of the processes, in clock ticks, one
# "pid ticks" line each.
cpu_ticks() {
	local pid
	for pid in "$@"; do
		[[ -r /proc/$pid/stat ]] && awk -v pid="$pid" '{ print pid, $14 + $15 }' "/proc/$pid/stat"
	done
	return 0
}

# cluster_ticks: cpu_ticks of the cluster's server processes (the
# postmaster's children), which include the connections serve opens.
cluster_ticks() {
	cpu_ticks $(ps -o pid= --ppid "$(head -n 1 "$(readlink -f "$dir/pgdata")/postmaster.pid")")
}

# ticks_since BEFORE AFTER: the CPU ticks spent between two cpu_ticks
# listings; a process that started in between counts from zero.
ticks_since() {
	awk 'NR == FNR { before[$1] = $2; next } { sum += $2 - before[$1] } END { print sum + 0 }' <(echo "$1") <(echo "$2")
}

export DATABASE_URL
DATABASE_URL=$("$root/scripts/pg.sh" start "$dir" auto --fast --tcp)
# serve registers the bootstrap token on a database without one: a reused
# pool keeps the first run's.
[[ -s $dir/token ]] || echo "rcd_measure_$RANDOM$RANDOM" >"$dir/token"
token=$(cat "$dir/token")
jobs=$((n / 50))

if [[ -n ${REUSE:-} ]]; then
	echo "== reusing the pool in $dir"
else
	echo "== import: $n candidates, $jobs jobs"
	/usr/bin/time -f "import: %e s wall" "$bin" import --synthetic "$n" 2>&1 | tr '\r' '\n' | grep -E 'inserted|wall'
	echo "== reindex"
	/usr/bin/time -f "reindex: %e s wall, %U s user CPU (recruitd), %M KB max RSS" "$bin" reindex 2>&1 | tr '\r' '\n' | grep -E '100%|current|wall'
fi
echo "== serve start-up"
start=$(date +%s.%N)
RECRUITD_BOOTSTRAP_TOKEN=$token "$bin" serve --listen "$addr" >"$log" 2>&1 &
serve_pid=$!
until curl -sf "http://$addr/readyz" >/dev/null; do
	kill -0 "$serve_pid" 2>/dev/null || { cat "$log"; exit 1; }
	sleep 0.2
done
echo "ready after $(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }') s; $(grep -o '"msg":"embedded index loaded","took":[0-9.]*' "$log" | grep -o '[0-9.]*$') s loading the index, $(grep -o '"heap_bytes":[0-9]*' "$log" | grep -o '[0-9]*$' | awk '{ printf "%.0f", $1 / 1048576 }') MB heap after it"
echo "serve RSS: $(($(ps -o rss= -p "$serve_pid") / 1024)) MB"
echo "== candidate matching: ${CONCURRENCY:-2} clients, ${DURATION:-20s}"
serve_before=$(cpu_ticks "$serve_pid") pg_before=$(cluster_ticks)
"$bin" load --url "http://$addr" --token "$token" --jobs "1-$jobs" --duration "${DURATION:-20s}" --concurrency "${CONCURRENCY:-2}" | tee "$dir.load" | tail -2
requests=$(grep -o '^[0-9]* requests ok' "$dir.load" | cut -d' ' -f1)
awk -v s="$(ticks_since "$serve_before" "$(cpu_ticks "$serve_pid")")" -v p="$(ticks_since "$pg_before" "$(cluster_ticks)")" \
	-v n="$requests" -v hz="$(getconf CLK_TCK)" -v load="$(cut -d' ' -f1 /proc/loadavg)" \
	'BEGIN { printf "CPU per request: serve %.1f ms, Postgres %.1f ms (load average %s)\n", 1000 * s / hz / n, 1000 * p / hz / n, load }'
rm -f "$dir.load"
[[ ${FRESH_DURATION:-30s} != 0 ]] || exit 0
echo "== freshness: ${RATE:-50} candidates a second for ${FRESH_DURATION:-30s}, half with a resume"
"$bin" load --url "http://$addr" --token "$token" --freshness --rate "${RATE:-50}" --duration "${FRESH_DURATION:-30s}"
