#!/usr/bin/env bash
# The paired read benchmark (bench/reads/README in bench/README.md): starts the app (built
# with `npm start`) on a throwaway PostgreSQL cluster beside lean.mjs, then runs reads.mjs.
# Run from the project root as root (PostgreSQL runs as the postgres user):
#   bash bench/reads/reads.sh            # PostgreSQL, exit 0 when every read meets the goal
#   PGLITE=1 bash bench/reads/reads.sh   # the app on PGlite, app figures only
#   PROFILE=1 bash bench/reads/reads.sh  # also writes a CPU profile of the app to bench/reads/profiles/
#   NO_BUILD=1 bash bench/reads/reads.sh  # measures the build already in dist/
# Env for reads.mjs: ROUNDS, SECONDS, CONNECTIONS, FILLER_ROWS, ONLY.
set -u
here=$(cd "$(dirname "$0")" && pwd)
[ -f package.json ] || { echo "run from the project root"; exit 1; }
[ -d "$here/node_modules/autocannon" ] || (cd "$here" && npm ci --no-audit --no-fund >/dev/null 2>&1) || { echo "bench deps failed"; exit 1; }
[ -d node_modules ] || npm ci --no-audit --no-fund >/dev/null 2>&1 || { echo "npm ci failed"; exit 1; }
[ -n "${NO_BUILD:-}" ] || npm run build >/dev/null 2>&1 || { echo "build failed"; exit 1; }
pgdir=$(mktemp -d); chown postgres "$pgdir"; pgport=$((40000 + RANDOM % 10000))
runuser -u postgres -- initdb -D "$pgdir/db" -A trust -U postgres >/dev/null 2>&1 || { echo "initdb failed"; exit 1; }
runuser -u postgres -- pg_ctl -D "$pgdir/db" -o "-p $pgport -k $pgdir -c listen_addresses=127.0.0.1" -l "$pgdir/log" start >/dev/null 2>&1 || { echo "pg start failed"; exit 1; }
createdb -h 127.0.0.1 -p $pgport -U postgres bench
url="postgres://postgres@127.0.0.1:$pgport/bench"
aport=$((20000 + RANDOM % 10000)); lport=$((10000 + RANDOM % 10000))
prof=(); if [ -n "${PROFILE:-}" ]; then mkdir -p "$here/profiles"; prof=(--cpu-prof --cpu-prof-dir="$here/profiles"); fi
# PGLITE=1: the app on its embedded PGlite instead (lean.mjs cannot share that database: app figures only).
appdb=(DATABASE_URL="$url"); [ -n "${PGLITE:-}" ] && appdb=(DATA_DIR="$pgdir/pglite")
env PORT=$aport HOST=127.0.0.1 NODE_ENV=production "${appdb[@]}" setsid node "${prof[@]}" dist/server/main.js >"$pgdir/app.log" 2>&1 & apid=$!
setsid node "$here/lean.mjs" $lport "$url" >"$pgdir/lean.log" 2>&1 & lpid=$!
cleanup() {
  # SIGINT lets the app shut down cleanly (and write its CPU profile).
  kill -INT -- -$apid 2>/dev/null; kill -- -$lpid 2>/dev/null
  for i in $(seq 1 20); do kill -0 $apid 2>/dev/null || break; sleep 0.5; done
  runuser -u postgres -- pg_ctl -D "$pgdir/db" stop -m fast >/dev/null 2>&1; rm -rf "$pgdir"
}
trap cleanup EXIT
for i in $(seq 1 240); do curl -fsS "http://127.0.0.1:$aport/api/health" >/dev/null 2>&1 && break; sleep 0.5; done
export APP_PID=$apid LEAN_PID=$lpid
if [ -n "${PGLITE:-}" ]; then node "$here/reads.mjs" "http://127.0.0.1:$aport" - ; else node "$here/reads.mjs" "http://127.0.0.1:$aport" "http://127.0.0.1:$lport" "$url"; fi
