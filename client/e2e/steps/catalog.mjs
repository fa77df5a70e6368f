// The catalog feature: the category page.
// Each step takes the journey `j` (../runner.mjs).
import { check } from '../runner.mjs';

export async function category(j) {
  const { page, base, shot } = j;
  await page.goto(`${base}/pages/cate/index`);
  await page.waitForSelector('[data-testid=category-page]');
  check((await page.$$('[data-testid=category-page] a')).length >= 10, 'the category page lists the games and tools');
  await shot('24-category');
}
