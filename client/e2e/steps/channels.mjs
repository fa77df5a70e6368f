// Channels and withdrawals (issue 35). Early on (seedChannel), staff make
// the journey's member a distributor running a channel and a friend
// registers with its invite code; the channels step has staff refresh the
// roll-up (otherwise every 5 minutes) so the chart counts the friend. Then staff credit commission
// (补发佣金); the member completes real-name authentication and sets
// receive info in the UI, opens the channel's detail (the chart, the CSV
// saved with its byte-order mark), asks to withdraw (a double tap is one
// withdrawal); staff approve and mark it paid in the console (审核 › 提现);
// the member sees 已打款 and the message. Staff also compare channels in the
// console (渠道与合作方 › 渠道对比). Last, the member opens the channel's
// 推广码 (their code, its link and QR code) and saves the QR image and the
// poster.
// Each step takes the journey `j` (../runner.mjs).
import { readFileSync } from 'node:fs';
import { check, sleep } from '../runner.mjs';
import { consoleAs } from './console.mjs';

const LEGAL_NAME = '王小明';
const ACCOUNT = '6222021234567890';
const CREDIT_FEN = 5000;
const WITHDRAW_YUAN = '20';
const CSV_HEADER = '日期,注册,活跃,签到,邀请,积分发放,积分消耗,收益(元)';

/** A resident ID number with a valid GB 11643 check character (MOD 11-2) for `first17`. */
export function idNumber(first17) {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((a, d, i) => a + Number(d) * weights[i], 0);
  return first17 + '10X98765432'[sum % 11];
}

/** A staff call that must succeed with no user errors; answers its payload. */
async function staffCall(j, query, variables, field) {
  const payload = (await j.graphqlCall(query, variables, j.staffToken))[field];
  if (payload?.userErrors?.length) throw new Error(`${field}: ${JSON.stringify(payload.userErrors)}`);
  return payload;
}

/**
 * Sets `j.channel` (`{ id, operatorId, code }`: `code` is the member's invite
 * code of the channel). Staff make the journey's member a
 * distributor running a new channel (which gives them an invite code of
 * it); a friend registers with that code. Runs after the check-in step,
 * which counts the member's points exactly (the invite rewards them).
 */
export async function seedChannel(j) {
  const { graphqlCall, staffToken, api, smsCode } = j;
  const me = (await graphqlCall('query($p: String!) { memberByPhone(phone: $p) { id } }', { p: '13800138000' }, staffToken)).memberByPhone;
  await staffCall(
    j,
    'mutation($id: ID!) { updateMember(input: { id: $id, profile: { isDistributor: true } }) { member { isDistributor } userErrors { code field message } } }',
    { id: me.id },
    'updateMember',
  );
  const channelId = (
    await staffCall(
      j,
      'mutation($input: CreateChannelInput!) { createChannel(input: $input) { channel { id } userErrors { code field message } } }',
      { input: { name: 'e2e-qd1', title: '一号渠道', operatorId: me.id } },
      'createChannel',
    )
  ).channel.id;
  const codes = (
    await staffCall(
      j,
      'mutation($input: CreateInviteCodesInput!) { createInviteCodes(input: $input) { inviteCodes { channel code } userErrors { code field message } } }',
      { input: { memberId: me.id, channels: ['e2e-qd1'] } },
      'createInviteCodes',
    )
  ).inviteCodes;
  const code = codes.find((c) => c.channel === 'e2e-qd1')?.code;
  await api('Authenticate/SendVerificationCode', { mobile: '13600136000', purpose: 'LOGIN' });
  await api('Authenticate/LoginByMobileCode', { mobile: '13600136000', verificationCode: await smsCode('13600136000'), gate: 'WEB', inviteCode: code });
  check(!!code, `staff make the member a distributor running 一号渠道; a friend registers with its invite code ${code}`);
  j.channel = { id: channelId, operatorId: me.id, code };
}

