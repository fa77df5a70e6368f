#!/usr/bin/env bash
# Fuzzes every operation of the legacy layer's OpenAPI document with
# schemathesis (from PyPI): the document must validate as OpenAPI 3.1, and
# no generated request may get a 5xx or a reply that breaks its schema.
#
# The server runs as the real binary on a fresh SQLite database with the
# demo data, WeChat and carrier one-click pointed at a cooperative fake
# (scripts/fuzz/fake_providers.py), and is called once signed in as an
# administrator and once anonymously (the anonymous run also covers Logout,
# which the signed-in run leaves out so its token stays valid).
#
# Environment: SERVER_BIN (a built server; else `cargo build -p server`),
# CARGO_TARGET_DIR (as scripts/test.sh), FUZZ_EXAMPLES
# (generated requests per operation, default 100), FUZZ_SEED (default: a
# fixed seed, so CI is repeatable — the one that found the `days` overflow;
# FUZZ_SEED=random explores new inputs).
set -euo pipefail
cd "$(dirname "$0")/.."

checkout_key=$(pwd -P | cksum | cut -d' ' -f1)
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/lottery-member/target-$checkout_key}"
examples="${FUZZ_EXAMPLES:-100}"
seed="${FUZZ_SEED:-183810842950269044207654687130794463601}"
if [ "$seed" = random ]; then seed=""; fi
venv="$HOME/.cache/lottery-member/venv"
work="$(mktemp -d)"
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT
. scripts/lib.sh

# Python with venv (installed from the system packages when missing), and
# pinned tools in a virtualenv outside the clone.
if ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
  apt_install python3 python3-venv
fi
if [ ! -x "$venv/bin/schemathesis" ] || ! "$venv/bin/schemathesis" --version | grep -q '4.32.5'; then
  echo "installing schemathesis into $venv"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q 'schemathesis==4.32.5' 'openapi-spec-validator==0.9.0'
fi

echo "validating server/openapi.json as OpenAPI 3.1"
"$venv/bin/openapi-spec-validator" server/openapi.json

# scripts/test.sh hands over the server it built (SERVER_BIN): building
# `-p server` here would build the workspace again with other features.
bin="${SERVER_BIN:-}"
if [ -z "$bin" ]; then
  cargo build -q --locked -p server
  bin="$CARGO_TARGET_DIR/debug/server"
fi

fake=$(free_port)
python3 scripts/fuzz/fake_providers.py "$fake" &
pids+=($!)

port=$(free_port)
export DATA_DIR="$work/data" JWT_SECRET="fuzz-secret-fuzz-secret-fuzz-secret-0123"
export WECHAT_APP_ID=wx-fuzz WECHAT_APP_SECRET=fuzz WECHAT_API_BASE="http://127.0.0.1:$fake"
export ALIYUN_ACCESS_KEY_ID=fuzz ALIYUN_ACCESS_KEY_SECRET=fuzz ALIYUN_ONE_CLICK_ENDPOINT="http://127.0.0.1:$fake"
# The fuzzer sends thousands of requests from one address: with the
# default rate limits most would be 429s and the calls would go untested.
export RATE_IP_PER_SECOND=100000 RATE_IP_BURST=100000 RATE_MEMBER_PER_SECOND=100000 RATE_MEMBER_BURST=100000
env -u DATABASE_URL -u REDIS_URL "$bin" serve --demo --listen "127.0.0.1:$port" >"$work/server.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 100); do port_open "$port" && break; sleep 0.1; done
port_open "$port" || { cat "$work/server.log"; die "the server did not start"; }
for _ in $(seq 1 100); do port_open "$fake" && break; sleep 0.1; done

# The staff account signs in with its second factor (a known TOTP key): only
# a staff session carries staff rights.
totp_key=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP
STAFF_PASSWORD=fuzz-admin-password STAFF_TOTP_SECRET=$totp_key "$bin" create-staff --phone 13500135000 >/dev/null
token=$(python3 - "$port" "$totp_key" <<'PY'
import base64, hashlib, hmac, json, struct, sys, time, urllib.request
# RFC 6238 with the authenticator apps' parameters (SHA-1, 30 s, 6 digits).
key = base64.b32decode(sys.argv[2])
mac = hmac.new(key, struct.pack(">Q", int(time.time()) // 30), hashlib.sha1).digest()
offset = mac[-1] & 0x0F
code = "%06d" % ((struct.unpack(">I", mac[offset:offset + 4])[0] & 0x7FFFFFFF) % 1000000)
body = json.dumps({"userName": "13500135000", "cipher": "fuzz-admin-password", "gate": "MANAGEWEB",
                   "oneTimeCode": code}).encode()
req = urllib.request.Request(f"http://127.0.0.1:{sys.argv[1]}/api/Authenticate/Login", body,
                             {"content-type": "application/json"})
print(json.load(urllib.request.urlopen(req))["token"]["token"])
PY
)

run() {
  local name="$1"; shift
  echo "schemathesis: $name, $examples examples per operation"
  # From a scratch dir of its own: schemathesis keeps a cache in the working
  # directory, and the two runs go side by side.
  mkdir -p "$work/$name"
  (cd "$work/$name" && "$venv/bin/schemathesis" run "http://127.0.0.1:$port/api/openapi.json" \
    --checks not_a_server_error,response_schema_conformance \
    --phases fuzzing --max-examples "$examples" --no-shrink \
    ${seed:+--seed "$seed"} \
    --report-junit-path "$work/$name.xml" --report junit \
    --warnings off "$@")
}
# The two runs share nothing but the server (each its own token, or none),
# so they run side by side: on two cores the generation of one overlaps the
# other's requests. Each prints its report when it ends, not interleaved.
run signed-in -H "Authorization: Bearer $token" --exclude-operation-id Authenticate_Logout \
  >"$work/signed-in.out" 2>&1 &
signed_in=$!
run anonymous >"$work/anonymous.out" 2>&1 &
anonymous=$!
status=0
wait "$signed_in" || status=$?
cat "$work/signed-in.out"
wait "$anonymous" || status=$?
cat "$work/anonymous.out"
if [ "$status" -ne 0 ]; then
  echo "--- server log (errors) ---"
  grep -E 'ERROR|panicked' "$work/server.log" | tail -40 || true
  die "the fuzz run found failures"
fi
echo "fuzz: no 5xx and every reply matched its schema"
