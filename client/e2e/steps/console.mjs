// The staff console (issue 56), desktop (1280 px), on its own page at
// /admin/: staff sign in with password and TOTP code; a second staff
// account, its factor reset, enrols from the QR page's key and lands in the
// console with its recovery codes; the audit log lists both acts; the jobs
// page shows jobs by state; the console's first load stays in its budget
// and its page breaks no CSP rule.
// Each step takes the journey `j` (../runner.mjs).
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { TOTP } from 'otpauth';
import { artifacts, check, sleep } from '../runner.mjs';
import { staffCode, totpStep } from './seed.mjs';

/** The console's first load budget (issue 56), gzip. */
const FIRST_LOAD_BUDGET = 400 * 1024;

async function desktop(j) {
  const ctx = await j.browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const violations = [];
  page.on('console', (m) => {
    if (/Content[- ]Security[- ]Policy/i.test(m.text())) violations.push(m.text());
  });
  const scripts = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(r.body().then((b) => gzipSync(b).length, () => 0));
  });
  const shot = (name) => page.screenshot({ path: join(artifacts, `${name}.png`) });
  return { ctx, page, shot, violations, scripts };
}

async function signInWith(page, phone, password) {
  await page.fill('[data-testid=phone]', phone);
  await page.fill('[data-testid=password]', password);
  await page.click('[data-testid=submit]');
}

export async function staffConsole(j) {
  const { base, graphqlCall, staffToken, bin, env } = j;
  const a = await desktop(j);
  try {
    await a.page.goto(`${base}/admin/`, { waitUntil: 'networkidle' });
    const firstLoad = (await Promise.all(a.scripts)).reduce((x, y) => x + y, 0);
    check(firstLoad <= FIRST_LOAD_BUDGET, `the console's first load is ${Math.round(firstLoad / 1024)} KB gzip (budget 400)`);
    await a.shot('c01-console-sign-in');
    await signInWith(a.page, '13500135000', 'e2e-admin-password');
    await a.page.waitForSelector('[data-testid=code]');
    await a.shot('c02-console-code');
    // The seed signed in with this account's code: a code is used once, so
    // wait for the next step's if the seed's step is still current.
    while (totpStep() <= (j.staffCodeStep ?? -1)) await sleep(500);
    await a.page.fill('[data-testid=code]', staffCode());
    await a.page.click('[data-testid=verify]');
    // The first menu the session may open: 后台任务.
    await a.page.waitForSelector('[data-testid=jobs-table]');
    await a.shot('c03-console-home');
    check(true, 'staff sign in to the console with password and TOTP code');

    // A second staff account without a factor enrols.
    execFileSync(bin, ['create-staff', '--phone', '13500135009', '--name', '客服小王'], {
      env: { ...env, STAFF_PASSWORD: 'second-staff-password' },
    });
    const second = (await graphqlCall('query($p: String!) { memberByPhone(phone: $p) { id } }', { p: '13500135009' }, staffToken)).memberByPhone;
    await graphqlCall('mutation($i: ResetStaffFactorInput!) { resetStaffFactor(input: $i) { done } }', { i: { memberId: second.id } }, staffToken);
    const b = await desktop(j);
    try {
      await b.page.goto(`${base}/admin/`);
      await signInWith(b.page, '13500135009', 'second-staff-password');
      await b.page.waitForSelector('[data-testid=enrol-qr]');
      await b.shot('c04-console-enrol');
      const secret = (await b.page.textContent('[data-testid=enrol-secret]')).trim();
      const code = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
      await b.page.fill('[data-testid=code]', code);
      await b.page.click('[data-testid=verify]');
      await b.page.waitForSelector('[data-testid=recovery-codes]');
      const codes = await b.page.locator('[data-testid=recovery-codes] .ant-list-item').count();
      check(codes === 10, 'an enrolment shows ten recovery codes once');
      await b.shot('c05-console-recovery');
      await b.page.click('[data-testid=recovery-saved]');
      await b.page.waitForSelector('[data-testid=sign-out]');
      check(b.violations.length === 0, `the console breaks no CSP rule (${b.violations.join('; ')})`);
    } finally {
      await b.ctx.close();
    }

    // The audit log, filtered in the URL, lists the enrolment and the reset.
    await a.page.goto(`${base}/admin/audit?action=staff.factor.enrol`, { waitUntil: 'networkidle' });
    await a.page.waitForSelector('[data-testid=audit-table] tbody tr:has-text("staff.factor.enrol")');
    await a.page.goto(`${base}/admin/audit?action=staff.factor.reset`, { waitUntil: 'networkidle' });
    await a.page.waitForSelector('[data-testid=audit-table] tbody tr:has-text("staff.factor.reset")');
    await a.shot('c06-console-audit-filtered');
    check(true, 'the audit log lists the reset and the enrolment, filtered by action in the URL');

    // 后台任务: the jobs done so far (the seed's), by state in the URL.
    await a.page.goto(`${base}/admin/jobs?state=DONE`, { waitUntil: 'networkidle' });
    await a.page.waitForSelector('[data-testid=jobs-table]');
    await a.shot('c07-console-jobs');
    check(true, 'the jobs page lists jobs by state');
    check(a.violations.length === 0, `the console breaks no CSP rule (${a.violations.join('; ')})`);
  } finally {
    await a.ctx.close();
  }
}
