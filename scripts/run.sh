#!/usr/bin/env bash
# Runs the product on the embedded default: SQLite in ./data, the in-process
# event bus, a generated token secret, the demo data in an empty database, and
# the built client at / when client/ has one. Extra arguments go to `server`
# (e.g. `--listen 0.0.0.0:8080`). Stop with Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/lottery-member/target}"

if [ -f client/package.json ]; then
  echo "==> building the client"
  (cd client && npm ci --no-audit --no-fund && npm run build)
fi

echo "==> building and starting the server (first build takes a few minutes)"
exec cargo run --release --locked -p server -- serve --demo "$@"
