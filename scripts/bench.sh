#!/usr/bin/env bash
# Runs the benchmark suite (BENCHMARKS.md) on a release build:
#   scripts/bench.sh                 # small scale, a few minutes
#   scripts/bench.sh --scale full    # performance.md's dataset and 10k sockets
# Every flag goes to `bench run` (see `bench run --help`): --pg URL,
# --reseed, --no-peer, --out FILE, --cache DIR.
#
# Needs PostgreSQL (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432),
# wrk and pgbench (installed from the system packages when missing) and,
# for the PostGraphile peer, npm (bench/peer is installed on first use).
set -euo pipefail
cd "$(dirname "$0")/.."
checkout_key=$(pwd -P | cksum | cut -d' ' -f1)
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/lottery-member/target-$checkout_key}"
. scripts/lib.sh

command -v wrk >/dev/null || apt_install wrk
command -v pgbench >/dev/null || ls /usr/lib/postgresql/*/bin/pgbench >/dev/null 2>&1 \
  || apt_install postgresql-contrib

# The PostGraphile peer asks for Node >= 22.
command -v npm >/dev/null && ensure_node
step "building the bench binary (release)"
cargo build --release --locked -p bench
step "running the suite"
exec "$CARGO_TARGET_DIR/release/bench" run "$@"
