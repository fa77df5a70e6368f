// The digit games page against a fake server: one game with draws, one
// with none (an empty state, not an error), one failing (an error with a
// retry) — each section on its own.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { NumeralPage } from './NumeralPage';

const draw = (issue: string, digits: number[], drawDate: string) => ({
  __typename: 'Draw',
  issue,
  drawDate,
  mainNumbers: digits,
  extraNumbers: [],
});

const FC3D = [
  draw('2026104', [1, 1, 1], '2026-04-18'), // 和值 3, 跨度 0, 豹子
  draw('2026103', [1, 1, 5], '2026-04-17'), // 7, 4, 组三
  draw('2026102', [0, 5, 9], '2026-04-16'), // 14, 9, 组六
  draw('2026101', [2, 6, 4], '2026-04-15'), // 12, 4, 组六
];

const server = new ApolloLink(
  (op) =>
    new Observable((sub) => {
      const game = op.variables.game as string;
      if (game === 'PL5') {
        sub.next({ errors: [{ message: 'boom' }] });
      } else {
        const nodes = game === 'FC3D' ? FC3D : [];
        sub.next({ data: { __typename: 'Query', drawHistory: { __typename: 'DrawConnection', nodes } } });
      }
      sub.complete();
    }),
);

function renderPage() {
  const client = new ApolloClient({ link: server, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={['/pages/numeral/index']}>
        <NumeralPage />
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const section = (code: string) => document.querySelector<HTMLElement>(`[data-testid=numeral-game][data-game=${code}]`)!;

afterEach(cleanup);

describe('NumeralPage', () => {
  it('shows each digit game on its own', async () => {
    renderPage();
    expect(screen.getByTestId('numeral-page')).toBeTruthy();
    expect(screen.getAllByTestId('numeral-game')).toHaveLength(3);

    const fc3d = within(section('fc3d'));
    await fc3d.findByTestId('numeral-latest');
    expect(fc3d.getByText('第2026104期')).toBeTruthy();
    expect(fc3d.getByText('和值 3 · 跨度 0 · 豹子')).toBeTruthy();
    const rows = fc3d.getAllByTestId('numeral-row').map((r) => Array.from(r.children, (c) => c.textContent));
    expect(rows).toEqual([
      ['2026104', '1 1 1', '3', '0', '豹子'],
      ['2026103', '1 1 5', '7', '4', '组三'],
      ['2026102', '0 5 9', '14', '9', '组六'],
      ['2026101', '2 6 4', '12', '4', '组六'],
    ]);
    const summary = fc3d.getByTestId('numeral-summary').textContent;
    expect(summary).toContain('平均和值9.0');
    expect(summary).toContain('最常见跨度42次');

    await within(section('pl3')).findByTestId('empty-state');
    expect(within(section('pl3')).queryByTestId('error-state')).toBeNull();
    await within(section('pl5')).findByTestId('error-state');
  });
});
