// A partner app acting for the member by consent (OAuth 2.0 with PKCE,
// issue 55). Staff register the app (../partner-app.mjs) with its
// callback; a redirect URI not registered is shown and never followed;
// the member approves on the consent page and lands back in the app; the
// app's server trades the code on a second instance of the server (same
// database) — a wrong verifier refused first — reads `me`, refreshes;
// the member revokes in 已授权的应用 on the first instance and the app
// loses access on the second within 5 s; the spent code is refused.
// Each step takes the journey `j` (../runner.mjs).
import { spawn } from 'node:child_process';
import { check, freePort, sleep } from '../runner.mjs';
import { startPartnerApp } from '../partner-app.mjs';

/** The same server binary and data directory on another port: a second instance. */
async function secondInstance(j) {
  const port = await freePort();
  const proc = spawn(j.bin, ['serve', '--listen', `127.0.0.1:${port}`], { env: j.env, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return { base, stop: () => proc.kill() };
    await sleep(100);
  }
  proc.kill();
  throw new Error('the second instance did not start');
}

export async function oauth(j) {
  const { page, base, shot, graphqlCall, staffToken } = j;
  const app = await startPartnerApp();
  const made = (
    await graphqlCall(
      'mutation($i: CreatePartnerInput!) { createPartner(input: $i) { partner { id } userErrors { message } } }',
      { i: { name: '开奖助手', redirectUris: [app.redirectUri] } },
      staffToken,
    )
  ).createPartner;
  const key = (
    await graphqlCall(
      'mutation($i: CreatePartnerKeyInput!) { createPartnerKey(input: $i) { secret userErrors { message } } }',
      { i: { partnerId: made.partner.id, scopes: ['member:read', 'points:read'] } },
      staffToken,
    )
  ).createPartnerKey.secret;
  app.setClient(made.partner.id, key);
  const other = await secondInstance(j);
  try {
    await page.goto(app.authorizeUrl(base, 'member:read', 'http://127.0.0.1:9/steal'));
    await page.waitForSelector('text=授权请求无效');
    check(page.url().startsWith(base), 'a redirect URI not registered is shown, never followed');

    await page.goto(app.authorizeUrl(base, 'member:read'));
    await page.waitForSelector('[data-testid=oauth-consent]');
    const shown = await page.textContent('[data-testid=oauth-consent]');
    check(shown.includes('开奖助手') && shown.includes('读取你的公开资料'), 'the consent page names the app and the scope in Chinese');
    await shot('13-oauth-consent');
    await page.click('[data-testid=oauth-approve]');
    const back = await app.arrival();
    await page.waitForSelector('#connected');
    check(Boolean(back.code) && back.state === app.state, 'the member lands back in the app with a code and its state');

    const wrong = await app.exchange(other.base, back.code, 'w'.repeat(43));
    check(wrong.status === 400 && wrong.body.error === 'invalid_grant', 'a wrong PKCE verifier is refused');
    const first = await app.exchange(other.base, back.code);
    check(first.status === 200 && first.body.access_token?.startsWith('lmo_'), `the app trades the code with its verifier (${first.status})`);
    const me = await app.graphql(other.base, first.body.access_token, '{ me { nickname } }');
    check(typeof me.body.data?.me?.nickname === 'string', `the app reads me within its scopes (${JSON.stringify(me.body)})`);
    const points = await app.graphql(other.base, first.body.access_token, '{ points }');
    check(points.body.errors?.[0]?.extensions?.code === 'FORBIDDEN', 'a scope the member did not grant is refused');
    const next = await app.refresh(other.base, first.body.refresh_token);
    check(next.status === 200 && next.body.refresh_token !== first.body.refresh_token, 'the app refreshes, and gets a new refresh token');

    await page.goto(`${base}/pages/my/authorized-apps/index`);
    await page.waitForSelector('[data-testid=authorized-app] >> text=开奖助手');
    await shot('13b-authorized-apps');
    await page.click('[data-testid=revoke-app]');
    await page.click('button.adm-dialog-button:has-text("取消授权")');
    const revokedAt = Date.now();
    await page.waitForSelector('text=还没有授权过任何应用');
    let status = 200;
    while (status !== 401 && Date.now() - revokedAt < 5000) {
      status = (await app.graphql(other.base, next.body.access_token, '{ me { nickname } }')).status;
      if (status !== 401) await sleep(100);
    }
    check(status === 401, `the app lost access on the other instance ${Date.now() - revokedAt} ms after the member revoked`);
    const reused = await app.exchange(other.base, back.code);
    check(reused.status === 400 && reused.body.error === 'invalid_grant', 'a used code is refused');
  } finally {
    other.stop();
    app.close();
  }
}
