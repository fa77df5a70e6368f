// The lottery feature: the calculators, prize check, replay, number
// selection, order splitting and the draw history.
// Each step takes the journey `j` (../runner.mjs).
import { check } from '../runner.mjs';

export async function ssqCalculator(j) {
  const { page, base, shot } = j;
  // The bonus calculator: 双色球 8 red + 2 blue, saved and listed.
  await page.goto(`${base}/pages/bonus-calculator/index`);
  for (const n of [1, 4, 16, 22, 26, 31, 8, 9]) await page.click(`[data-testid=red-${n}]`);
  for (const n of [4, 7]) await page.click(`[data-testid=blue-${n}]`);
  await page.waitForFunction(() => document.querySelector('[data-testid=bets]')?.textContent === '56');
  check((await page.textContent('[data-testid=cost]')) === '112.00元', '8 red + 2 blue: 56 bets, 112 yuan');
  await shot('13-bonus-calculator');
  await page.click('[data-testid=save-selection]');
  await page.waitForSelector('.lm-toast:has-text("已保存")');
  await page.goto(`${base}/pages/selection/record`);
  await page.waitForSelector('[data-testid=saved-selection]');
  check((await page.textContent('[data-testid=saved-selection]')).includes('56注'), 'the saved selection shows 56 bets');
  await shot('13b-saved-selection');
}

export async function dltCalculator(j) {
  const { page, base, shot } = j;
  // The calculator for another game: 大乐透 7 front + 3 back, with 追加.
  await page.goto(`${base}/pages/bonus-calculator/index`);
  await page.click('[data-testid=game-dlt]');
  for (const n of [1, 2, 3, 4, 5, 6, 7]) await page.click(`[data-testid=red-${n}]`);
  for (const n of [1, 2, 3]) await page.click(`[data-testid=blue-${n}]`);
  await page.waitForFunction(() => document.querySelector('[data-testid=bets]')?.textContent === '63');
  check((await page.textContent('[data-testid=cost]')) === '126.00元', '大乐透 7 + 3: 63 bets, 126 yuan');
  await page.click('text=追加');
  await page.waitForFunction(() => document.querySelector('[data-testid=cost]')?.textContent === '189.00元');
  check(true, 'with 追加: 189 yuan');
  await shot('15-calculator-dlt');
}

export async function fc3dCalculator(j) {
  const { page, base, shot } = j;
  // 福彩3D 直选和值 10: 63 bets, 126 yuan (lottery-rules.md §3).
  await page.goto(`${base}/pages/bonus-calculator/index?game=fc3d`);
  await page.click('[data-testid=play-dsum]');
  await page.click('[data-testid=sum-10]');
  await page.waitForFunction(() => document.querySelector('[data-testid=bets]')?.textContent === '63');
  check((await page.textContent('[data-testid=cost]')) === '126.00元', '3D 和值 10: 63 bets, 126 yuan');
  await page.fill('[data-testid=multiple] input', '2');
  await page.waitForFunction(() => document.querySelector('[data-testid=cost]')?.textContent === '252.00元');
  check(page.url().includes('play=dsum'), 'the play stays when the multiple changes');
  await shot('15b-calculator-3d-sum');
}

export async function prizeCheck(j) {
  const { page, base, shot } = j;
  // The prize check: the newest 双色球 draw (26096: 01 04 16 22 26 31 + 04)
  // is among the picked numbers, so the ticket holds the 一等奖 bet.
  await page.goto(`${base}/pages/bonus-calculator/index?game=ssq&zones=${encodeURIComponent(':1,4,16,22,26,31,8;:4')}`);
  await page.click('[data-testid=check-prize]');
  await page.waitForSelector('[data-testid=prize-result] .prize-lines');
  const prize = await page.textContent('[data-testid=prize-result]');
  check(prize.includes('一等奖') && prize.includes('三等奖'), 'the prize check lists 一等奖 and 三等奖 for 7 red + the blue');
  await shot('16-prize-check');
}

