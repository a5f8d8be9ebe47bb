#!/usr/bin/env bash
# The paired read benchmark (bench/README.md "Fast reads"): the app (built as `npm start` runs it) on a
# throwaway PostgreSQL cluster beside lean.mjs, then reads.mjs; the start-up is bench/lib/paired.sh.
# Run from the project root as root (PostgreSQL runs as the postgres user):
#   bash bench/reads/reads.sh            # PostgreSQL, exit 0 when every read meets the goal
#   PGLITE=1 bash bench/reads/reads.sh   # the app on PGlite, app figures only
#   PROFILE=1 bash bench/reads/reads.sh  # also writes a CPU profile of the app to bench/reads/profiles/
#   NO_BUILD=1 bash bench/reads/reads.sh  # measures the build already in dist/
# Env for reads.mjs: ROUNDS, SECONDS, CONNECTIONS, FILLER_ROWS, ONLY.
exec bash "$(dirname "$0")/../lib/paired.sh" reads
