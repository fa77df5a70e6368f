#!/usr/bin/env bash
# The inner loop: what a developer runs after an edit, in a few minutes —
# fmt, clippy (warnings are errors), the rules crate's tests and the domain
# tests on SQLite. The whole suite (both databases, the server, the client,
# the journeys) is scripts/test.sh, which CI runs.
#
# Extra arguments go to the domain tests' filter, e.g.
#   ./scripts/check.sh concurrency
set -euo pipefail
cd "$(dirname "$0")/.."
checkout_key=$(pwd -P | cksum | cut -d' ' -f1)
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/lottery-member/target-$checkout_key}"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
. scripts/lib.sh

step "cargo fmt --check"
cargo fmt --all -- --check
step "clippy (warnings are errors)"
cargo clippy --workspace --all-targets --locked -- -D warnings
step "the rules crate's tests"
cargo test -q --locked -p rules
step "the domain tests on SQLite"
# More test threads than cores: most of these tests wait (a provider's or a
# statement's time-out, a job's lease, a file database's fsync), not
# compute; 8 threads take the warm run from 35 s to 25 s on 2 cores.
env -u TEST_DATABASE_URL cargo test -q --locked -p domain -- --test-threads=8 "$@"
step "checks passed (the whole suite: scripts/test.sh)"
