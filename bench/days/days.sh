#!/usr/bin/env bash
# The paired day plan benchmark (bench/README.md "Day plan (issue 48)"): the app (built as `npm start`
# runs it) on a throwaway PostgreSQL cluster beside lean.mjs, then days.mjs; the start-up is bench/lib/paired.sh.
# Run from the project root as root (PostgreSQL runs as the postgres user):
#   bash bench/days/days.sh             # PostgreSQL, exit 0 when the read and its growth meet the goals
#   PGLITE=1 bash bench/days/days.sh    # the app on PGlite, app figures only
#   PROFILE=1 bash bench/days/days.sh   # also writes a CPU profile of the app to bench/days/profiles/
#   NO_BUILD=1 bash bench/days/days.sh  # measures the build already in dist/
# Env for days.mjs: ROUNDS, SECONDS, CONNECTIONS, GROWTH, GROWTH_ROUNDS, FILLER_TRIPS.
exec bash "$(dirname "$0")/../lib/paired.sh" "$(dirname "$0")" days.mjs
