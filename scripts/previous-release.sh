#!/usr/bin/env bash
# Builds the server binary of the previous release, the commit named in
# deploy/previous-release, for the test that runs it on this release's
# schema (server/tests/server/previous_release.rs). Prints the binary's
# path on stdout; progress goes to stderr. Built once per commit and kept
# (beside it, the old client's persisted-documents.json, the read paths
# the test sends).
#
#   PREVIOUS_RELEASE_SERVER=$(scripts/previous-release.sh) \
#     cargo test --workspace --test server previous_release -- --ignored
#
# PREVIOUS_RELEASE_CACHE: where builds are kept (default
# ~/.cache/lottery-member/previous-release); PREVIOUS_RELEASE_TARGET: the
# cargo target dir (default one under the cache: a copy of a warm target
# dir saves building the dependencies again).
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib.sh

commit=$(sed -e 's/#.*//' deploy/previous-release | awk 'NF { print $1; exit }')
[ -n "$commit" ] || die "deploy/previous-release names no commit"
git cat-file -e "$commit^{commit}" 2>/dev/null ||
  die "deploy/previous-release: $commit is not a commit of this clone (git fetch it)"
commit=$(git rev-parse "$commit^{commit}")

cache=${PREVIOUS_RELEASE_CACHE:-$HOME/.cache/lottery-member/previous-release}
target=${PREVIOUS_RELEASE_TARGET:-$cache/target}
out="$cache/$commit"
if [ -x "$out/server" ] && [ -f "$out/persisted-documents.json" ]; then
  echo "$out/server"
  exit 0
fi

src="$cache/src-$commit"
rm -rf "$src"
mkdir -p "$src" "$out"
git archive "$commit" | tar -x -C "$src"
step "building the server of $commit (the previous release)" >&2
CARGO_TARGET_DIR="$target" cargo build --locked -p server --manifest-path "$src/Cargo.toml" >&2
# Into place only when whole: a failed build leaves no binary to use.
cp "$target/debug/server" "$out/server.partial"
git show "$commit:client/src/gql/persisted-documents.json" >"$out/persisted-documents.json"
mv "$out/server.partial" "$out/server"
rm -rf "$src"
echo "$out/server"
