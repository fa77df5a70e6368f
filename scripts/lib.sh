# Shell helpers shared by scripts/test.sh and scripts/fuzz-legacy.sh.
# Source it; it defines functions only.

# Each step prints the seconds since the script started, so a slow step shows.
step() { printf '\n==> [%5ss] %s\n' "$SECONDS" "$*"; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

free_port() {
  local p
  for _ in $(seq 1 200); do
    p=$(( 20000 + RANDOM % 40000 ))
    if ! port_open "$p"; then echo "$p"; return; fi
  done
  die "no free port found"
}

sudo_if_needed() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }

apt_install() {
  step "installing $* from the system packages"
  command -v apt-get >/dev/null || die "apt-get not found; install $* by hand"
  sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# The Node the client's dependencies accept (react-router 8 asks for
# >= 22.22, PostGraphile for >= 22): when the machine's is older (Debian's
# is 20), the registry's `node-linux-<arch>` package brings this one into
# the cache, outside the clone, and it goes first on PATH for the npm and
# node commands that follow (npm itself runs on it), so `npm ci` sees an
# engine its dependencies accept.
NODE_WANTED=22.23.3
ensure_node() {
  local have major minor
  have=$(node --version 2>/dev/null | sed 's/^v//')
  major=${have%%.*}; minor=$(echo "$have" | cut -d. -f2)
  if [ -n "$have" ] && { [ "$major" -gt 22 ] || { [ "$major" -eq 22 ] && [ "$minor" -ge 22 ]; }; }; then
    return
  fi
  command -v npm >/dev/null || die "npm is needed to bring Node $NODE_WANTED"
  local arch dir
  case "$(uname -m)" in
    x86_64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) die "no node-linux package for $(uname -m): install Node >= 22.22 by hand" ;;
  esac
  dir="$HOME/.cache/lottery-member/node-$NODE_WANTED-$arch"
  if [ ! -x "$dir/node_modules/node-linux-$arch/bin/node" ]; then
    step "bringing Node $NODE_WANTED (node-linux-$arch from the npm registry; this machine has ${have:-none})"
    mkdir -p "$dir"
    npm install --prefix "$dir" --no-save --no-audit --no-fund --loglevel=error "node-linux-$arch@$NODE_WANTED" >/dev/null \
      || die "could not install node-linux-$arch@$NODE_WANTED"
  fi
  export PATH="$dir/node_modules/node-linux-$arch/bin:$PATH"
}

# The workspace's own crates and test targets, as their build files are
# named in a target dir (`server-<hash>`, `libapi_macros-<hash>.rlib`).
workspace_units() {
  echo entities migration rules domain api api_macros api-macros server bench hits_table real_matches
}

# Starts a new target dir ($2) from a warm one's built dependencies ($1):
# hard links, not copies (a copy doubles the disk a run takes, and a CI
# machine once ran out of it), and the workspace's own units are left out,
# so that building them here writes new files rather than through a link
# into the other tree. The dependencies keep their names (cargo names them
# by the lockfile, not by the checkout's path), so only the workspace's
# crates compile.
link_dependencies() {
  local from=$1 to=$2 unit
  mkdir -p "$to/debug"
  cp -al "$from/debug/deps" "$from/debug/build" "$from/debug/.fingerprint" "$to/debug/"
  for unit in $(workspace_units); do
    find "$to/debug" -maxdepth 2 \( -name "$unit-*" -o -name "lib$unit-*" \) -exec rm -rf {} +
  done
}
