#!/usr/bin/env bash
# Runs every check CI runs, in order:
#   1. cargo fmt --check            4. npm ci of the graphql-ws test client
#                                      and of the partner quickstart (+ codegen,
#                                      typecheck; the server tests run it)
#   2. clippy -D warnings           5. all tests on SQLite
#   3. one build of every target,   6. all tests on PostgreSQL
#      schema/schema.graphql drift
#   7. the legacy fuzz run (OpenAPI validation + schemathesis)
#   7b. the benchmark harness at small scale (BENCHMARKS.md)
#   8. the client: npm ci, codegen freshness, tsc, eslint, vitest, build;
#      the docs' examples and the API reference (beside steps 7 and 7b);
#      the docs: GraphQL examples against the SDL and the code tours' paths
#      (npm run check:docs) and the API reference (docs/reference/)
#   9. the client journeys in a real Chromium (Playwright)
#   (Redis-backed tests run in both passes; the OpenAPI drift check is a test)
#
# PostgreSQL and Redis: TEST_DATABASE_URL / TEST_REDIS_URL when set; else the
# local servers on 127.0.0.1:5432 / :6379 when they answer; else throwaway
# instances on free ports (installed from the system packages when missing),
# stopped and deleted on exit. Tests that need them fail, never skip.
#
# Environment: CARGO_TARGET_DIR (default ~/.cache/lottery-member/target-<key
# of this checkout's path>, outside the clone so builds are reused; a new
# one starts from the newest other checkout's built dependencies),
# TEST_THROWAWAY=1 to always start throwaway services, CARGO_INCREMENTAL
# (default 0 here: no incremental caches).
set -euo pipefail
cd "$(dirname "$0")/.."

# One target dir per checkout, outside the clone: dependencies stay built
# between runs, and two checkouts never share (and overwrite) each other's
# `target/debug/server`.
checkout_key=$(pwd -P | cksum | cut -d' ' -f1)
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/lottery-member/target-$checkout_key}"
export CARGO_TERM_COLOR="${CARGO_TERM_COLOR:-never}"
# No incremental caches: a run builds each crate once and reuses it by its
# fingerprint, so they save no time here, and they were most of the run's
# disk (24 GiB of a 34 GiB target dir, measured; a CI machine once ran out).
export CARGO_INCREMENTAL="${CARGO_INCREMENTAL:-0}"
work="$(mktemp -d)"
pg_dir="" pg_owner="" redis_pid=""

. scripts/lib.sh

cleanup() {
  set +e
  if [ -n "${client_pid:-}" ]; then kill "$client_pid" 2>/dev/null; fi
  if [ -n "$pg_dir" ]; then
    as_owner "$(pg_bin pg_ctl)" -D "$pg_dir/data" -m fast -w stop >/dev/null 2>&1
    rm -rf "$pg_dir"
  fi
  if [ -n "$redis_pid" ]; then kill "$redis_pid" 2>/dev/null; fi
  rm -rf "$work"
}
trap cleanup EXIT

pg_bin() {
  local found
  found=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$found" ] && [ -x "$found/$1" ]; then echo "$found/$1"; else command -v "$1"; fi
}

# PostgreSQL refuses to run as root: run it as its own system user.
as_owner() {
  if [ -n "$pg_owner" ]; then runuser -u "$pg_owner" -- "$@"; else "$@"; fi
}

start_postgres() {
  [ -n "$(pg_bin initdb)" ] || apt_install postgresql
  local port; port=$(free_port)
  pg_dir="$(mktemp -d)"
  if [ "$(id -u)" -eq 0 ]; then
    pg_owner=postgres
    id "$pg_owner" >/dev/null 2>&1 || useradd --system --no-create-home "$pg_owner"
    chown "$pg_owner" "$pg_dir"
  fi
  step "starting a throwaway PostgreSQL on port $port"
  as_owner "$(pg_bin initdb)" -D "$pg_dir/data" -U postgres -A trust >/dev/null
  as_owner "$(pg_bin pg_ctl)" -D "$pg_dir/data" -l "$pg_dir/log" -w \
    -o "-p $port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
}

start_redis() {
  command -v redis-server >/dev/null || apt_install redis-server
  local port; port=$(free_port)
  step "starting a throwaway Redis on port $port"
  redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no \
    --daemonize no --logfile "$work/redis.log" &
  redis_pid=$!
  for _ in $(seq 1 50); do port_open "$port" && break; sleep 0.1; done
  port_open "$port" || die "throwaway Redis did not start (see $work/redis.log)"
  TEST_REDIS_URL="redis://127.0.0.1:$port"
}

