// The rules page: the tab follows `?game=` (unknown → 双色球) and a tab
// switch writes it back, so a link or a reload opens the same game.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { RulesPage } from './RulesPage';

function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <RulesPage />
      <Where />
    </MemoryRouter>,
  );
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;
const shownGame = () => document.querySelector('[data-testid=rules-game]:not([style*="none"] *)')?.getAttribute('data-game');

afterEach(cleanup);

describe('RulesPage', () => {
  it('opens the game named in the URL', () => {
    renderAt('/pages/rule/index?game=pl5');
    expect(screen.getByTestId('rules-page')).toBeTruthy();
    expect(selectedTab()).toBe('排列五');
    expect(shownGame()).toBe('pl5');
    expect(screen.getByText('100000元')).toBeTruthy();
  });

  it('falls back to 双色球 for an unknown game', () => {
    renderAt('/pages/rule/index?game=nope');
    expect(selectedTab()).toBe('双色球');
    expect(screen.getByText(/C\(8,6\) × C\(2,1\) = 28 × 2 = 56注，共112元/)).toBeTruthy();
  });

  it('writes the chosen tab to ?game=', () => {
    renderAt('/pages/rule/index');
    fireEvent.click(screen.getByRole('tab', { name: '大乐透' }));
    expect(screen.getByTestId('where').textContent).toBe('?game=dlt');
    expect(selectedTab()).toBe('大乐透');
    expect(screen.getByText(/共126元；追加投注共189元/)).toBeTruthy();
    expect(screen.getAllByTestId('rules-prize-table').length).toBeGreaterThanOrEqual(2);
  });
});
