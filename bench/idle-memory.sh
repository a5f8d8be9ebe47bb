#!/usr/bin/env bash
# Idle memory of the embedded-database server (issue 20): builds, starts the compiled
# server on a fresh PGlite data folder once (creating it), stops it, starts it again
# on that folder, and prints the resident set size 5 s after healthy (the city index
# used to be built 2 s after listening; kept for comparison with earlier rounds) and
# after IDLE_SECONDS (default 60) with no requests: the pass/fail figure. Nothing here
# forces a collection or sends a request after the health check; the server sets no V8
# flag of its own and is started as `npm start` starts it (ADR 066).
# NO_BUILD=1 measures dist/ as it is.
# Run from the project root.
set -u
[ -f package.json ] || { echo "run from the project root"; exit 1; }
idle=${IDLE_SECONDS:-60}
[ -n "${NO_BUILD:-}" ] || npm run build >/dev/null 2>&1 || { echo "build failed"; exit 1; }
dir=$(mktemp -d); port=$((20000 + RANDOM % 10000))
# As `npm start` runs it: with package.json's V8 options (ADR 066; the young generation uncapped, ADR 040 "Amended").
flags=$(node -p 'require("./package.json").config.node_flags')
start() { PORT=$port DATA_DIR="$dir/data" setsid node $flags dist/server/main.js >>"$dir/log" 2>&1 & pid=$!
  for i in $(seq 1 240); do curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && return 0; sleep 0.5; done; echo "no health"; return 1; }
stop() { kill -INT $pid; wait $pid 2>/dev/null; }
mb() { awk -v k="$1:" '$1 == k {print int($2/1024)}' /proc/$pid/status; }
trap 'kill -INT $pid 2>/dev/null; rm -rf "$dir"' EXIT
start && stop
start || exit 1
sleep 5
early=$(mb VmRSS)
sleep $((idle - 5))
rss=$(mb VmRSS); hwm=$(mb VmHWM)
echo "idle RSS ${early} MB at 5 s, ${rss} MB at ${idle} s (peak ${hwm} MB) on PGlite, restarted on an existing data folder"
stop
[ "$rss" -le 150 ]
