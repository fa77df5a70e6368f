// The shop manager (issue 35): the journey's member (A) opens 店主认证 from
// the my page, fills the certification form with two uploaded pictures (the
// shop front, the sales licence) and sends it; staff open it in the console
// (审核 › 店主认证, the licence photo in its drawer) and approve it; A's my page then leads to the toolbox. A adds the second member (B)
// by phone — the lookup shows B's masked phone, the family list B's phone
// in full (A typed it) — writes a note on B, a memo and its result, and
// opens the shop's invite poster.
// Each step takes the journey `j` (../runner.mjs).
import { join } from 'node:path';
import { check, root, sleep } from '../runner.mjs';
import { consoleAs } from './console.mjs';

const SHOP = '福彩 8808 号店';
const REJECTION = '代销证照片不清晰，请重新拍摄上传';
const OTHER_PHONE = '13900139000';
const NOTE = '周末来店，偏好大乐透';
const MEMO = '提醒周六大乐透开奖后来店兑奖';
const RESULT = '已提醒，客户周日来店';

/** The picture without a closing sheet's mask or the toasts (2.5 s) over it. */
async function settled(page) {
  await page.waitForFunction(() => ![...document.querySelectorAll('.adm-popup')].some((p) => p.getClientRects().length > 0), null, { timeout: 10000 });
  await page.waitForFunction(() => !document.querySelector('.lm-toast'), null, { timeout: 10000 });
}

/** The my page's shop entry: its text once the page has asked whether A has a shop. */
async function shopEntry(page, base, text) {
  await page.goto(`${base}/pages/my/index`);
  await page.waitForSelector(`[data-testid=shop-entry]:has-text("${text}")`, { timeout: 10000 });
}

