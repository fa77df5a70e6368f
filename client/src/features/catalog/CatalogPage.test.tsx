// The category page: every group is there, every link goes to a page that
// lib/paths names (no dead links), and 竞彩 shows the sports feature's tiles.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, matchPath } from 'react-router';
import { paths } from '../../lib/paths';
import { CatalogPage } from './CatalogPage';

// What App.tsx hands over from the sports feature (features never import each other).
const SPORTS = [
  { to: paths.sportsFootball, label: '竞彩足球', glyph: '足' },
  { to: '/pages/sports/result/jczq', label: '赛果', glyph: '果' },
];

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/pages/cate/index']}>
      <CatalogPage sports={SPORTS} />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('CatalogPage', () => {
  it('lists every category', () => {
    renderPage();
    expect(screen.getByTestId('category-page')).toBeTruthy();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['数字彩', '数字型', '图表工具', '计算工具', '规则', '竞彩']);
    const games = screen.getAllByTestId('catalog-game').map((g) => g.getAttribute('data-game'));
    expect(games).toEqual(['ssq', 'dlt', 'qlc', 'qxc', 'fc3d', 'pl3', 'pl5']);
  });

  it('links only to routed pages', () => {
    renderPage();
    const hrefs = Array.from(document.querySelectorAll('a[href]'), (a) => a.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) {
      const path = href.split('?')[0];
      expect(Object.values(paths).some((p) => matchPath(p, path)), href).toBe(true);
    }
  });

  it('gives each game its trend (where one exists), rules and history', () => {
    renderPage();
    const links = (code: string) =>
      within(document.querySelector<HTMLElement>(`[data-testid=catalog-game][data-game=${code}]`)!)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);
    expect(links('ssq')).toEqual([
      ['双色球走势图', '/pages/trend/ssq'],
      ['双色球玩法规则', '/pages/rule/index?game=ssq'],
      ['双色球开奖历史', '/pages/history/index?game=ssq'],
    ]);
    expect(links('qxc')).toEqual([
      ['七星彩玩法规则', '/pages/rule/index?game=qxc'],
      ['七星彩开奖历史', '/pages/history/index?game=qxc'],
    ]);
  });

  it('shows the 竞彩 tiles it is handed', () => {
    renderPage();
    const group = document.querySelector<HTMLElement>('[aria-labelledby=catalog-sports]')!;
    const tiles = within(group).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(tiles).toEqual([
      ['足竞彩足球', '/pages/sports/football/index'],
      ['果赛果', '/pages/sports/result/jczq'],
    ]);
  });
});
