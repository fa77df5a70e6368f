-- wrk script of the bench harness: one request, sent again and again, and
-- every response checked (HTTP 200 with "errors" inside is a failure).
-- Set by the harness through the environment:
--   BENCH_METHOD, BENCH_BODY, BENCH_AUTH (an Authorization header value),
--   BENCH_STATUS (the expected status), BENCH_EXPECT (text the body must
--   hold), BENCH_FORBID (text it must not hold).
local expect_status = tonumber(os.getenv("BENCH_STATUS") or "200")
local expect = os.getenv("BENCH_EXPECT") or ""
local forbid = os.getenv("BENCH_FORBID") or ""

wrk.method = os.getenv("BENCH_METHOD") or "POST"
local body = os.getenv("BENCH_BODY") or ""
if body ~= "" then
  wrk.body = body
  wrk.headers["Content-Type"] = "application/json"
end
local auth = os.getenv("BENCH_AUTH") or ""
if auth ~= "" then
  wrk.headers["Authorization"] = auth
end

local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  failures = 0
  first_failure = ""
end

function response(status, headers, body)
  local ok = status == expect_status
    and (expect == "" or string.find(body, expect, 1, true) ~= nil)
    and (forbid == "" or string.find(body, forbid, 1, true) == nil)
  if not ok then
    failures = failures + 1
    if first_failure == "" then
      first_failure = status .. " " .. string.sub(body, 1, 300)
    end
  end
end

function done(summary, latency, requests)
  local failed, first = 0, ""
  for _, t in ipairs(threads) do
    failed = failed + t:get("failures")
    local f = t:get("first_failure")
    if first == "" and f ~= nil then first = f end
  end
  local e = summary.errors
  io.write(string.format(
    "BENCH_RESULT %d %d %d %d %d %d\n",
    summary.requests, summary.duration, failed,
    e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(99)))
  if first ~= "" then
    io.write("BENCH_FIRST_FAILURE " .. string.gsub(first, "\n", " ") .. "\n")
  end
end