export async function shopManager(j) {
  const { page, base, shot } = j;

  // A: the my page's 店主认证 opens the (empty) certification form.
  await shopEntry(page, base, '店主认证');
  await page.click('[data-testid=shop-entry]');
  await page.waitForURL('**/pages/my/shop-account/index');
  await page.waitForSelector('[data-testid=shop-form]');
  await page.fill('[data-testid=shop-name] input', SHOP);
  await page.fill('[data-testid=shop-address] textarea', '深圳市南山区科技园科苑路 1 号');
  await page.fill('[data-testid=shop-owner] input', '张三');
  await page.fill('[data-testid=shop-licence-no] input', '44030012345');
  // The licence's last day (the device's date input): two years on.
  await page.fill('[data-testid=shop-licence-date] input', `${new Date().getFullYear() + 2}-12-31`);
  // The two photos, uploaded and previewed.
  await page.setInputFiles('[data-testid=shop-front-photo] input[type=file]', join(root, 'client/public/icons/icon-512.png'));
  await page.setInputFiles('[data-testid=shop-licence-photo] input[type=file]', join(root, 'client/public/icons/icon-192.png'));
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-testid=shop-form] .adm-image-uploader-cell:not(.adm-image-uploader-cell-fail) img').length === 2 &&
      !document.querySelector('[data-testid=shop-form] .adm-image-uploader-cell-mask'),
    null,
    { timeout: 10000 },
  );
  await shot('85-shop-apply');
  await page.click('[data-testid=shop-submit]');
  await page.waitForSelector('[data-testid=shop-application][data-status=PROCESSING]', { timeout: 10000 });
  await settled(page);
  check(
    (await page.isVisible('[data-testid=edit-application]')) && (await page.isVisible('[data-testid=withdraw-application]')),
    'A sends the certification with two photos: 审核中, editable and withdrawable until staff decide',
  );
  await shot('85b-shop-review');
  // Until staff decide, the toolbox says how to become a shop manager.
  await page.goto(`${base}/pages/shop-manager/index`);
  await page.waitForSelector('[data-testid=not-shop-manager] [data-testid=go-certify]');
  check(!(await page.isVisible('[data-testid=error-state]')), 'before approval the toolbox shows the way to certification, not an error');
  await shot('85c-shop-not-yet');

  // Staff first reject it in the console with a reason; A reads the reason
  // on the account page and sends it again (the form keeps what was sent,
  // the photos too).
  const first = await consoleAs(j, '/review/shops');
  try {
    const row = first.page.locator('[data-testid=shops-table] tbody tr', { hasText: SHOP });
    await row.locator('[data-testid=review-reject]').click();
    await first.page.locator('textarea[data-testid=review-text], [data-testid=review-text] textarea').fill(REJECTION);
    await sleep(400); // the dialog's fade-in
    await first.shot('c11-console-shop-reject');
    await first.page.click('[data-testid=review-text-ok]');
    await row.waitFor({ state: 'detached' });
  } finally {
    await first.ctx.close();
  }
  await page.goto(`${base}/pages/my/shop-account/index`);
  await page.waitForSelector('[data-testid=shop-application][data-status=REJECTED] [data-testid=reject-reason]');
  check((await page.textContent('[data-testid=reject-reason]')).includes(REJECTION), 'staff reject the certification with a reason in the console; A reads the reason');
  await shot('85d-shop-rejected');
  await page.click('[data-testid=reapply]');
  await page.waitForSelector('[data-testid=shop-form] .adm-image-uploader-cell img');
  await page.click('[data-testid=shop-submit]');
  await page.waitForSelector('[data-testid=shop-application][data-status=PROCESSING]', { timeout: 10000 });
  check(true, 'A sends the certification again from what was sent');

  // Staff open it in the console, see the licence photo, and approve it.
  const c = await consoleAs(j, '/review/shops');
  try {
    const row = c.page.locator('[data-testid=shops-table] tbody tr', { hasText: SHOP });
    await row.locator('[data-testid=review-detail]').click();
    await c.page.waitForFunction(() => document.querySelector('[data-testid=record-drawer] img[alt=代销证]')?.naturalWidth > 0);
    await sleep(400); // the drawer's slide-in
    await c.shot('c12-console-shop-application');
    await c.page.locator('[data-testid=record-drawer] [data-testid=review-approve]').click();
    await row.waitFor({ state: 'detached' });
    check(true, 'staff see the application with its licence photo and approve it in the console');
  } finally {
    await c.ctx.close();
  }

  // A: the my page now leads to the toolbox.
  await shopEntry(page, base, '店主工具');
  await page.click('[data-testid=shop-entry]');
  await page.waitForURL('**/pages/shop-manager/index');
  await page.waitForSelector('[data-testid=toolbox-shop-name]');
  const tools = await page.$$eval('[data-testid=shop-tool]', (els) => els.map((e) => e.getAttribute('href')));
  check(
    (await page.textContent('[data-testid=toolbox-shop-name]')) === SHOP &&
      tools.includes('/pages/family/index') &&
      tools.includes('/pages/bonus-calculator/index') &&
      !tools.some((h) => h?.includes('split-order')),
    `the certified member sees the toolbox: the family and the free tools, no ticket printing (${tools.length} tools)`,
  );
  await shot('86-shop-toolbox');

  // A adds B by phone: the lookup shows B's phone masked.
  await page.click('[data-testid=shop-tool][href="/pages/family/add/index"]');
  await page.waitForSelector('[data-testid=phone-input] input');
  await page.fill('[data-testid=phone-input] input', OTHER_PHONE);
  await page.click('[data-testid=lookup]');
  await page.waitForSelector('[data-testid=candidate] [data-testid=candidate-phone]', { timeout: 10000 });
  const masked = await page.textContent('[data-testid=candidate-phone]');
  check(masked === '139****9000', `the lookup shows the member with the phone masked (${masked})`);
  await page.click('[data-testid=add-member]');
  await page.waitForSelector('[data-testid=to-family]', { timeout: 10000 });
  await settled(page);
  await shot('86b-family-add');
  await page.click('[data-testid=to-family]');
  await page.waitForURL('**/pages/family/index');
  await page.waitForSelector('[data-testid=family-member]');
  const phones = await page.$$eval('[data-testid=family-phone]', (els) => els.map((e) => e.textContent));
  check(phones.length === 1 && phones[0] === OTHER_PHONE, `the family lists B, with the phone A typed (${phones.join(', ')})`);

  // A's note on B.
  await page.click('[data-testid=edit-note]');
  await page.waitForSelector('[data-testid=note-sheet] textarea');
  await page.fill('[data-testid=note-input] textarea', NOTE);
  await page.click('[data-testid=save-note]');
  await page.waitForFunction((note) => document.querySelector('[data-testid=family-note]')?.textContent?.includes(note), NOTE, { timeout: 10000 });
  check(true, 'A writes a note on B and the family list shows it');
  await settled(page);
  await shot('87-family');

  // A memo about B, then its result.
  await page.click('[data-testid=family-member] >> text=写备忘');
  await page.waitForSelector('[data-testid=memo-content] textarea');
  await page.fill('[data-testid=memo-content] textarea', MEMO);
  await page.click('[data-testid=save-memo]');
  await page.waitForURL('**/pages/my/memo/result?member=*');
  await page.waitForSelector('[data-testid=memo] [data-testid=memo-result-text]');
  await page.click('[data-testid=record-result]');
  await page.waitForSelector('[data-testid=result-sheet] textarea');
  await page.fill('[data-testid=result-input] textarea', RESULT);
  await page.click('[data-testid=save-result]');
  await page.waitForFunction((r) => document.querySelector('[data-testid=memo-result-text]')?.textContent?.includes(r), RESULT, { timeout: 10000 });
  await settled(page);
  check((await page.textContent('[data-testid=memo-content-text]')) === MEMO, 'A writes a memo about B and records its result');
  await shot('88-memo');

  // The shop's invite: code, link and poster.
  await page.goto(`${base}/pages/my/share-info/index`);
  await page.waitForSelector('[data-testid=shop-poster]', { timeout: 10000 });
  const link = await page.textContent('[data-testid=shop-invite-link]');
  check(link?.includes('/pages/share/receive?code='), `the share info page shows the shop's invite link and poster (${link})`);
  await shot('89-share-info');
}
