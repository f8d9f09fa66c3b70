#!/usr/bin/env bash
# CI: the SQLite driver for Node 20 (better-sqlite3 12, src/db/sqlite-driver.ts) after an
# `npm ci --ignore-scripts`. Its install script downloads a prebuilt binary from GitHub, out of
# reach here, and then compiles SQLite from source: about 75 s of the two cores on every run. The
# binary it builds is kept in the CI cache (beside Node 24, scripts/test-node24.sh) under the
# driver's version, Node's ABI and the platform, and copied in next time; a cached binary that
# does not load is built again.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGE=node_modules/better-sqlite3-node20
# An optional dependency: absent, nothing to do (Node 22 and later use better-sqlite3 13).
[ -d "$PACKAGE" ] || exit 0

version="$(node -p "require('./$PACKAGE/package.json').version")"
key="better-sqlite3-$version-abi$(node -p process.versions.modules)-$(node -p 'process.platform + "-" + process.arch')"
CACHE="${XDG_CACHE_HOME:-$HOME/.cache}/campus-ci"
BINARY="$PACKAGE/build/Release/better_sqlite3.node"
loads() { node -e "new (require('better-sqlite3-node20'))(':memory:').close()" >/dev/null 2>&1; }

if [ -f "$CACHE/$key.node" ]; then
  mkdir -p "$(dirname "$BINARY")"
  cp "$CACHE/$key.node" "$BINARY"
fi
if ! loads; then
  echo "Building better-sqlite3 $version for Node $(node --version)…"
  npm rebuild better-sqlite3-node20 >/dev/null
  loads || { echo "better-sqlite3 $version, just built, does not load on Node $(node --version)" >&2; exit 1; }
  mkdir -p "$CACHE"
  cp "$BINARY" "$CACHE/$key.node.partial"
  mv "$CACHE/$key.node.partial" "$CACHE/$key.node"
fi
