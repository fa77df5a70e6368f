// The trend pages rendered against a stub server answering drawHistory from
// the real 双色球/大乐透 fixtures: what the e2e journey and a reader rely on
// (the chart root, the blue line's balls, 33 red omission rows, 横屏查看),
// the landscape round trip, the page states and the chart tools' links.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { paths } from '../../lib/paths';
import { ChartToolsPage } from './ChartToolsPage';
import { LandscapePage } from './LandscapePage';
import { ParityPage } from './ParityPage';
import { TrendPage } from './TrendPage';

type Node = { issue: string; mainNumbers: number[]; extraNumbers: number[]; replay: boolean };

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../schema/domain/tests/fixtures/draws');
const read = <T,>(name: string): T[] => JSON.parse(fs.readFileSync(path.join(fixtures, name), 'utf8')) as T[];

// Newest first, as drawHistory answers.
const HISTORY: Record<string, Node[]> = {
  SSQ: read<{ issueNumber: string; redBalls: number[]; blueBall: number }>('ssq.json').map((r) => ({
    issue: r.issueNumber,
    mainNumbers: r.redBalls,
    extraNumbers: [r.blueBall],
    replay: false,
  })),
  // The newest 大乐透 draw is one a demo replays (Draw.replay).
  DLT: read<{ issueNumber: string; frontBalls: number[]; backBalls: number[] }>('dlt.json').map((r, i) => ({
    issue: r.issueNumber,
    mainNumbers: r.frontBalls,
    extraNumbers: r.backBalls,
    replay: i === 0,
  })),
  FC3D: Array.from({ length: 40 }, (_, i) => ({
    issue: `2026${String(140 - i).padStart(3, '0')}`,
    mainNumbers: [i % 10, (i * 3) % 10, (i * 7) % 10],
    extraNumbers: [],
    replay: false,
  })),
  PL5: [],
};

