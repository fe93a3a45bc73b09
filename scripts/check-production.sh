#!/usr/bin/env bash
# Builds the tree a production image holds (manifests, lockfile, built output, migrations; no sources) in a
# temporary folder, installs runtime dependencies only, starts it through the container's entrypoint and
# signs in as the demo student. Needs a build first (`npm run build`).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
dir=$(mktemp -d)
pid=
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null || true
  rm -rf "$dir"
}
trap cleanup EXIT

cd "$root"
for built in apps/api/dist apps/judge/dist apps/web/dist; do
  [ -d "$built" ] || { echo "$built is missing: run npm run build first" >&2; exit 1; }
done
cp package.json package-lock.json "$dir/"
for workspace in apps/api apps/judge apps/web packages/contract packages/db packages/domain packages/similarity packages/worker-thread; do
  mkdir -p "$dir/$workspace"
  cp "$workspace/package.json" "$dir/$workspace/"
done
cp -r apps/api/dist "$dir/apps/api/"
cp -r apps/judge/dist "$dir/apps/judge/"
cp -r apps/web/dist "$dir/apps/web/"
cp -r packages/db/drizzle "$dir/packages/db/"

(cd "$dir" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
for dev in vitest tsx esbuild typescript @playwright/test; do
  [ ! -e "$dir/node_modules/$dev" ] || { echo "dev dependency $dev was installed" >&2; exit 1; }
done

port=$(node -e "const s=require('node:net').createServer().listen(0,()=>{console.log(s.address().port);s.close()})")
APP_DIR="$dir" DATA_DIR="$dir/data" PORT="$port" HOST=127.0.0.1 "$root/docker/entrypoint.sh" api >"$dir/out.log" 2>&1 &
pid=$!
for _ in $(seq 1 300); do
  curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break
  kill -0 "$pid" 2>/dev/null || { cat "$dir/out.log"; echo "the production install exited" >&2; exit 1; }
  sleep 0.1
done
curl -sf "http://127.0.0.1:$port/" | grep -q '<div id="root">' || { echo "the web app is not served" >&2; exit 1; }
reply=$(curl -s "http://127.0.0.1:$port/api/student/login" -H 'content-type: application/json' \
  -d '{"Email":"student@demo.test","Password":"Student@123"}')
echo "$reply" | grep -q '"token"' || { echo "demo sign-in failed: $reply" >&2; cat "$dir/out.log"; exit 1; }
# the question-bank import parses in a worker thread whose program sits beside main.js
staff=$(curl -s "http://127.0.0.1:$port/api/college/login" -H 'content-type: application/json' \
  -d '{"Email":"college@demo.test","Password":"College@123"}' | node -e 'process.stdin.on("data",(d)=>process.stdout.write(JSON.parse(d).token??""))')
printf '::Capital:: The capital of India is {=New Delhi}\n' >"$dir/bank.gift"
preview=$(curl -s "http://127.0.0.1:$port/api/college/qb/import/preview" -H "auth-token: $staff" -F "file=@$dir/bank.gift")
echo "$preview" | grep -q '"format":"gift"' || { echo "question-bank import failed: $preview" >&2; cat "$dir/out.log"; exit 1; }
echo "production install: runtime dependencies only, served the web app, signed in the demo student and read a GIFT bank"
