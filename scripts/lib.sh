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
