// The points feature: check-in, its calendar and the points history.
// Each step takes the journey `j` (../runner.mjs).
import { check } from '../runner.mjs';

export async function checkIn(j) {
  const { page, base, shot } = j;
  // 5. Check in: the points show the reward.
  await page.goto(`${base}/pages/my/index`);
  await page.waitForSelector('[data-testid=check-in]');
  await page.click('[data-testid=check-in]');
  await page.waitForFunction(() => document.querySelector('[data-testid=points]')?.textContent === '5', null, { timeout: 5000 });
  check(true, 'checking in shows 5 points');
  await shot('07-checked-in');

  // The check-in shows in the calendar and the points history.
  await page.goto(`${base}/pages/my/check-in/index`);
  await page.waitForSelector('[data-testid=checked-day]');
  await page.goto(`${base}/pages/my/points/index`);
  await page.waitForFunction(() => document.querySelector('[data-testid=balance]')?.textContent === '5');
  check(true, 'the calendar and the points history show the check-in');
  await shot('07b-points-history');
}
