// The login feature: SMS sign-in, and the session kept for later steps.
// Each step takes the journey `j` (../runner.mjs).
import { check } from '../runner.mjs';

export async function signIn(j) {
  const { page, base, shot, smsCode } = j;
  // 1. The my page needs sign-in: to the login page, sign in with the console code.
  await page.goto(`${base}/pages/my/index`);
  await page.waitForURL('**/pages/login/index');
  check(true, 'the my page sends a visitor to the login page');
  await page.fill('input[name=mobile]', '13800138000');
  await page.click('text=获取验证码');
  const code = await smsCode('13800138000');
  await page.fill('input[name=code]', code);
  await shot('01-login');
  await page.click('[data-testid=login-submit]');
  await page.waitForURL('**/pages/my/index');
  await page.waitForSelector('[data-testid=nick-name]');
  await shot('02-my-page');
  check(true, 'signed in with the SMS code and back on the my page');
}

/** Sets `j.me` (the stored user) and `j.session`. */
export async function keepSession(j) {
  const { page, base } = j;
  // Back to the my page, where the badge lives.
  await page.goto(`${base}/pages/my/index`);
  await page.waitForSelector('[data-testid=nick-name]');
  j.me = JSON.parse(await page.evaluate(() => localStorage.getItem('lm.user')));
  // The signed-in session as stored (token, expiry, user), for the page
  // sweep and Lighthouse, which open their own browsers.
  j.session = await page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('lm.')).map((k) => [k, localStorage.getItem(k)])),
  );
}
