#!/usr/bin/env bash
# The paired write benchmark (bench/README.md "Writes (issue 48)"): the app beside lean.mjs, then writes.mjs.
# Run from the project root as root (PostgreSQL runs as the postgres user):
#   bash bench/writes/writes.sh            # PostgreSQL, exit 0 when every write meets the goal
#   PGLITE=1 bash bench/writes/writes.sh   # the app on PGlite, app figures only
#   PROFILE=1 bash bench/writes/writes.sh  # also writes a CPU profile of the app to bench/writes/profiles/
#   NO_BUILD=1 bash bench/writes/writes.sh  # measures the build already in dist/
# Env for writes.mjs: ROUNDS, SECONDS, CONNECTIONS, ONLY. Start-up: bench/lib/paired.sh.
exec bash "$(dirname "$0")/../lib/paired.sh" "$(dirname "$0")" writes.mjs
