#!/usr/bin/env bash
# Runs the product on the embedded default: SQLite in ./data, the in-process
# event bus, a generated token secret, the demo data in an empty database, and
# the built client at / when client/ has one. Extra arguments go to `server`
# (e.g. `--listen 0.0.0.0:8080`). Stop with Ctrl-C.
set -euo pipefail
cd "$(dirname "$0")/.."
# One target dir per checkout, outside the clone: dependencies stay built
# between runs, and two checkouts never share (and overwrite) each other's
# `target/debug/server`.
checkout_key=$(pwd -P | cksum | cut -d' ' -f1)
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/lottery-member/target-$checkout_key}"

. scripts/lib.sh

if [ -f client/package.json ]; then
  ensure_node
  echo "==> building the client (Node $(node --version))"
  (cd client && npm ci --no-audit --no-fund && npm run build)
  # The API reference the server serves at /docs/api/ (docs/partners.md).
  # SpectaQL's Sass prints pages of warnings on success: shown on a failure.
  echo "==> building the API reference (docs/reference)"
  npm ci --prefix docs --no-audit --no-fund --loglevel=error >/dev/null
  out=$(npm --prefix docs run -s reference 2>&1) || { echo "$out"; exit 1; }
fi

echo "==> building and starting the server (first build takes a few minutes)"
exec cargo run --release --locked -p server -- serve --demo "$@"
