// The rules feature: the play rules.
// Each step takes the journey `j` (../runner.mjs).
import { check } from '../runner.mjs';

export async function playRules(j) {
  const { page, base, shot } = j;
  await page.goto(`${base}/pages/rule/index?game=dlt`);
  await page.waitForSelector('[data-testid=rules-page]');
  check((await page.textContent('[data-testid=rules-page]')).includes('一等奖'), 'the play rules show 大乐透 prize tiers');
  await shot('25-rules');
}