export async function channels(j) {
  const { page, base, shot, graphqlCall, staffToken } = j;
  const { id: channelId, operatorId } = j.channel;
  const me = { id: operatorId };

  // Staff credit commission (补发佣金, audit-logged and messaged).
  await staffCall(
    j,
    'mutation($input: CreditEarningsInput!) { creditEarnings(input: $input) { userErrors { code field message } } }',
    { input: { memberId: me.id, amountFen: String(CREDIT_FEN), reason: '补发佣金（旅程测试）', idempotencyKey: 'e2e-credit-1' } },
    'creditEarnings',
  );

  // The my page offers 渠道运营; the hub shows the credited balance.
  await page.goto(`${base}/pages/my/index`);
  await page.click('[data-testid=to-channel-operation]');
  await page.waitForURL('**/pages/my/operation/index');
  await page.waitForFunction(() => document.querySelector('[data-testid=earnings-balance]')?.textContent === '¥50.00');
  check(true, 'a distributor reaches 渠道运营 from the my page; the hub shows the ¥50.00 credited');
  await shot('78-channel-operation');

  // Real-name authentication, then receive info in the same name (the UI).
  await page.goto(`${base}/pages/my/authentication/index`);
  await page.fill('input[name=legalName]', LEGAL_NAME);
  await page.fill('input[name=idNumber]', idNumber('11010519900307001'));
  await page.click('[data-testid=auth-submit]');
  await page.waitForURL((url) => !url.pathname.endsWith('/authentication/index'));
  await page.goto(`${base}/pages/my/receive-info/index`);
  await page.waitForSelector('[data-testid=save-payee]');
  check((await page.inputValue('input[name=payeeName]')) === LEGAL_NAME, 'the receive-info form starts from the verified legal name');
  await page.fill('input[name=accountNo]', ACCOUNT);
  await page.fill('input[name=bankName]', '工商银行');
  await page.click('[data-testid=save-payee]');
  await page.waitForFunction(() => document.querySelector('[data-testid=payee]')?.textContent?.includes('************7890'));
  check(true, 'the member sets a bank card as receive info; it shows masked');
  await shot('79-receive-info');

  // Staff ask for the roll-up now (it runs every 5 minutes by itself) and
  // wait until it counted the friend who registered through the channel.
  await staffCall(j, 'mutation { refreshChannelStats }', {}, 'refreshChannelStats');
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
  let registered = 0;
  for (let i = 0; i < 60 && registered < 1; i += 1) {
    const c = (await graphqlCall('query($id: ID!, $d: Date!) { channel(id: $id) { days(from: $d, to: $d) { registrations } } }', { id: channelId, d: today }, staffToken)).channel;
    registered = Number(c?.days?.[0]?.registrations ?? 0);
    if (registered < 1) await sleep(500);
  }
  check(registered === 1, "staff refresh the channels' figures: today counts the friend's registration");

  // The channel: the list, then its detail with the chart and the table.
  await page.goto(`${base}/pages/channels/index`);
  await page.click('[data-testid=channel-item]:has-text("一号渠道")');
  await page.waitForURL(`**/pages/channels/info?id=${encodeURIComponent(channelId)}`);
  // The chart's chunk (ECharts) arrives, then draws its lines into an SVG.
  await page.waitForSelector('[data-testid=channel-chart] svg', { timeout: 15000 });
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=channel-chart] svg path').length > 7);
  check((await page.$$('[data-testid=channel-day]')).length === 7, "the channel's detail draws the chart and lists 近7天's 7 days");
  await page.click('.lm-channels-tabs >> text=近30天');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=channel-day]').length === 30);
  await page.click('.lm-channels-tabs >> text=近7天');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=channel-day]').length === 7);
  check(
    (await page.textContent('[data-testid=channel-days] tfoot td')) === '1',
    "the detail's 近7天 total counts the registration",
  );
  await shot('80-channel-detail');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=export-csv]')]);
  const csv = readFileSync(await download.path());
  const lines = csv.toString('utf8').split('\r\n');
  check(
    csv[0] === 0xef && csv[1] === 0xbb && csv[2] === 0xbf && lines[0] === `\uFEFF${CSV_HEADER}` && lines.length === 9,
    `the CSV export is UTF-8 with a BOM, the table's header and its 7 days (${download.suggestedFilename()})`,
  );
  check(/^一号渠道_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/.test(download.suggestedFilename()), 'the CSV is named after the channel and the range');

  // Withdraw ¥20: a double tap is one withdrawal.
  await page.goto(`${base}/pages/my/payouts/withdraw`);
  await page.waitForFunction(() => document.querySelector('[data-testid=withdraw-balance]')?.textContent === '¥50.00');
  await page.fill('[data-testid=withdraw-amount] input', WITHDRAW_YUAN);
  await shot('81-withdraw');
  await page.dblclick('[data-testid=submit-withdraw]');
  await page.waitForURL('**/pages/my/payouts/index');
  await page.waitForSelector('[data-testid=payout][data-status=waiting]');
  const open = (
    await graphqlCall('{ withdrawals(state: PROCESSING, first: 20) { nodes { id amount { fen } member { id } } } }', {}, staffToken)
  ).withdrawals.nodes.filter((w) => w.member?.id === me.id);
  check(open.length === 1 && open[0].amount.fen === '2000', 'the request is one withdrawal of 2000 fen, waiting for review (待审核)');

  // Staff approve it in the console (审核 › 提现), then mark it paid.
  const c = await consoleAs(j, '/review/withdrawals');
  try {
    const row = c.page.locator('[data-testid=withdrawals-table] tbody tr', { hasText: '20.00' });
    await row.locator('[data-testid=review-approve]').click();
    await row.locator('[data-testid=review-paid]').waitFor();
    await c.shot('c10-console-withdrawal-approved');
    await row.locator('[data-testid=review-paid]').click();
    await c.page.click('[data-testid=review-confirm-ok]');
    await c.page.waitForSelector('[data-testid=withdrawals-table] tbody tr:has-text("20.00")', { state: 'detached' });
    const state = (await graphqlCall('query($id: ID!) { node(id: $id) { ... on Withdrawal { state outcome } } }', { id: open[0].id }, staffToken)).node;
    check(state.state === 'CLOSED' && state.outcome === 'PAID', 'staff approve the withdrawal and mark it paid in the console');
    // 渠道与合作方 › 渠道对比: tick the channel, see its totals.
    await c.page.goto(`${base}/admin/channels/compare`);
    await c.page.locator('[data-testid=channels-table] tbody tr', { hasText: '一号渠道' }).locator('input[type=checkbox]').check();
    await c.page.waitForSelector('[data-testid=compare-table] tbody tr:has-text("一号渠道")');
    check(true, 'staff tick a channel on the console\'s comparison and see its totals');
    await c.shot('c11-console-channel-compare');
    // 补发佣金: ¥10.00 to the channel's operator, with the reason they read.
    await c.page.locator('[data-testid=channels-table] tbody tr', { hasText: '一号渠道' }).locator('[data-testid=credit-operator]').click();
    await c.page.locator('input[data-testid=credit-yuan], [data-testid=credit-yuan] input').fill('10');
    await c.page.locator('textarea[data-testid=credit-reason], [data-testid=credit-reason] textarea').fill('活动奖励补发');
    await c.page.click('[data-testid=credit-ok]');
    await c.page.waitForSelector('.ant-message-notice:has-text("已为")');
    await sleep(400); // the toast's slide-in
    await c.shot('c11b-console-credit');
  } finally {
    await c.ctx.close();
  }

  // The member sees 已打款, the balance left, and the message.
  await page.goto(`${base}/pages/my/payouts/index`);
  await page.waitForSelector('[data-testid=payout][data-status=paid]');
  check((await page.textContent('[data-testid=payout] [data-testid=payout-status]')) === '已打款', 'the withdrawals page shows 已打款');
  await shot('82-payouts');
  await page.goto(`${base}/pages/my/operation/index`);
  await page.waitForFunction(() => document.querySelector('[data-testid=earnings-balance]')?.textContent === '¥40.00');
  check((await page.textContent('[data-testid=earnings-held]')) === '¥0.00', 'the hub shows ¥40.00 (¥30.00 left, and the ¥10.00 staff credited) and nothing held');
  await page.goto(`${base}/pages/my/message/index`);
  let found = false;
  for (let i = 0; i < 20 && !found; i++) {
    found = (await page.$('[data-testid=message]:has-text("提现已打款")')) !== null;
    if (!found) {
      await sleep(500);
      await page.reload();
      await page.waitForSelector('[data-testid=message]');
    }
  }
  check(found, 'the message centre has the 提现已打款 message');
  await shot('83-withdrawal-message');
}

