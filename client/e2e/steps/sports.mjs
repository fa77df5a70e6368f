// The sports feature: 竞彩足球 and 竞彩篮球 selections, results and analysis.
// Each step takes the journey `j` (../runner.mjs).
import { readFileSync } from 'node:fs';
import { check } from '../runner.mjs';

export async function sports(j) {
  const { page, base, shot, session, matchFile } = j;
  // 8b. Sports: a 3-match 竞彩足球 selection as 3串4 (the worked example's
  // [2,1,3] options: 17 bets) with its bonus range, its 奖金明细, tickets and
  // share image; a 竞彩篮球 胜分差 selection over five games refused with the
  // limit named; the results of a stored day with the file's scores; a
  // match's analysis and odds chart.
  await page.goto(`${base}/pages/sports/football/index`);
  await page.waitForSelector('[data-testid=sports-match]');
  const cards = await page.$$('[data-testid=sports-match]');
  check(cards.length === 3, `the newest 竞彩足球 day lists its 3 matches (${cards.length})`);
  for (const [card, options] of [
    [0, [0, 1]],
    [1, [0]],
    [2, [0, 1, 2]],
  ]) {
    for (const o of options) await (await cards[card].$$('[data-testid=sports-option]'))[o].click();
  }
  await page.click('[data-testid=multi-pass] >> text=3串4');
  await page.waitForFunction(() => document.querySelector('[data-testid=bets]')?.textContent === '17');
  const range = await page.textContent('[data-testid=bonus-range]');
  check(/^\d+\.\d{2}～\d+\.\d{2}元$/.test(range ?? ''), `3串4 over [2,1,3] options is 17 bets, bonus ${range}`);
  await shot('29-sports-football-3c4');
  await page.click('[data-testid=to-detail]');
  await page.waitForSelector('[data-testid=hits-table]');
  check((await page.textContent('[data-testid=bets]')) === '17' && (await page.$$('[data-testid=singles] li')).length === 17, '奖金明细 lists the 17 single bets');
  await shot('30-sports-detail');
  const detailUrl = page.url();
  await page.goBack();
  await page.waitForSelector('[data-testid=to-share]');
  await page.click('[data-testid=to-share]');
  await page.waitForSelector('[data-testid=share-image]');
  const shareLink = await page.textContent('[data-testid=share-link]');
  check((shareLink ?? '').includes('/pages/sports/resultShare?g=jczq'), 'the share page gives a stable link and an image');
  await shot('31-sports-share');
  // Saved (signed in again: step 7 signed out): the server counts it
  // again, and 兑奖 reads the stored results.
  await page.evaluate((stored) => {
    for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
  }, session);
  await page.goto(detailUrl);
  await page.click('[data-testid=save-sports]');
  await page.waitForSelector('[data-testid=sports-record]');
  check((await page.textContent('[data-testid=sports-record]')).includes('17注 × 1倍 = 34.00元'), 'the saved 方案 lists 17 bets, 34 yuan, with its 兑奖');
  await shot('31b-sports-records');
  await page.goto(`${base}/pages/sports/basketball/index`);
  await page.waitForSelector('[data-testid=sports-match]');
  await page.click('[data-testid=play-tabs] >> text=胜分差');
  await page.waitForSelector('[data-testid=sports-match]');
  const courts = await page.$$('[data-testid=sports-match]');
  for (const card of courts.slice(0, 5)) await (await card.$$('[data-testid=sports-option]'))[0].click();
  await page.waitForSelector('[data-testid=limit-error]');
  await page.locator('[data-testid=limit-error]').scrollIntoViewIfNeeded();
  check((await page.textContent('[data-testid=limit-error]')) === '胜分差最多串4场，已选5场', 'a 胜分差 selection over 5 games is refused with the limit named');
  await shot('32-sports-basketball-limit');
  await page.goto(`${base}/pages/sports/result/jczq`);
  await page.waitForSelector('[data-testid=result-row]');
  const scores = await page.$$eval('[data-testid=result-row]', (rows) =>
    rows.map((r) => `${r.getAttribute('data-match')} ${r.querySelector('[data-testid=full-time]')?.textContent}`),
  );
  const fileScores = JSON.parse(readFileSync(matchFile, 'utf8'))
    .matches.filter((m) => m.date === '2026-08-29')
    .map((m) => `${m.matchNum} ${m.ftScore}`);
  check(JSON.stringify(scores) === JSON.stringify(fileScores), `the 竞彩足球 results page shows the stored day's scores (${scores.join(', ')})`);
  await shot('33-sports-results');
  await page.click('[data-testid=result-row] >> text=分析');
  await page.waitForSelector('[data-testid=record]');
  await shot('34-sports-analysis');
  await page.click('[data-testid=sports-statics] >> text=赔率走势');
  await page.waitForSelector('[data-testid=odds-chart] svg');
  check(true, 'the analysis page draws the odds movement');
  await shot('35-sports-odds-chart');
}
