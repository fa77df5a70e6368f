// The journeys' runner: the real server on a fresh SQLite database serving
// the built client (production mode), a stand-in SMS gateway and WeChat API,
// and headless Chromium (playwright-core) with the page-wide checks (the
// Content-Security-Policy, operations sent by hash only). journey.mjs names
// the steps (./steps/<feature>.mjs) and the order they run in.
//
// A step is `async (j) => {}`. `j` holds the run: `base` (the server's
// origin), `bin` and `env` (the server binary and its environment, for the
// CLI), `served` (the served copy of client/dist), `smsCode`, `pushed` (what
// the stand-in 个推 received: `{cid, title, body}`), `api` and
// `graphqlCall`; once the browser is open, `browser`, `page` and `shot(name)`
// (a screenshot to client/e2e/artifacts/). Steps leave what later ones read
// on it too (`staffToken`, `otherId`, `otherToken`, `me`, `session`,
// `matchFile`, `quiz`).
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, existsSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
export const root = resolve(here, '../..');
export const artifacts = join(here, 'artifacts');
mkdirSync(artifacts, { recursive: true });

function serverBin() {
  if (process.env.SERVER_BIN) return process.env.SERVER_BIN;
  const target = process.env.CARGO_TARGET_DIR ?? join(root, 'target');
  return join(target, 'debug', 'server');
}

