#!/bin/sh
# The container's entrypoint (also runnable on a host with APP_DIR pointing at a production install):
#   api [--workers N]    the web app and the API (migrates the database on start)
#   judge                a judge worker taking coding jobs from Redis (REDIS_URL), reading testcases from DATABASE_URL
#   self-check           compiles and runs hello world in each language inside the sandbox
#   verify-attempts      checks every attempt's hash-chained log
# Anything else is run as a command.
set -e
cd "${APP_DIR:-/app}"
command="${1:-api}"
[ $# -gt 0 ] && shift
case "$command" in
  api) exec node apps/api/dist/main.js "$@" ;;
  judge) exec node apps/api/dist/judge.js worker "$@" ;;
  self-check) exec node apps/api/dist/judge.js self-check "$@" ;;
  verify-attempts) exec node apps/api/dist/verify-attempts.js "$@" ;;
  *) exec "$command" "$@" ;;
esac