# --- services ---------------------------------------------------------------
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if [ "${TEST_THROWAWAY:-0}" != 1 ] && port_open 5432 \
     && { ! command -v psql >/dev/null || psql -h 127.0.0.1 -U postgres -d postgres -tAc 'select 1' >/dev/null 2>&1; }; then
    TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/postgres"
  else
    start_postgres
  fi
fi
if [ -z "${TEST_REDIS_URL:-}" ]; then
  if [ "${TEST_THROWAWAY:-0}" != 1 ] && port_open 6379; then
    TEST_REDIS_URL="redis://127.0.0.1:6379"
  else
    start_redis
  fi
fi
export TEST_REDIS_URL
echo "PostgreSQL: ${TEST_DATABASE_URL}"
echo "Redis:      ${TEST_REDIS_URL}"

# A checkout with no build of its own yet (CI's fresh clone, in a new
# folder) starts from the newest other checkout's dependencies on this
# machine: the same lockfile builds the same files, and building them
# cold is most of a fresh clone's first build (CI's run took 48 minutes
# where the session's own took 37).
if [ ! -d "$CARGO_TARGET_DIR/debug/deps" ]; then
  donor=$(ls -dt "$HOME"/.cache/lottery-member/target-* 2>/dev/null \
    | grep -v -e '-previous$' -e "^$CARGO_TARGET_DIR\$" | head -n 1 || true)
  if [ -n "$donor" ] && [ -d "$donor/debug/deps" ]; then
    step "starting $CARGO_TARGET_DIR from the dependencies built in $donor (hard links)"
    link_dependencies "$donor" "$CARGO_TARGET_DIR"
  fi
fi

# --- checks -----------------------------------------------------------------
step "cargo fmt --check"
cargo fmt --all -- --check

step "clippy (warnings are errors)"
cargo clippy --workspace --all-targets --locked -- -D warnings

# One build of every target, and every later step runs what it built: a
# cargo command over a part of the workspace (`-p server`, `-p bench`)
# resolves other features (no dev-dependencies, or another crate's) and
# builds the workspace's crates and some dependencies again — three such
# builds were about a quarter of a CI run.
step "build every target of the workspace (one set of features for every step)"
cargo build --workspace --all-targets --locked
bin="$CARGO_TARGET_DIR/debug"
export SERVER_BIN="$bin/server"

step "schema/schema.graphql and schema.full.graphql equal 'server print-schema [--full]'"
"$bin/server" print-schema > "$work/schema.graphql"
if ! diff -u schema/schema.graphql "$work/schema.graphql"; then
  die "schema/schema.graphql is stale: run 'cargo run -p server -- print-schema > schema/schema.graphql'"
fi
"$bin/server" print-schema --full > "$work/schema.full.graphql"
if ! diff -u schema/schema.full.graphql "$work/schema.full.graphql"; then
  die "schema/schema.full.graphql is stale: run 'cargo run -p server -- print-schema --full > schema/schema.full.graphql'"
fi

# The graphql-ws npm library checks the WebSocket protocol from Node.
step "npm ci (server/tests/graphql-ws-client)"
command -v node >/dev/null && command -v npm >/dev/null || die "Node.js and npm are needed for the graphql-ws client test"
ensure_node
echo "Node: $(node --version)"
# Warnings stay visible: an engine the dependencies refuse (EBADENGINE)
# fails the run instead of scrolling past.
npm_ci() {
  local out
  out=$(npm ci "$@" --no-audit --no-fund --loglevel=warn 2>&1) || { echo "$out"; die "npm ci $* failed"; }
  if echo "$out" | grep -q EBADENGINE; then echo "$out"; die "npm ci $*: a dependency refuses Node $(node --version)"; fi
}
npm_ci --prefix server/tests/graphql-ws-client

# The partner quickstart runs against a live server in the server tests
# (partner_quickstart.rs): its packages, its types from the SDL, and a
# type check, as a partner would run them.
step "the partner quickstart: npm ci, codegen, typecheck (examples/partner)"
npm_ci --prefix examples/partner
(cd examples/partner && npm run -s codegen >/dev/null && npm run -s typecheck)

# The rolling restart (server/tests/server/rolling_restart.rs) runs the
# deploy recipe's HAProxy configuration: Debian's package.
command -v haproxy >/dev/null || apt_install haproxy

# The rolling restart and the Redis outage are PostgreSQL deployments
# (deploy/): they run in the PostgreSQL pass only.
step "tests on SQLite"
env -u TEST_DATABASE_URL cargo test --workspace --locked -- --skip rolling_restart:: --skip redis_down::

step "tests on PostgreSQL"
TEST_DATABASE_URL="$TEST_DATABASE_URL" cargo test --workspace --locked

