// The settings feature: binding WeChat; 个人信息与账号注销 (a copy of the
// member's data, and — the journey's last step — cancelling the account).
// Each step takes the journey `j` (../runner.mjs).
import { join } from 'node:path';
import { artifacts, check } from '../runner.mjs';

export async function bindWeChat(j) {
  const { page, base, shot } = j;
  // 1b. Outside WeChat the settings page says where binding happens; in a
  // WeChat-like page (a stubbed `wx.login`) it binds through the server.
  await page.goto(`${base}/pages/my/settings/index`);
  await page.waitForSelector('[data-testid=bind-wechat]');
  check(
    (await page.textContent('[data-testid=bind-wechat]')).includes('请在微信小程序中打开本页绑定微信'),
    'outside WeChat the settings page says where binding happens',
  );
  await page.addInitScript(() => {
    globalThis.wx = { login: ({ success }) => success({ code: 'e2e-wx-code' }) };
  });
  await page.reload();
  await page.click('[data-testid=bind-wechat] >> text=绑定微信');
  await page.waitForSelector('text=绑定成功');
  await page.waitForSelector('[data-testid=bind-wechat] >> text=已绑定');
  await shot('02b-wechat-bound');
  check(true, "in WeChat, 绑定微信 binds through the server and shows 'bind success'");
}

/** The journey's page signed in as the member (13800138000) again, with the session keepSession stored. */
async function asMember(j) {
  const { page, base, session } = j;
  await page.goto(`${base}/pages/index/index`);
  await page.evaluate((stored) => {
    for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
  }, session);
}

export async function privacyRights(j) {
  const { page, base, shot } = j;
  // 8i. 设置 › 个人信息与账号注销 › 下载我的数据: asked, built by the
  // server's job (its runner ticks every second; the page polls every
  // 3 s), then downloaded by its link: the member's own row is in it.
  await asMember(j);
  await page.goto(`${base}/pages/my/settings/index`);
  await page.click('[data-testid=privacy-rights-link]');
  await page.waitForURL('**/pages/my/privacy-rights/index');
  await page.waitForSelector('[data-testid=data-export]');
  // Enabled once the member's latest request (none yet) has loaded.
  await page.click('[data-testid=request-export]');
  await page.waitForSelector('[data-testid=export-state] >> text=生成中…');
  check(true, 'asking for a copy shows 生成中… while the job builds it');
  await page.waitForSelector('[data-testid=export-download]', { timeout: 90_000 });
  const href = await page.getAttribute('[data-testid=export-download]', 'href');
  const archive = await page.evaluate(async (url) => {
    const r = await fetch(url);
    return { status: r.status, body: await r.json().catch(() => null) };
  }, href);
  const sections = archive.body?.sections;
  const member = Array.isArray(sections) ? sections.find((s) => s.table === 'member') : undefined;
  check(
    archive.status === 200 && archive.body.format === 'lottery-member-data/1' && Array.isArray(sections) && member?.rows?.[0]?.phone === '13800138000',
    `the copy downloads as JSON (lottery-member-data/1) with the member's own row (${archive.status}, ${sections?.length ?? 0} sections)`,
  );
  check(
    (await page.getAttribute('[data-testid=export-download]', 'download')) === 'my-data.json' &&
      (await page.textContent('[data-testid=export-state]')).includes('有效期至'),
    'the link saves my-data.json and says until when it works',
  );
  await shot('90a-data-export');
}

export async function cancelAccount(j) {
  const { base, smsCode, graphqlCall, staffToken, browser } = j;
  // 13. Last (nothing after it can use the member): 注销账号. What goes
  // and what is kept is said first; then the SMS code of purpose CANCEL,
  // the confirmation, and the member is signed out and home.
  // A browser of its own (no service worker): the journey's page has the
  // deployed rebuild's update prompt (step 11) over it. It takes the
  // session the journey's page holds now (a second SMS sign-in would meet
  // the phone's once-a-minute limit before the CANCEL code).
  const stored = await j.page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('lm.')).map((k) => [k, localStorage.getItem(k)])),
  );
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, serviceWorkers: 'block' });
  const page = await context.newPage();
  const shot = (name) => page.screenshot({ path: join(artifacts, `${name}.png`) });
  try {
    await page.goto(`${base}/pages/index/index`);
    await page.evaluate((kept) => {
      for (const [k, v] of Object.entries(kept)) localStorage.setItem(k, v);
    }, stored);
    await page.goto(`${base}/pages/my/privacy-rights/index`);
    await page.waitForSelector('[data-testid=cancel-account]');
    const deleted = await page.textContent('[data-testid=cancel-deleted]');
    const kept = await page.textContent('[data-testid=cancel-kept]');
    check(
      deleted.includes('将被删除') && deleted.includes('实名信息（姓名、身份证号）') && kept.includes('依法保留') && kept.includes('佣金收益与提现记录（财务记录）'),
      'the cancellation lists what is deleted and what the law keeps',
    );
    check(await page.isDisabled('[data-testid=cancel-submit]'), '确认注销 is disabled before the consequences are acknowledged');
    await page.click('[data-testid=cancel-understood]');
    await page.fill('[data-testid=cancel-account] input[name=mobile]', '13800138000');
    await page.click('[data-testid=cancel-send-code]');
    // The server sends the code before it answers, and the countdown starts
    // on its answer: the gateway's newest code for the phone is this one
    // (CANCEL), not the sign-in's.
    await page.waitForSelector('[data-testid=cancel-send-code] >> text=秒后重新获取');
    await page.fill('[data-testid=cancel-account] input[name=code]', await smsCode('13800138000'));
    check(await page.isEnabled('[data-testid=cancel-submit]'), '确认注销 is enabled once acknowledged, with the phone and its code');
    await shot('99a-cancel-account');
    await page.click('[data-testid=cancel-submit]');
    await page.waitForSelector('text=确定注销账号？此操作不可撤销');
    // The mutation's answer is kept (caught at once: no rejection is left
    // unhandled when the context closes), so a cancellation that does not
    // go home says why, with its answer and the page as it was left,
    // instead of only timing out (CI once did, with nothing else to go on).
    const answered = page
      .waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('CancelAccount'))
      .then((r) => r.text())
      .catch((why) => `no answer: ${why}`);
    await page.click('.adm-dialog-button:has-text("确认注销")');
    try {
      await page.waitForURL('**/pages/index/index');
    } catch (e) {
      const answer = await answered;
      await shot('99x-cancel-not-home');
      throw new Error(`${e.message}\nthe cancellation answered: ${answer}\nthe page at ${page.url()}: ${(await page.textContent('body'))?.slice(0, 400)}`);
    }
    check((await page.evaluate(() => localStorage.getItem('lm.user'))) === null, 'the account is cancelled: signed out here, home');
    const found = (await graphqlCall('query($p: String!) { memberByPhone(phone: $p) { id } }', { p: '13800138000' }, staffToken)).memberByPhone;
    check(found === null, 'no member has the phone any more');
    await shot('99b-account-cancelled');
  } finally {
    await context.close();
  }
}