/** Answers TrendDraws from HISTORY, and records what was asked. */
const asked: { game: string; last: number }[] = [];
const server = new ApolloLink(
  (operation) =>
    new Observable((sub) => {
      const { game, last } = operation.variables as { game: string; last: number };
      asked.push({ game, last });
      const draws = (HISTORY[game] ?? []).slice(0, last);
      if (operation.operationName === 'ParityStatistics') {
        // A shape per draw (the figures' arithmetic is the server's, tested there).
        const shapes = draws.map((d) => ({
          __typename: 'DrawTrendShape',
          issue: d.issue,
          odd: d.mainNumbers.filter((n) => n % 2 === 1).length,
          even: d.mainNumbers.filter((n) => n % 2 === 0).length,
          big: 0,
          small: 0,
          sum: d.mainNumbers.reduce((a, n) => a + n, 0),
          span: 0,
          consecutive: 0,
          replay: d.replay,
        }));
        sub.next({ data: { trend: { __typename: 'Trend', shapes } } });
      } else {
        const nodes = draws.map((n) => ({ __typename: 'Draw', ...n }));
        sub.next({ data: { drawHistory: { __typename: 'DrawConnection', nodes } } });
      }
      sub.complete();
    }),
);

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderAt(url: string) {
  const client = new ApolloClient({ link: server, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={paths.trend} element={<TrendPage />} />
          <Route path={paths.trendLandscape} element={<LandscapePage />} />
          <Route path={paths.chartTools} element={<ChartToolsPage />} />
          <Route path={paths.parity} element={<ParityPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const all = (selector: string) => Array.from(document.querySelectorAll(selector));
const where = () => screen.getByTestId('where').textContent;
// By text, not getByRole: role queries walk the whole accessibility tree, slow on a 5,000-cell grid.
const byText = (selector: string, text: RegExp | string) => {
  const found = all(selector).find((e) => (typeof text === 'string' ? e.textContent === text : text.test(e.textContent ?? '')));
  if (!found) throw new Error(`no ${selector} with ${String(text)}`);
  return found;
};
const tab = (name: string) => byText('[role=tab]', name);
const button = (name: RegExp) => byText('button', name);

beforeAll(() => {
  // jsdom has no layout observers; antd-mobile's tabs only need them to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  cleanup();
  asked.length = 0;
});

// jsdom builds a 100-row grid (~5,000 elements) in seconds, not milliseconds.
describe('the 走势图 page', { timeout: 30_000 }, () => {
  it('shows the 双色球 chart the journey looks for', async () => {
    renderAt('/pages/trend/ssq');
    await waitFor(() => expect(all('[data-testid=trend-chart] svg circle')).toHaveLength(30));
    expect(asked).toEqual([{ game: 'SSQ', last: 30 }]);
    expect(all('[data-testid=omission-row]')).toHaveLength(33);
    expect(button(/^横屏查看$/).getAttribute('aria-label')).toBe('横屏查看双色球走势图');
    const table = all('[role=table]')[0];
    expect(table.getAttribute('aria-label')).toContain('双色球走势图，近30期');
    // Header rows, 30 issues oldest first (put on the page ten at a time), 4 statistics rows.
    await waitFor(() => expect(all('.lm-trend-body [role=row]')).toHaveLength(30), { timeout: 10000 });
    const rows = all('.lm-trend-body [role=row]');
    expect(rows[0].querySelector('[role=rowheader]')?.getAttribute('aria-label')).toBe('第26067期');
    expect(rows[29].querySelector('[role=rowheader]')?.getAttribute('aria-label')).toBe('第26096期');
    expect(rows[29].querySelectorAll('[role=cell]')).toHaveLength(49);
    expect(all('[data-testid=trend-stat-row] [role=rowheader]').map((e) => e.textContent)).toEqual([
      '出现次数',
      '平均遗漏',
      '最大遗漏',
      '最大连出',
    ]);
    // 26096: 01 04 16 22 26 31 + 04; each row shows its draw as balls.
    expect(Array.from(rows[29].querySelectorAll('.lm-trend-hit')).map((e) => e.textContent)).toEqual([
      '01',
      '04',
      '16',
      '22',
      '26',
      '31',
      '04',
    ]);
  });

  it('switches the window and the game', async () => {
    renderAt('/pages/trend/ssq');
    await waitFor(() => expect(all('.lm-trend-body [role=row]')).toHaveLength(30), { timeout: 10000 });
    fireEvent.click(tab('近100期'));
    await waitFor(() => expect(all('.lm-trend-body [role=row]')).toHaveLength(100), { timeout: 10000 });
    expect(where()).toBe('/pages/trend/ssq?last=100');
    fireEvent.click(tab('大乐透'));
    await waitFor(() => expect(where()).toBe('/pages/trend/dlt?last=100'));
    // The back zone draws two numbers a row: two lines, two balls a row.
    await waitFor(() => expect(all('.lm-trend-line polyline')).toHaveLength(2));
    expect(all('.lm-trend-line circle')).toHaveLength(200);
    expect(all('[data-testid=omission-row]')).toHaveLength(35);
  });

  it('draws a digit game by position, a line through each', async () => {
    renderAt('/pages/trend/fc3d');
    await waitFor(() => expect(all('.lm-trend-line')).toHaveLength(3));
    expect(all('.lm-trend-zone-head').map((e) => e.textContent)).toEqual(['百位', '十位', '个位']);
    expect(all('.lm-trend-body [role=row]')[0].querySelectorAll('[role=cell]')).toHaveLength(30);
    expect(all('[data-testid=omission-row]')).toHaveLength(0);
  });

  it('says when a game has no draws yet', async () => {
    renderAt('/pages/trend/pl5');
    expect(await screen.findByTestId('empty-state')).toBeTruthy();
    expect(screen.getByText('暂无开奖数据')).toBeTruthy();
  });

  it('names an unknown game and offers every chart', async () => {
    renderAt('/pages/trend/qlc');
    expect(screen.getByText('暂不支持该彩种的走势图')).toBeTruthy();
    expect(asked).toEqual([]);
    fireEvent.click(button(/查看全部走势图/));
    await waitFor(() => expect(where()).toBe('/pages/index/chart/index'));
  });

  it('goes to the landscape chart and back', async () => {
    renderAt('/pages/trend/dlt?last=50');
    fireEvent.click(await waitFor(() => button(/横屏查看/)));
    await waitFor(() => expect(where()).toBe('/pages/statics/landscape?game=dlt&last=50'));
    await waitFor(() => expect(all('[data-testid=trend-landscape] .lm-trend-body [role=row]')).toHaveLength(50));
    fireEvent.click(button(/竖屏查看/));
    await waitFor(() => expect(where()).toBe('/pages/trend/dlt?last=50'));
  });

  it('labels a chart holding replayed draws 回放数据, and only such a chart', async () => {
    renderAt('/pages/trend/dlt');
    await waitFor(() => expect(all('.lm-trend-body [role=row]')).toHaveLength(30), { timeout: 10000 });
    expect(screen.getByTestId('replay-draws-notice').textContent).toContain('回放数据');
    cleanup();
    renderAt('/pages/statics/landscape?game=dlt');
    await waitFor(() => expect(all('[data-testid=trend-landscape] .lm-trend-body [role=row]')).toHaveLength(30));
    expect(screen.getByTestId('replay-draw').textContent).toBe('回放');
    cleanup();
    renderAt('/pages/trend/ssq');
    await waitFor(() => expect(all('.lm-trend-body [role=row]')).toHaveLength(30), { timeout: 10000 });
    expect(screen.queryByTestId('replay-draws-notice')).toBeNull();
  });

  it('opens the landscape chart from a link and turns it upright', async () => {
    renderAt('/pages/statics/landscape?game=ssq');
    await waitFor(() => expect(all('[data-testid=trend-landscape] svg circle')).toHaveLength(30));
    fireEvent.click(button(/竖屏查看/));
    await waitFor(() => expect(where()).toBe('/pages/trend/ssq'));
  });
});

describe('the parity statistics', () => {
  it('cover every game of the chart over its windows', async () => {
    renderAt('/pages/statics/index');
    await waitFor(() => expect(all('[data-testid=parity-row]')).toHaveLength(30));
    expect(asked).toEqual([{ game: 'SSQ', last: 30 }]);
    fireEvent.click(tab('大乐透'));
    await waitFor(() => expect(where()).toBe('/pages/statics/index?game=dlt'));
    fireEvent.click(tab('近50期'));
    await waitFor(() => expect(where()).toBe('/pages/statics/index?game=dlt&last=50'));
    await waitFor(() => expect(all('[data-testid=parity-row]')).toHaveLength(50));
    expect(asked.at(-1)).toEqual({ game: 'DLT', last: 50 });
    // The replayed draw's row is tagged, the page says 回放数据.
    expect(all('[data-testid=parity-row]')[0].querySelector('[data-testid=replay-draw]')).toBeTruthy();
    expect(all('[data-testid=parity-row] [data-testid=replay-draw]')).toHaveLength(1);
    expect(screen.getByTestId('replay-draws-notice')).toBeTruthy();
    fireEvent.click(tab('福彩3D'));
    await waitFor(() => expect(asked.at(-1)).toEqual({ game: 'FC3D', last: 50 }));
    await waitFor(() => expect(all('[data-testid=parity-row]')).toHaveLength(40));
  });

  it('say so when a game has no draws', async () => {
    renderAt('/pages/statics/index?game=pl5');
    await screen.findByTestId('empty-state');
  });
});

describe('the chart tools hub', () => {
  it('links every game’s charts and the statistics pages', () => {
    renderAt('/pages/index/chart/index');
    expect(all('[data-testid=chart-tools] a').map((a) => [a.getAttribute('aria-label') ?? a.textContent, a.getAttribute('href')])).toEqual([
      ['双色球走势图', '/pages/trend/ssq'],
      ['双色球横屏走势图', '/pages/statics/landscape?game=ssq'],
      ['大乐透走势图', '/pages/trend/dlt'],
      ['大乐透横屏走势图', '/pages/statics/landscape?game=dlt'],
      ['福彩3D走势图', '/pages/trend/fc3d'],
      ['福彩3D横屏走势图', '/pages/statics/landscape?game=fc3d'],
      ['排列三走势图', '/pages/trend/pl3'],
      ['排列三横屏走势图', '/pages/statics/landscape?game=pl3'],
      ['排列五走势图', '/pages/trend/pl5'],
      ['排列五横屏走势图', '/pages/statics/landscape?game=pl5'],
      ['奇偶/大小统计各彩种近30/50/100期的奇偶、大小、和值、跨度、连号', '/pages/statics/index'],
      ['开奖历史各彩种历史开奖号码与奖级', '/pages/history/index'],
    ]);
  });
});
