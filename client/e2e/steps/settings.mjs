// The settings feature: binding WeChat.
// Each step takes the journey `j` (../runner.mjs).
import { check } from '../runner.mjs';

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
