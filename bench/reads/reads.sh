#!/usr/bin/env bash
# The paired read benchmark (bench/README.md "Fast reads"): the app beside lean.mjs, then reads.mjs.
# Run from the project root as root (PostgreSQL runs as the postgres user):
#   bash bench/reads/reads.sh            # PostgreSQL, exit 0 when every read meets the goal
#   PGLITE=1 bash bench/reads/reads.sh   # the app on PGlite, app figures only
#   PROFILE=1 bash bench/reads/reads.sh  # also writes a CPU profile of the app to bench/reads/profiles/
#   NO_BUILD=1 bash bench/reads/reads.sh  # measures the build already in dist/
# Env for reads.mjs: ROUNDS, SECONDS, CONNECTIONS, FILLER_ROWS, ONLY. Start-up: bench/lib/paired.sh.
exec bash "$(dirname "$0")/../lib/paired.sh" "$(dirname "$0")" reads.mjs
