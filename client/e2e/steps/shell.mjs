// The shell: the 404 page and the re-login dialog of an expired session.
// Each step takes the journey `j` (../runner.mjs).
import { check } from '../runner.mjs';

export async function notFound(j) {
  const { page, base, shot } = j;
  // 6. An unknown URL shows the 404 page.
  await page.goto(`${base}/pages/no/such/page`);
  await page.waitForSelector('[data-testid=not-found]');
  check(true, 'an unknown URL shows the 404 page');
  await shot('08-not-found');
}

export async function expiredSession(j) {
  const { page, base, shot } = j;
  // 7. An expired token: the re-login dialog.
  await page.evaluate(() => localStorage.setItem('lm.token', 'expired.token.value'));
  await page.goto(`${base}/pages/my/index`);
  await page.waitForSelector('text=登录信息已过期，请重新登录', { timeout: 5000 });
  await shot('09-expired');
  check(true, 'an expired token shows the re-login dialog');
  await page.click('.adm-dialog-button:has-text("重新登录")');
  await page.waitForURL('**/pages/login/index');
  check(
    (await page.evaluate(() => localStorage.getItem('lm.token'))) === null,
    'the stored token is gone',
  );
  await shot('10-login-again');
  check(true, 're-login signs out and goes to the login page');
}
