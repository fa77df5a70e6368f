// The trend feature: the 走势图, the parity statistics and the chart tools hub.
// Each step takes the journey `j` (../runner.mjs).
import { check } from '../runner.mjs';

export async function trendChart(j) {
  const { page, base, shot } = j;
  // The 双色球 trend chart and its landscape view.
  await page.goto(`${base}/pages/trend/ssq`);
  await page.waitForSelector('[data-testid=trend-chart] svg circle');
  check((await page.$$('[data-testid=omission-row]')).length === 33, 'the trend chart shows 33 red omissions');
  await shot('11-trend-chart');
  await page.click('text=横屏查看');
  await shot('12-trend-chart-landscape');
}

export async function parity(j) {
  const { page, base, shot } = j;
  // The parity statistics (after drawHistory's published draw): 30 draws,
  // then 50, then 大乐透.
  await page.goto(`${base}/pages/statics/index`);
  await page.waitForSelector('[data-testid=parity-row]');
  check((await page.$$('[data-testid=parity-row]')).length === 30, 'the parity statistics cover 30 draws');
  await shot('14-parity');
  // The journey's server holds 双色球's real history (243 draws) only.
  await page.click('[data-testid=parity] [role=tab] >> text=近50期');
  await page.waitForURL('**/pages/statics/index?last=50');
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=parity-row]').length === 50);
  check(true, 'the parity statistics switch to 50 draws');
  await page.click('[data-testid=parity] [role=tab] >> text=大乐透');
  await page.waitForURL('**/pages/statics/index?game=dlt&last=50');
  await page.waitForSelector('[data-testid=parity] [data-testid=empty-state], [data-testid=parity-row]');
  check(
    (await page.textContent('[data-testid=parity] nav .adm-tabs-tab-active')) === '大乐透',
    'and to 大乐透 (its rows, or its empty state where the server holds none)',
  );
  await shot('14b-parity-dlt-50');
}

export async function chartTools(j) {
  const { page, base, shot } = j;
  // 8. The hubs: chart tools, category, play rules, the numeral page.
  await page.goto(`${base}/pages/index/chart/index`);
  await page.waitForSelector('[data-testid=chart-tools] a[href*="/pages/trend/dlt"]');
  await shot('23-chart-tools');
  await page.click('[data-testid=chart-tools] a[href*="/pages/trend/dlt"]');
  // No 大乐透 draws are stored in this run: the chart says so.
  await page.waitForSelector('[data-testid=trend-chart] [data-testid=empty-state]');
  check(true, 'chart tools open the 大乐透 trend chart (empty: no draws stored)');
  await page.goto(`${base}/pages/trend/ssq?last=100`);
  await page.waitForSelector('[data-testid=trend-stat-row]');
  check((await page.$$('[data-testid=trend-stat-row]')).length === 4, 'the 双色球 chart of 100 issues ends in its four statistics rows');
  await shot('23b-trend-100');
}
