"""A cooperative fake of the WeChat and Aliyun number-verification APIs for
the legacy fuzz run (scripts/fuzz-legacy.sh): every code and token is
accepted and answered with a made-up identity derived from it, so fuzzed
sign-ins reach our own code paths. Never used outside tests.

Usage: python3 fake_providers.py PORT
"""
import hashlib
import json
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, urlparse

# A 1x1 PNG (the mini-program code image).
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c63f8cfc0f01f0005000201e5270e2a"
    "0000000049454e44ae426082"
)


def digits(text, n):
    h = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    return str(int(h, 16))[:n]


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def reply(self, body, ctype="application/json"):
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        self.send_response(200)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def body(self):
        n = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(n).decode("utf-8", "replace") if n else ""

    def do_GET(self):
        url = urlparse(self.path)
        q = parse_qs(url.query)
        if url.path == "/cgi-bin/token":
            return self.reply({"access_token": "fake-access-token", "expires_in": 7200})
        if url.path == "/sns/jscode2session":
            code = (q.get("js_code") or [""])[0]
            return self.reply({"openid": "o" + digits(code, 16), "session_key": "k"})
        self.reply({"errcode": 40001, "errmsg": "unknown path"})

    def do_POST(self):
        url = urlparse(self.path)
        raw = self.body()
        if url.path == "/wxa/business/getuserphonenumber":
            try:
                code = json.loads(raw).get("code", "")
            except ValueError:
                code = ""
            phone = "139" + digits(str(code), 8)
            return self.reply({"errcode": 0, "phone_info": {"purePhoneNumber": phone, "phoneNumber": phone}})
        if url.path == "/wxa/getwxacodeunlimit":
            return self.reply(PNG, "image/png")
        if url.path == "/":
            form = parse_qs(raw) if raw else parse_qs(url.query)
            token = (form.get("AccessToken") or [""])[0]
            return self.reply({"Code": "OK", "Message": "OK",
                               "GetMobileResultDTO": {"Mobile": "137" + digits(token, 8)}})
        self.reply({"errcode": 40001, "errmsg": "unknown path"})


if __name__ == "__main__":
    ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), Handler).serve_forever()
