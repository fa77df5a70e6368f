// The feedback feature: 我的反馈 (my/feedback/mine). A feedback written on
// the add page lands there 待处理 with 修改 / 撤回 / 删除 (the record's
// flags): edited in place, then deleted. A second one, answered by staff
// in the console (审核 › 意见反馈, 回复), shows 处理中 with 客服回复 and
// only 撤回 left (a replied record is no longer edited or deleted);
// withdrawn, it shows 已撤回 with the reply kept and nothing left to do.
// Each step takes the journey `j` (../runner.mjs).
import { check, sleep } from '../runner.mjs';
import { consoleAs } from './console.mjs';

const FIRST = '开奖推送比公告晚了半小时';
const EDITED = '双色球开奖推送比官方公告晚了半小时，希望能及时些';
const SECOND = '希望走势图可以按期数筛选';
const REPLY = '感谢建议，走势图按期数筛选已在排期中';

/** The card's actions, by test id (feedback-edit, feedback-withdraw, feedback-remove). */
const actionsOf = (card) =>
  card.locator('[data-testid^=feedback-]').evaluateAll((els) => els.map((e) => e.dataset.testid).filter((id) => ['feedback-edit', 'feedback-withdraw', 'feedback-remove'].includes(id)));

/**
 * Submits `text` on the add page; answers its card on 我的反馈 (where the
 * page goes): the newest, first — found by place, not text, since editing
 * replaces the text with a box.
 */
async function submit(page, base, text) {
  await page.goto(`${base}/pages/my/feedback/add`);
  await page.getByLabel('问题或建议', { exact: true }).fill(text);
  await page.click('[data-testid=feedback-submit]');
  await page.waitForURL('**/pages/my/feedback/mine');
  const card = page.locator('[data-testid=feedback-item]').first();
  await card.locator('.feedback-content', { hasText: text }).waitFor();
  return card;
}

export async function myFeedback(j) {
  const { page, base, shot } = j;

  // Written: 待处理, with 修改 / 撤回 / 删除 offered.
  const first = await submit(page, base, FIRST);
  check(
    (await first.locator('.feedback-state').textContent()) === '待处理' &&
      (await actionsOf(first)).join() === 'feedback-edit,feedback-withdraw,feedback-remove',
    'a feedback written on the add page shows on 我的反馈 as 待处理, with 修改, 撤回 and 删除',
  );
  // 修改 in place: the new text replaces the old.
  await first.locator('[data-testid=feedback-edit]').click();
  await first.locator('textarea').fill(EDITED);
  await shot('77a-feedback-edit');
  await first.locator('[data-testid=feedback-save]').click();
  await first.locator('.feedback-content', { hasText: EDITED }).waitFor();
  check((await first.locator('.feedback-state').textContent()) === '待处理', 'the member edits the pending feedback in place (still 待处理)');
  // 删除, confirmed: the card goes.
  await first.locator('[data-testid=feedback-remove]').click();
  await page.click('.adm-dialog-button:has-text("删除")');
  await page.locator('.feedback-content', { hasText: EDITED }).waitFor({ state: 'detached' });
  check(true, 'the member deletes the pending feedback after the confirmation');

  // A second one, answered by staff in the console.
  const second = await submit(page, base, SECOND);
  const c = await consoleAs(j, '/review/feedback');
  try {
    const row = c.page.locator('[data-testid=feedback-table] tbody tr', { hasText: SECOND });
    await row.locator('[data-testid=review-reply]').click();
    await c.page.locator('textarea[data-testid=review-text], [data-testid=review-text] textarea').fill(REPLY);
    await c.page.click('[data-testid=review-text-ok]');
    await row.waitFor({ state: 'detached' }); // 处理中 now: off the 待处理 list
    await sleep(400); // the dialog's fade-out
    await c.shot('c22-console-feedback-reply');
  } finally {
    await c.ctx.close();
  }
  check(true, 'staff reply to the feedback in the console (审核 › 意见反馈)');
  // 我的反馈 (read fresh on each visit): 处理中, staff's reply with its time; only 撤回 left.
  await page.reload();
  await second.locator('.feedback-content', { hasText: SECOND }).waitFor();
  const reply = second.locator('[data-testid=feedback-reply]');
  await reply.waitFor();
  const replied = await reply.textContent();
  check(
    (await second.locator('.feedback-state').textContent()) === '处理中' && replied.includes('客服回复') && replied.includes('回复于') && replied.includes(REPLY),
    `the feedback shows 处理中 and staff's reply with its time (${replied})`,
  );
  check((await actionsOf(second)).join() === 'feedback-withdraw', 'a replied feedback offers 撤回 only (no 修改, no 删除)');
  await shot('77b-feedback-replied');
  // 撤回, confirmed: 已撤回, the reply kept, nothing left to do.
  await second.locator('[data-testid=feedback-withdraw]').click();
  await page.click('.adm-dialog-button:has-text("撤回")');
  await second.locator('.feedback-state', { hasText: '已撤回' }).waitFor();
  check(
    (await second.textContent()).includes('你已撤回这条反馈，客服不会再处理') &&
      (await reply.textContent()).includes(REPLY) &&
      (await actionsOf(second)).length === 0,
    'the member withdraws it: 已撤回, the reply still shown, no action left (a withdrawn feedback is not deleted by its member)',
  );
  await sleep(300); // the dialog's fade-out
  await shot('77c-feedback-withdrawn');
}