# A rolling deploy runs the previous release on this release's schema: its
# server (the commit in deploy/previous-release) answers its own client's
# reads on a database this release migrated (previous_release.rs). Its
# target dir starts as this one's dependencies (the same builds), so only
# the workspace's crates compile: ~80 s to build, against ~8 minutes cold.
# (One target dir for both would not do: the two releases' crates have the
# same names and overwrite each other.) The dependencies are hard links,
# not copies — a copy doubled the disk the run takes, and a CI machine
# once ran out of it — and this release's own crates are removed from the
# linked tree, so the previous release's build writes new files rather
# than through a link into this tree.
step "the previous release on this schema (scripts/previous-release.sh)"
prev_target="$CARGO_TARGET_DIR-previous"
[ -d "$prev_target/debug/deps" ] || link_dependencies "$CARGO_TARGET_DIR" "$prev_target"
PREVIOUS_RELEASE_SERVER=$(PREVIOUS_RELEASE_TARGET="$prev_target" scripts/previous-release.sh)
export PREVIOUS_RELEASE_SERVER
env -u TEST_DATABASE_URL cargo test --workspace --locked --test server previous_release -- --ignored
TEST_DATABASE_URL="$TEST_DATABASE_URL" cargo test --workspace --locked --test server previous_release -- --ignored

# The client's and the docs' checks need Node only; they run in the
# background beside the fuzz and benchmark steps, their output kept until
# they end.
client_log="$work/client-checks.log"
(
  step "client: npm ci, codegen freshness, typecheck, lint, unit tests, build"
  npm_ci --prefix client
  (cd client && npm run -s codegen >/dev/null)
  if [ -n "$(git status --porcelain -- client/src/gql)" ]; then
    git --no-pager diff --stat -- client/src/gql
    die "generated client types are stale: run 'npm run codegen' in client/ and commit client/src/gql"
  fi
  (cd client && npm run -s typecheck && npm run -s lint && npm run -s test && npm run -s build)

  step "docs: every GraphQL example validates against the SDL, every code-tour path exists, the partner collection is current"
  (cd client && npm run -s check:docs)

  # The API reference (docs/partners.md): SpectaQL from docs/package.json, its
  # own lockfile so the client's tree stays as it is. Its Sass prints pages of
  # deprecation warnings on success, so the output shows only on a failure.
  step "docs: the API reference from schema/schema.graphql (SpectaQL, into docs/reference/)"
  npm_ci --prefix docs
  rm -rf docs/reference
  out=$(npm --prefix docs run -s reference 2>&1) || { echo "$out"; die "the API reference did not build (npm --prefix docs run reference)"; }
  grep -q latestDraws docs/reference/index.html || die "docs/reference/index.html does not list the schema's fields"
) >"$client_log" 2>&1 &
client_pid=$!
echo "client and docs checks running in the background (pid $client_pid)"

step "fuzzing the legacy layer (schemathesis, scripts/fuzz-legacy.sh)"
./scripts/fuzz-legacy.sh

# After the fuzz, not beside it: run side by side, the fuzz's fake
# providers once went unreachable mid-run (a port race with the harness's
# servers is the suspect), failing the fuzz with 502s.
step "the benchmark harness at small scale (scripts/bench.sh; proves it works, asserts no timing)"
command -v wrk >/dev/null || apt_install wrk
command -v pgbench >/dev/null || ls "$(dirname "$(pg_bin initdb)")/pgbench" >/dev/null 2>&1 \
  || apt_install postgresql-contrib
"$bin/bench" run --scale small --pg "${TEST_DATABASE_URL%/*}" \
  --out "$work/bench-results.json"

step "waiting for the client and docs checks"
if ! wait "$client_pid"; then
  cat "$client_log"
  die "the client or docs checks failed (their output above)"
fi
cat "$client_log"

step "client journeys in Chromium (client/e2e/journey.mjs)"
[ -x /usr/bin/chromium ] || apt_install chromium
fc-list 2>/dev/null | grep -qi 'cjk' || apt_install fonts-noto-cjk
(cd client && node e2e/journey.mjs)

# Per-test databases on a long-lived server are dropped (a throwaway one goes whole).
if [ -z "$pg_dir" ] && command -v psql >/dev/null; then
  psql "$TEST_DATABASE_URL" -tAc "select datname from pg_database where datname like 'lm\_test\_%'" 2>/dev/null |
    while read -r db; do [ -n "$db" ] && psql "$TEST_DATABASE_URL" -qc "drop database if exists \"$db\"" >/dev/null 2>&1; done || true
fi

step "all checks passed"
