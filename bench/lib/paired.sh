#!/usr/bin/env bash
# The start-up every paired bench shares: builds the app, starts a throwaway PostgreSQL cluster (as
# the postgres user, on a random port), the built app (`NODE_ENV=production node dist/server/main.js`)
# beside the bench's hand-written lean.mjs on the same database, runs the bench's measuring script, and
# stops all of it. Usage, from the project root as root:
#   bash bench/lib/paired.sh NAME     # bench/NAME/lean.mjs and bench/NAME/NAME.mjs, deps from bench/NAME/package.json
# Env: PGLITE=1 (the app on PGlite, app figures only), PROFILE=1 (CPU profile of the app into
# bench/NAME/profiles/), NO_BUILD=1 (measure the build already in dist/); the rest goes to NAME.mjs.
set -u
name=${1:?bench name}
here=$(cd "$(dirname "$0")/../$name" && pwd)
[ -f package.json ] || { echo "run from the project root"; exit 1; }
[ -d "$here/node_modules/autocannon" ] || (cd "$here" && npm ci --no-audit --no-fund >/dev/null 2>&1) || { echo "bench deps failed"; exit 1; }
[ -d node_modules ] || npm ci --no-audit --no-fund >/dev/null 2>&1 || { echo "npm ci failed"; exit 1; }
[ -n "${NO_BUILD:-}" ] || npm run build >/dev/null 2>&1 || { echo "build failed"; exit 1; }
pgdir=$(mktemp -d); chown postgres "$pgdir"; pgport=$((40000 + RANDOM % 10000))
runuser -u postgres -- initdb -D "$pgdir/db" -A trust -U postgres >/dev/null 2>&1 || { echo "initdb failed"; exit 1; }
runuser -u postgres -- pg_ctl -D "$pgdir/db" -o "-p $pgport -k $pgdir -c listen_addresses=127.0.0.1" -l "$pgdir/log" start >/dev/null 2>&1 || { echo "pg start failed"; exit 1; }
createdb -h 127.0.0.1 -p $pgport -U postgres bench
url="postgres://postgres@127.0.0.1:$pgport/bench"
aport=$((20000 + RANDOM % 10000)); lport=$((30000 + RANDOM % 10000))  # fetch refuses some ports (10080) below
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
if [ -n "${PGLITE:-}" ]; then node "$here/$name.mjs" "http://127.0.0.1:$aport" - ; else node "$here/$name.mjs" "http://127.0.0.1:$aport" "http://127.0.0.1:$lport" "$url"; fi
