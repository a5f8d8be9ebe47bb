#!/usr/bin/env bash
# Idle memory of the embedded-database server (issue 20): builds, starts the compiled
# server on a fresh PGlite data folder once (creating it), stops it, starts it again
# on that folder, waits until healthy plus 5 s (the city index is built 2 s after
# listening), and prints the resident set size. Run from the project root.
set -u
[ -f package.json ] || { echo "run from the project root"; exit 1; }
npm run build >/dev/null 2>&1 || { echo "build failed"; exit 1; }
dir=$(mktemp -d); port=$((20000 + RANDOM % 10000))
start() { PORT=$port DATA_DIR="$dir/data" NODE_ENV=production setsid node dist/server/main.js >>"$dir/log" 2>&1 & pid=$!
  for i in $(seq 1 240); do curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && return 0; sleep 0.5; done; echo "no health"; return 1; }
stop() { kill -INT $pid; wait $pid 2>/dev/null; }
start && stop
start || exit 1
sleep 5
rss=$(awk '/VmRSS/ {print int($2/1024)}' /proc/$pid/status); hwm=$(awk '/VmHWM/ {print int($2/1024)}' /proc/$pid/status)
echo "idle RSS ${rss} MB (peak ${hwm} MB) on PGlite, restarted on an existing data folder"
stop; rm -rf "$dir"
[ "$rss" -le 150 ]
