#!/usr/bin/env bash
# Shared start-up of the benches against the built app (bench/reads, bench/writes, bench/days, bench/mixed):
# builds, starts a throwaway PostgreSQL cluster on a random port, the built app (as `npm start` runs it)
# and, when the bench has one, its hand-written lean.mjs beside it, then runs the bench's driver
# (its LEAN_URL argument is "-" without a lean.mjs); stops all of it on exit. The app inherits the
# caller's environment (a bench may set a limit or METRICS_TOKEN).
# Usage (from the project root, as root: PostgreSQL runs as the postgres user):
#   bash bench/lib/paired.sh BENCH_DIR DRIVER.mjs
# Env: PGLITE=1 (the app on PGlite, app figures only), PROFILE=1 (CPU profile of the app in
# BENCH_DIR/profiles/), NO_BUILD=1 (measure the build already in dist/).
set -u
here=$(cd "$1" && pwd); driver=$2
[ -f package.json ] || { echo "run from the project root"; exit 1; }
# The benches' load generator (bench/package.json, its own lockfile) goes into bench/node_modules, which every bench resolves.
benches=$(cd "$(dirname "$0")/.." && pwd)
[ -d "$benches/node_modules/autocannon" ] || (cd "$benches" && npm ci --no-audit --no-fund >/dev/null 2>&1) || { echo "bench deps failed"; exit 1; }
[ -d node_modules ] || npm ci --no-audit --no-fund >/dev/null 2>&1 || { echo "npm ci failed"; exit 1; }
[ -n "${NO_BUILD:-}" ] || npm run build >/dev/null 2>&1 || { echo "build failed"; exit 1; }
# Every port is below Linux's ephemeral range (32768 up): a load run's own client ports there can hold a
# port chosen at random in it (TIME_WAIT), and PostgreSQL then fails to start.
pgdir=$(mktemp -d); chown postgres "$pgdir"; pgport=$((10100 + RANDOM % 9900))
runuser -u postgres -- initdb -D "$pgdir/db" -A trust -U postgres >/dev/null 2>&1 || { echo "initdb failed"; exit 1; }
runuser -u postgres -- pg_ctl -D "$pgdir/db" -o "-p $pgport -k $pgdir -c listen_addresses=127.0.0.1" -l "$pgdir/log" start >/dev/null 2>&1 || { echo "pg start failed"; exit 1; }
createdb -h 127.0.0.1 -p $pgport -U postgres bench
url="postgres://postgres@127.0.0.1:$pgport/bench"
aport=$((20000 + RANDOM % 10000)); lport=$((30000 + RANDOM % 2700))  # fetch refuses some ports (10080) below 20000
prof=(); if [ -n "${PROFILE:-}" ]; then mkdir -p "$here/profiles"; prof=(--cpu-prof --cpu-prof-dir="$here/profiles"); fi
# PGLITE=1: the app on its embedded PGlite instead (lean.mjs cannot share that database: app figures only).
appdb=(DATABASE_URL="$url"); [ -n "${PGLITE:-}" ] && appdb=(DATA_DIR="$pgdir/pglite")
# With the V8 options `npm start` gives it (package.json "config.node_flags", ADR 066).
flags=$(node -p 'require("./package.json").config.node_flags')
env PORT=$aport HOST=127.0.0.1 NODE_ENV=production "${appdb[@]}" setsid node $flags "${prof[@]}" dist/server/main.js >"$pgdir/app.log" 2>&1 & apid=$!
lpid=; if [ -f "$here/lean.mjs" ]; then setsid node "$here/lean.mjs" $lport "$url" >"$pgdir/lean.log" 2>&1 & lpid=$!; fi
cleanup() {
  # SIGINT lets the app shut down cleanly (and write its CPU profile).
  kill -INT -- -$apid 2>/dev/null; [ -n "$lpid" ] && kill -- -$lpid 2>/dev/null
  for i in $(seq 1 20); do kill -0 $apid 2>/dev/null || break; sleep 0.5; done
  runuser -u postgres -- pg_ctl -D "$pgdir/db" stop -m fast >/dev/null 2>&1; rm -rf "$pgdir"
}
trap cleanup EXIT
for i in $(seq 1 240); do curl -fsS "http://127.0.0.1:$aport/api/health" >/dev/null 2>&1 && break; sleep 0.5; done
[ -n "$lpid" ] && for i in $(seq 1 40); do curl -s "http://127.0.0.1:$lport/" >/dev/null 2>&1 && break; sleep 0.25; done
export APP_PID=$apid LEAN_PID=$lpid
if [ -n "${PGLITE:-}" ] || [ -z "$lpid" ]; then node "$here/$driver" "http://127.0.0.1:$aport" - ; else node "$here/$driver" "http://127.0.0.1:$aport" "http://127.0.0.1:$lport" "$url"; fi