/** A PNG file's width and height (its IHDR chunk), or null for anything else. */
function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/**
 * The operator's 推广码: from the channel list to the channel's invite page,
 * which shows the code staff made for the member when seeding (seedChannel),
 * its invite link and QR code; 下载二维码 and 下载海报 save PNGs (the QR
 * image 600 px square, the poster 750 px wide) and the poster shows on the
 * page.
 */
export async function channelInvite(j) {
  const { page, base, shot } = j;
  const { id: channelId, code } = j.channel;
  await page.goto(`${base}/pages/channels/index`);
  await page.locator('[data-testid=channel-row]', { hasText: '一号渠道' }).locator('[data-testid=channel-invite-link]').click();
  await page.waitForURL(`**/pages/channels/invite?id=${encodeURIComponent(channelId)}`);
  await page.waitForSelector('[data-testid=invite-code]');
  const shownCode = await page.textContent('[data-testid=invite-code]');
  const link = await page.textContent('[data-testid=invite-link]');
  check(
    shownCode === code && link === `${base}/pages/share/receive?code=${code}`,
    `the channel's 推广码 page shows the member's code (${shownCode}) and its invite link (${link})`,
  );
  check(await page.isVisible('[data-testid=invite-qr] svg'), 'the 推广码 page shows the link as a QR code');
  await shot('84-channel-invite');

  const [qr] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=download-qr]')]);
  const qrSize = pngSize(readFileSync(await qr.path()));
  check(
    qr.suggestedFilename() === `invite-qr-${code}.png` && qrSize?.width === 600 && qrSize?.height === 600,
    `下载二维码 saves the QR code as a 600 × 600 PNG (${qr.suggestedFilename()})`,
  );
  const [poster] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=download-poster]')]);
  const posterSize = pngSize(readFileSync(await poster.path()));
  check(
    poster.suggestedFilename() === `invite-poster-${code}.png` && posterSize?.width === 750 && posterSize.height > 1000,
    `下载海报 saves the poster as a 750-wide PNG (${poster.suggestedFilename()}, ${posterSize?.width} × ${posterSize?.height})`,
  );
  await page.waitForSelector('[data-testid=invite-poster]');
  await page.locator('[data-testid=invite-poster]').scrollIntoViewIfNeeded();
  await shot('84b-channel-invite-poster');
}
