#!/bin/sh
# Restarts the member platform's instances one after another, each only
# once the one before is serving again (docs/deploy.md "Rolling restart").
#   deploy/rolling-restart.sh 8081 8082
# Each stop drains (the unit's SIGTERM; /readyz 503, WebSockets 1001, the
# in-flight work finished); HAProxy sends everything to the others
# meanwhile. The test server/tests/server/rolling_restart.rs does these
# same steps under load.
set -eu
[ "$#" -gt 0 ] || { echo "usage: $0 PORT [PORT...]" >&2; exit 2; }
# HAProxy's rise (2) × inter (1 s), and a second to spare.
RISE_SECONDS=${RISE_SECONDS:-3}
for port in "$@"; do
  echo "restarting lottery-member@$port" >&2
  systemctl restart "lottery-member@$port"
  ready=""
  for _ in $(seq 1 60); do
    if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then ready=1; break; fi
    sleep 1
  done
  if [ -z "$ready" ]; then
    echo "lottery-member@$port is not ready after 60 s: the roll stops here (journalctl -u lottery-member@$port)" >&2
    exit 1
  fi
  sleep "$RISE_SECONDS"
  echo "lottery-member@$port is back in rotation" >&2
done