export function freePort() {
  return new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The longest a step may take (the slowest, Lighthouse's, takes about 160 s
 * on CI): a page waiting on something that never comes (a Playwright
 * `evaluate` has no time-out of its own) fails its step instead of holding
 * the whole run until CI's limit.
 */
const STEP_LIMIT_MS = 300_000;

function bounded(running, name) {
  let timer;
  const limit = new Promise((_, fail) => {
    timer = setTimeout(
      () => fail(new Error(`${name} did not finish in ${STEP_LIMIT_MS / 1000} s (a page or the server stopped answering)`)),
      STEP_LIMIT_MS,
    );
  });
  return Promise.race([running, limit]).finally(() => clearTimeout(timer));
}

export function check(cond, what) {
  if (!cond) throw new Error(`journey failed: ${what}`);
  console.log(`ok - ${what}`);
}

/**
 * Runs the journey: `seed` steps once the server answers, then the browser
 * opens and `steps` run in it, in order. A failed step is reported
 * (`not ok - step <name>`) and the next one runs from a fresh page; at the
 * end a run with any failure prints the server log's tail and exits 1.
 */
export async function runJourney({ seed, steps }) {
  // The SMS gateway: production refuses the console provider, so the server
  // sends its codes to this stand-in for Aliyun's SendSms, which keeps them
  // for the journey to type in.
  const sent = [];
  const pushed = [];
  const gateway = createHttpServer((req, res) => {
    // The same stand-in answers as WeChat's API for the mini-program run
    // (binding a `wx.login` code): any code is a user whose openid follows
    // from it.
    const url = new URL(req.url ?? '/', 'http://gateway');
    // The same stand-in is the 竞彩足球 results feed the server polls once
    // a minute (docs/feeds.md): one paid result of a match not stored here,
    // so the feed is healthy and changes nothing the journey checks.
    if (url.pathname === '/feed/jczq/results') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({
        success: true, errorCode: '0', errorMessage: '处理成功',
        value: {
          pageNo: 1, pages: 1, total: 1, lastUpdateTime: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' '),
          matchResult: [{ matchId: 99990001, matchNumStr: '周一001', sectionsNo1: '1:0', sectionsNo999: '2:0', matchResultStatus: '2', poolStatus: 'Payout' }],
        },
      }));
      return;
    }
    if (url.pathname === '/cgi-bin/token' || url.pathname === '/sns/jscode2session') {
      res.setHeader('content-type', 'application/json');
      const code = url.searchParams.get('js_code') ?? '';
      res.end(JSON.stringify(url.pathname === '/cgi-bin/token'
        ? { access_token: 'e2e-access-token', expires_in: 7200 }
        : { openid: `o-e2e-${code}`, session_key: 'e2e' }));
      return;
    }
    // The same stand-in is 个推's REST API v2 (docs/notifications.md): a
    // token for any auth, and every push kept for the journey to read.
    if (url.pathname.startsWith('/getui/')) {
      let json = '';
      req.on('data', (d) => (json += d));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        if (url.pathname.endsWith('/auth')) {
          res.end(JSON.stringify({ code: 0, msg: 'success', data: { token: 'e2e-push-token', expire_time: String(Date.now() + 86_400_000) } }));
          return;
        }
        const push = JSON.parse(json || '{}');
        pushed.push({ cid: push.audience?.cid?.[0], title: push.push_message?.notification?.title, body: push.push_message?.notification?.body });
        res.end(JSON.stringify({ code: 0, msg: 'success', data: {} }));
      });
      return;
    }
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const code = JSON.parse(form.get('TemplateParam') ?? '{}').code;
      if (code) sent.push({ mobile: form.get('PhoneNumbers'), code });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ Code: 'OK', Message: 'OK', RequestId: `e2e-${sent.length}` }));
    });
  });
  await new Promise((ok) => gateway.listen(0, '127.0.0.1', ok));

  const bin = serverBin();
  if (!existsSync(bin)) throw new Error(`no server binary at ${bin}: run cargo build -p server`);
  const data = mkdtempSync(join(tmpdir(), 'lm-e2e-'));
  // The served client is a copy of client/dist, so the journey can deploy a
  // rebuild over it while a page is open (the update prompt).
  const served = join(data, 'client');
  cpSync(join(root, 'client/dist'), served, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Production mode, as deployed: the client's persisted documents only,
  // introspection for staff only, the real SMS provider (the stand-in above).
  const env = {
    ...process.env,
    DATA_DIR: data,
    STATIC_DIR: served,
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456',
    MODE: 'production',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_ACCESS_KEY_ID: 'e2e',
    ALIYUN_ACCESS_KEY_SECRET: 'e2e',
    ALIYUN_SMS_SIGN_NAME: '彩友会员中心',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_E2E',
    ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${gateway.address().port}`,
    WECHAT_APP_ID: 'wx-e2e',
    WECHAT_APP_SECRET: 'e2e',
    WECHAT_API_BASE: `http://127.0.0.1:${gateway.address().port}`,
    PUSH_PROVIDER: 'getui',
    GETUI_APP_ID: 'e2e-app',
    GETUI_APP_KEY: 'e2e',
    GETUI_MASTER_SECRET: 'e2e',
    GETUI_API_BASE: `http://127.0.0.1:${gateway.address().port}/getui`,
    FEED_JCZQ_RESULTS_URL: `http://127.0.0.1:${gateway.address().port}/feed/jczq/results`,
    FEED_INTERVAL: '60',
  };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'DEMO', 'ALLOW_UNLISTED_OPERATIONS', 'FEED_JCZQ_URL', 'FEED_DRAWS']) delete env[k];

  const server = spawn(bin, ['serve', '--listen', `127.0.0.1:${port}`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));

  async function smsCode(mobile, after = 0) {
    for (let i = 0; i < 100; i++) {
      const found = sent.filter((m) => m.mobile === mobile);
      if (found.length > after) return found[found.length - 1].code;
      await sleep(100);
    }
    throw new Error(`no SMS code for ${mobile} reached the gateway`);
  }

  async function graphqlCall(query, variables, token) {
    const r = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const json = await r.json();
    if (json.errors) throw new Error(`graphql: ${JSON.stringify(json.errors)}`);
    return json.data;
  }

  async function api(call, body, token) {
    const r = await fetch(`${base}/api/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const json = await r.json().catch(() => null);
    if (r.status !== 200) throw new Error(`${call}: ${r.status} ${JSON.stringify(json)}`);
    return json;
  }

  const j = { bin, env, base, served, smsCode, graphqlCall, api, pushed };
  let browser;
  let failed = false;
  const failures = [];
  try {
    for (let i = 0; i < 100; i++) {
      if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
      await sleep(100);
    }
    for (const step of seed) await step(j);

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-dev-shm-usage'],
    });
    const page = await browser.newPage({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });
    const shot = (name) => page.screenshot({ path: join(artifacts, `${name}.png`) });
    // The served client runs under its Content-Security-Policy: any
    // violation (an inline script or style, a foreign request) fails the run.
    const violations = [];
    page.on('console', (m) => {
      if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.exposeFunction('__cspViolation', (v) => violations.push(v));
    await page.addInitScript(() => {
      // Runs in the page, where `globalThis` is the window.
      document.addEventListener('securitypolicyviolation', (e) =>
        globalThis.__cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    // Every GraphQL request of the page goes by hash, never by text.
    const byText = [];
    let byHash = 0;
    page.on('request', (r) => {
      if (!r.url().endsWith('/graphql') || r.method() !== 'POST') return;
      const body = JSON.parse(r.postData() ?? '{}');
      for (const op of Array.isArray(body) ? body : [body]) {
        if (op.query) byText.push(op.operationName ?? op.query.slice(0, 40));
        else if (op.extensions?.persistedQuery?.sha256Hash) byHash += 1;
      }
    });
    const shell = await fetch(`${base}/`);
    check(
      (shell.headers.get('content-security-policy') ?? '').includes("script-src 'self'"),
      'the app shell carries a Content-Security-Policy',
    );
    Object.assign(j, { browser, page, shot });

    // Each step on its own: a failed one is reported and the rest still
    // run (from a fresh page), so one broken page does not hide the state
    // of the others. Steps that need what a failed one left fail too, and
    // are reported as such.
    // Each step's time is printed: the suite's time budget (README) is
    // watched from CI's log, step by step.
    for (const step of steps) {
      const started = Date.now();
      try {
        await bounded(step(j), step.name);
        console.log(`# step ${step.name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } catch (e) {
        failures.push(step.name || 'a step');
        console.error(`not ok - step ${step.name}: ${e.message ?? e}`);
        await page.goto(`${base}/`).catch(() => null);
      }
    }
    if (failures.length) throw new Error(`journey failed in step(s): ${failures.join(', ')}`);

    check(violations.length === 0, `no CSP violation (${violations.join('; ')})`);
    check(byText.length === 0 && byHash > 20, `${byHash} operations sent by hash, none by text (${byText.join(', ')})`);
  } catch (e) {
    failed = true;
    console.error(e);
    console.error('--- server log ---\n' + log.split('\n').slice(-40).join('\n'));
  } finally {
    await browser?.close();
    server.kill();
    gateway.close();
  }
  console.log(`screenshots: ${artifacts}`);
  process.exit(failed ? 1 : 0);
}
