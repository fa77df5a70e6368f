// The numeral feature: the digit games' page.
// Each step takes the journey `j` (../runner.mjs).
import { check } from '../runner.mjs';

export async function numeralPage(j) {
  const { page, base, shot } = j;
  await page.goto(`${base}/pages/numeral/index`);
  await page.waitForSelector('[data-testid=numeral-game]');
  check((await page.$$('[data-testid=numeral-game]')).length === 3, 'the numeral page shows 福彩3D, 排列三 and 排列五');
  await shot('26-numeral');
}