export async function replay(j) {
  const { page, base, shot } = j;
  // Lottery replay of one ticket over the last 30 draws.
  await page.goto(`${base}/pages/lotteryRePlay/index?game=ssq&zones=${encodeURIComponent(':1,4,16,22,26,31;:4')}`);
  await page.click('[data-testid=run-replay]');
  await page.waitForSelector('[data-testid=replay-summary]');
  check((await page.textContent('[data-testid=replay-summary]')).includes('近30期'), 'the replay covers 30 draws');
  check((await page.$$('[data-testid=replay-win]')).length >= 1, 'the replay lists the draws the ticket won');
  await shot('17-replay');
}

export async function selection(j) {
  const { page, base, shot } = j;
  // Number selection: candidates → filters → result.
  await page.goto(`${base}/pages/selection/index`);
  for (const n of [1, 2, 3, 4, 5, 6, 7, 8]) await page.click(`[data-testid=red-${n}]`);
  await page.click('[data-testid=blue-1]');
  await page.click('[data-testid=to-filter]');
  await page.fill('[data-testid=odd-min] input', '3');
  await page.fill('[data-testid=odd-max] input', '3');
  await page.click('[data-testid=mark-8]');
  await shot('18-selection-filter');
  await page.click('[data-testid=run-filter]');
  await page.waitForSelector('[data-testid=selection-bet]');
  const bets = await page.$$eval('[data-testid=selection-bet]', (els) => els.map((e) => e.textContent ?? ''));
  check(bets.length > 0 && bets.every((b) => b.includes('08')), 'every filtered bet holds the required 08');
  await shot('19-selection-result');
}

export async function splitOrder(j) {
  const { page, base, shot } = j;
  // Order splitting: 56 bets at 250 倍 print as 99 + 99 + 52; saved, listed.
  await page.goto(`${base}/pages/selection/split-order?game=ssq&multiple=250&zones=${encodeURIComponent(':1,2,3,4,5,6,7,8;:1,2')}`);
  await page.waitForSelector('[data-testid=split-ticket]');
  check((await page.textContent('[data-testid=split-total]')).includes('拆为 3 张票'), '250 倍 splits into 3 tickets');
  const multiples = await page.$$eval('[data-testid=split-ticket]', (els) => els.map((e) => e.textContent ?? ''));
  check(multiples[0].includes('99倍') && multiples[2].includes('52倍'), 'the tickets carry 99, 99 and 52 倍');
  await page.click('[data-testid=split-ticket] .ticket-head');
  await page.waitForSelector('[data-testid=single-bets]');
  await shot('20-split-order');
  await page.click('[data-testid=save-split]');
  await page.waitForSelector('[data-testid=split-info]');
  check((await page.textContent('[data-testid=split-total]')).includes('共 56 注'), 'the saved split opens with its tickets');
  await page.goto(`${base}/pages/selection/split-record`);
  await page.waitForSelector('[data-testid=split-record]');
  check(true, 'the split record lists the saved split');
  await shot('21-split-record');
}

export async function drawHistory(j) {
  const { page, base, shot, graphqlCall, staffToken } = j;
  // Staff publish the next draw with its prize list; the history shows it.
  const published = await graphqlCall(
    `mutation($i: PublishDrawInput!) { publishDraw(input: $i) { draw { issue } userErrors { code } } }`,
    {
      i: {
        game: 'SSQ',
        issue: '2026097',
        drawDate: '2026-08-23',
        mainNumbers: [3, 8, 12, 19, 27, 33],
        extraNumbers: [9],
        poolFen: '25000000000',
        prizeList: [{ tier: 1, name: '一等奖', amountFen: '1000000000', winners: 3 }],
      },
    },
    staffToken,
  );
  if (published.publishDraw.userErrors.length > 0) {
    throw new Error(`publishDraw: ${JSON.stringify(published.publishDraw.userErrors)}`);
  }
  await page.goto(`${base}/pages/history/index`);
  await page.waitForSelector('[data-testid=history-draw]');
  check((await page.$$('[data-testid=history-draw]')).length === 30, 'the draw history lists 30 draws a page');
  check(
    (await page.textContent('[data-testid=history-draw] [data-testid=prize-list]')).includes('一等奖 10000000.00元'),
    'the newest draw shows its published prize list',
  );
  await shot('22-history-prize-list');
}
