// The messages feature: the live unread badge and reading a message.
// Each step takes the journey `j` (../runner.mjs).
import { check, sleep } from '../runner.mjs';

export async function liveBadge(j) {
  const { page, shot, api, graphqlCall, staffToken } = j;
  // 2. A staff message makes the badge appear without a reload.
  check(!(await page.$('[data-testid=unread-badge]')), 'no unread badge at first');
  await sleep(500); // the subscription is connected
  // The legacy layer takes the member's legacy (integer) id.
  const myLegacyId = (
    await graphqlCall('query($p: String!) { memberByPhone(phone: $p) { legacyId } }', { p: '13800138000' }, staffToken)
  ).memberByPhone.legacyId;
  await api('Message/Send', { memberIds: [myLegacyId], title: '开奖提醒', content: '今晚 21:15 开奖' }, staffToken);
  await page.waitForSelector('[data-testid=unread-badge]', { timeout: 5000 });
  check((await page.textContent('[data-testid=unread-badge]')) === '1', 'the badge shows 1, live');
  await shot('03-badge');
}

export async function readMessage(j) {
  const { page, shot } = j;
  // 3. Reading it in the message centre drops the badge.
  await page.click('text=消息中心');
  await page.waitForSelector('[data-testid=message]');
  await shot('04-message-centre');
  await page.click('[data-testid=message]');
  await page.waitForSelector('[data-testid=message][data-read=true]');
  await page.click('.navbar .back');
  await page.waitForURL('**/pages/my/index');
  await page.waitForSelector('[data-testid=nick-name]');
  await page.waitForFunction(() => !document.querySelector('[data-testid=unread-badge]'), null, { timeout: 5000 });
  check(true, 'after reading, the badge is gone');
  await shot('05-badge-gone');
}
