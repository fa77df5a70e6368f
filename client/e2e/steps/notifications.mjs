// 通知设置 and the app wrapper's push client: signing in inside the
// wrapper registers the device's push client, the member's notification
// settings are changed and read back after a reload, signing out
// unregisters the push client. Each step takes the journey `j` (../runner.mjs).
import { join } from 'node:path';
import { artifacts, check, sleep } from '../runner.mjs';

/** The journey's member. */
const PHONE = '13800138000';

/** The push client id the stand-in wrapper hands out. */
const PUSH_CLIENT = 'e2e-push-client';

export async function notifications(j) {
  const { base, browser, smsCode } = j;
  // 8i2. A browser of its own, as the app wrapper: a stand-in `window.plus`
  // (uni-app's HTML5+ runtime) with a push client id before any script
  // runs. The journey's page keeps its session and stays a plain browser.
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, serviceWorkers: 'block' });
  await context.addInitScript((clientid) => {
    globalThis.plus = { push: { getClientInfo: () => ({ clientid }) }, device: { model: 'E2E Phone' } };
  }, PUSH_CLIENT);
  const page = await context.newPage();
  // The whole page: the quiet hours are below the fold at 375 × 812.
  const shot = (name) => page.screenshot({ path: join(artifacts, `${name}.png`), fullPage: true });
  // Every operation the page sends, with the server's answer.
  const ops = [];
  page.on('response', async (r) => {
    if (!r.url().endsWith('/graphql') || r.request().method() !== 'POST') return;
    let body;
    try {
      body = JSON.parse(r.request().postData() ?? '{}');
    } catch {
      return;
    }
    const answer = await r.json().catch(() => null);
    const sent = Array.isArray(body) ? body : [body];
    const answers = Array.isArray(answer) ? answer : [answer];
    sent.forEach((op, i) => ops.push({ name: op.operationName, variables: op.variables ?? {}, data: answers[i]?.data ?? null }));
  });
  /** The first operation `name` whose variables pass `test`, once it has been answered (waits up to 10 s). */
  const answered = async (name, test = () => true) => {
    for (let i = 0; i < 100; i++) {
      const found = ops.find((o) => o.name === name && test(o.variables));
      if (found) return found;
      await sleep(100);
    }
    return null;
  };
  const switchOn = async (testId) => (await page.getAttribute(`[data-testid=${testId}]`, 'aria-checked')) === 'true';
  const gameChosen = (game) =>
    page.$eval(`[data-testid=notify-game-${game}]`, (e) => e.closest('[role=option]')?.getAttribute('aria-selected') === 'true');
  const saves = () => ops.filter((o) => o.name === 'UpdateNotificationSettings');
  /** Does `act`, then waits for the server to have answered one more save, without user errors. */
  const saving = async (act, what) => {
    const before = saves().length;
    await act();
    for (let i = 0; i < 100 && saves().length <= before; i++) await sleep(100);
    const r = saves()[before]?.data?.updateNotificationSettings;
    check(Boolean(r?.settings) && r.userErrors.length === 0, `${what}: saved`);
    return r.settings;
  };

  try {
    // Signed in by SMS code on the login page (a WeChat code is single use,
    // and 1b's is spent). The phone's last code is step 1's, long before
    // (the send limit per phone); the new one is the first that differs.
    await page.goto(`${base}/pages/login/index`);
    const before = await smsCode(PHONE);
    await page.fill('input[name=mobile]', PHONE);
    await page.click('[data-testid=send-code]');
    let code = before;
    for (let i = 0; i < 50 && code === before; i++) {
      await sleep(100);
      code = await smsCode(PHONE);
    }
    await page.fill('input[name=code]', code);
    await page.click('[data-testid=login-submit]');
    await page.waitForURL('**/pages/my/index');
    await page.waitForSelector('[data-testid=nick-name]');
    const registered = await answered('RegisterPushClient');
    check(
      registered?.variables?.input?.pushClientId === PUSH_CLIENT &&
        registered.variables.input.name === 'E2E Phone' &&
        registered.variables.input.modelType === 'getui' &&
        registered.data?.registerPushClient?.done === true,
      `signing in inside the app wrapper registers its push client (${JSON.stringify(registered?.variables ?? null)})`,
    );
    check(
      JSON.parse((await page.evaluate(() => localStorage.getItem('lm.pushClient'))) ?? 'null')?.id === PUSH_CLIENT,
      'the bound push client id is kept for sign-out',
    );

    // 设置 › 通知设置.
    await page.goto(`${base}/pages/my/settings/index`);
    await page.click('[data-testid=notification-settings-link]');
    await page.waitForURL('**/pages/my/notification-settings/index');
    await page.waitForSelector('[data-testid=notify-category-QUIZ_SETTLED]');
    const labels = await page.$$eval('[data-testid^=notify-category-]', (es) => es.map((e) => e.getAttribute('aria-label')));
    check(
      JSON.stringify(labels) === JSON.stringify(['开奖结果', '竞猜结算', '方案解锁与退款', '评论与回复', '提现进度', '系统通知']),
      `通知设置 lists the six kinds (${labels.join('、')})`,
    );
    check(/^每天最多推送 \d+ 条，其余可在消息中心查看$/.test((await page.textContent('[data-testid=notify-daily-cap]')) ?? ''), 'it says the daily cap');
    await shot('90b-notification-settings-before');

    // 竞猜结算 off.
    if (await switchOn('notify-category-QUIZ_SETTLED')) {
      const s = await saving(() => page.click('[data-testid=notify-category-QUIZ_SETTLED]'), '竞猜结算 off');
      check(s.categories.find((c) => c.category === 'QUIZ_SETTLED')?.enabled === false, 'the server has 竞猜结算 off');
    }
    // 双色球 under 开奖结果 (which must be on for the games to be chosen).
    if (!(await switchOn('notify-category-DRAW_RESULT'))) {
      await saving(() => page.click('[data-testid=notify-category-DRAW_RESULT]'), '开奖结果 on');
    }
    if (!(await gameChosen('SSQ'))) {
      const s = await saving(() => page.click('[data-testid=notify-game-SSQ]'), '双色球 chosen');
      check(s.drawGames.includes('SSQ'), 'the server has 双色球 among the games');
    }
    // Quiet hours on, then 22:30–07:30 typed into the two time fields.
    if (!(await switchOn('notify-quiet'))) {
      await saving(() => page.click('[data-testid=notify-quiet]'), '免打扰 on');
    }
    await page.waitForSelector('[data-testid=notify-quiet-start] input');
    await page.fill('[data-testid=notify-quiet-start] input', '22:30');
    await page.fill('[data-testid=notify-quiet-end] input', '07:30');
    await page.locator('[data-testid=notify-quiet-end] input').blur();
    const quiet = await answered('UpdateNotificationSettings', (v) => v.input?.quietHours?.start === '22:30' && v.input.quietHours.end === '07:30');
    check(quiet?.data?.updateNotificationSettings?.userErrors?.length === 0, `quiet hours 22:30–07:30 saved (${JSON.stringify(quiet?.variables ?? null)})`);
    await page.waitForSelector('.lm-toast:has-text("已保存")');

    // As the page shows them after a reload.
    await page.reload();
    await page.waitForSelector('[data-testid=notify-quiet-start] input');
    const shown = {
      quiz: await switchOn('notify-category-QUIZ_SETTLED'),
      ssq: await gameChosen('SSQ'),
      quiet: await switchOn('notify-quiet'),
      start: await page.inputValue('[data-testid=notify-quiet-start] input'),
      end: await page.inputValue('[data-testid=notify-quiet-end] input'),
    };
    check(
      !shown.quiz && shown.ssq && shown.quiet && shown.start === '22:30' && shown.end === '07:30',
      `after a reload: 竞猜结算 off, 双色球 chosen, quiet hours 22:30–07:30 (${JSON.stringify(shown)})`,
    );
    await shot('90c-notification-settings-after');

    // A notice from staff reaches the bound device through 个推 (the
    // runner's stand-in): 系统通知 is on and never held by quiet hours. It
    // goes when its 10-second coalescing window ends.
    const me = (await j.graphqlCall('query($p: String!) { memberByPhone(phone: $p) { id } }', { p: PHONE }, j.staffToken)).memberByPhone;
    const title = `通知测试 ${Date.now() % 100000}`;
    await j.graphqlCall(
      'mutation($m: ID!, $t: String!, $k: String!) { sendMessage(input: {memberIds: [$m], title: $t, content: "推送到手机", idempotencyKey: $k}) { message { id } userErrors { code } } }',
      { m: me.id, t: title, k: `e2e-push-${Date.now()}` },
      j.staffToken,
    );
    let push = null;
    for (let i = 0; i < 300 && !push; i++) {
      push = j.pushed.find((p) => p.cid === PUSH_CLIENT && p.title === title) ?? null;
      if (!push) await sleep(100);
    }
    check(push?.body === '推送到手机', `a staff notice is pushed to the bound device (${JSON.stringify(push)})`);

    // 退出登录 unbinds the push client first, then signs out.
    await page.goto(`${base}/pages/choose/index`);
    // Signing out ends in a full load of 我的 (a fresh Apollo cache), which
    // sends a signed-out visitor on to 登录. The router reaches 登录 before
    // that load too, so the URL alone does not say the page has settled:
    // wait for the document itself, or the check below reads a context the
    // load destroys (CI once failed exactly so).
    // The response alone is not the new document either: the old one (at
    // 登录 already) lives on until the new one commits, and an evaluate
    // in between lost its context (CI) or waited for ever (locally). Its
    // `load` is the only one after the click: the router's moves fire none.
    const reloaded = page.waitForResponse((r) => r.request().isNavigationRequest() && r.url().endsWith('/pages/my/index'));
    const loaded = page.waitForEvent('load');
    await page.click('[data-testid=settings-logout]');
    const unregistered = await answered('UnregisterPushClient');
    check(
      unregistered?.variables?.input?.pushClientId === PUSH_CLIENT && unregistered.data?.unregisterPushClient?.done === true,
      'signing out unregisters the push client bound at sign-in',
    );
    await reloaded;
    await loaded;
    await page.waitForURL('**/pages/login/index', { waitUntil: 'load' });
    const order = ops.map((o) => o.name).filter((n) => n === 'UnregisterPushClient' || n === 'Logout');
    check(order[0] === 'UnregisterPushClient' && order.includes('Logout'), `before the logout (${order.join(', ')})`);
    check((await page.evaluate(() => localStorage.getItem('lm.pushClient'))) === null, 'and forgets it');
  } finally {
    await context.close();
  }
}
