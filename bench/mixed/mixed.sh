#!/usr/bin/env bash
# A group's mixed load (bench/README.md "A group's mixed load"): the built app on a throwaway PostgreSQL,
# 200 members with their trips' live streams open, 80 % reads / 20 % writes at paced rates.
# Run from the project root as root (PostgreSQL runs as the postgres user):
#   bash bench/mixed/mixed.sh                # rates 25, 50, 100 req/s, 30 s each; exit 0 when every rate meets the goal
#   MINUTES=10 bash bench/mixed/mixed.sh     # memory over ten minutes at RATE (50) req/s
#   PGLITE=1 bash bench/mixed/mixed.sh       # the app on its embedded PGlite
# Env for mixed.mjs: RATES, SECONDS, RATE, MINUTES, MEMBERS, TRIPS; NO_BUILD=1 measures the build in dist/.
# The app inherits these: 200 sign-ups from one address are over the hourly limit a real server keeps,
# and the memory samples read the app's own gauges at /metrics, which answer only with its token.
export LIMIT_REGISTER_PER_HOUR=1000 METRICS_TOKEN=mixed-bench-metrics
exec bash "$(dirname "$0")/../lib/paired.sh" "$(dirname "$0")" mixed.mjs
