import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '../../shell/session/SessionProvider';
import { CalculatorPage } from './CalculatorPage';
import { RecordPage } from './RecordPage';
import { ReplayPage } from './ReplayPage';
import { SelectionFilterPage } from './SelectionFilterPage';
import { SelectionInfoPage } from './SelectionInfoPage';
import { SelectionPage } from './SelectionPage';
import { SelectionResultPage } from './SelectionResultPage';
import { SplitInfoPage } from './SplitInfoPage';
import { SplitOrderPage } from './SplitOrderPage';

// The lottery pages' states (skeleton, error with retry, empty, a link
// without its id) and the design system's rule that every control is an
// antd-mobile one or a styled `lm-` one. The server is a link answering by
// operation name; anything it does not know stays pending.

type Answer = { data: Record<string, unknown> } | 'error' | 'pending';

function renderAt(url: string, page: ReactNode, answer: (operation: string) => Answer = () => 'pending') {
  const calls: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        calls.push(operation.operationName ?? '');
        const a = answer(operation.operationName ?? '');
        if (a === 'pending') return;
        if (a === 'error') observer.error(new Error('offline'));
        else {
          observer.next({ data: { __typename: 'Query', ...a.data } });
          observer.complete();
        }
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SessionProvider>{page}</SessionProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return calls;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

/** Buttons and inputs that are neither antd-mobile's nor a styled lm- control. */
function unstyledControls(): string[] {
  const ours = (el: Element | null) => !!el && /^(adm-|lm-)/.test(el.getAttribute('class') ?? '');
  return Array.from(document.querySelectorAll('button, input, select, textarea'))
    .filter((el) => !ours(el) && !ours(el.parentElement))
    .map((el) => el.outerHTML.slice(0, 120));
}

describe('lottery page states', () => {
  it('a saved selection or split opened without its id says so', () => {
    renderAt('/pages/selection/info', <SelectionInfoPage />);
    expect(screen.getByTestId('missing-state')).toBeTruthy();
    cleanup();
    renderAt('/pages/selection/split-info', <SplitInfoPage />);
    expect(screen.getByTestId('missing-state')).toBeTruthy();
  });

  it('the filter and result steps need the candidates of step 1', () => {
    renderAt('/pages/selection/filter?c=1,2,3&b=', <SelectionFilterPage />);
    expect(screen.getByTestId('missing-state')).toBeTruthy();
    cleanup();
    const calls = renderAt('/pages/selection/select-result', <SelectionResultPage />);
    expect(screen.getByTestId('missing-state')).toBeTruthy();
    expect(calls).not.toContain('SelectNumbers');
  });

  it('an empty record list offers the way to pick numbers', async () => {
    renderAt('/pages/selection/record', <RecordPage />, () => ({
      data: { mySelections: { __typename: 'SavedSelectionConnection', edges: [] } },
    }));
    await screen.findByTestId('empty-state');
    expect(screen.getByText('还没有保存的选号')).toBeTruthy();
    expect(screen.getByText('去选号')).toBeTruthy();
  });

  it('a saved selection that is gone says so', async () => {
    renderAt('/pages/selection/info?id=1', <SelectionInfoPage />, () => ({ data: { savedSelection: null } }));
    await screen.findByText('记录不存在或已删除');
  });

  it('a filter without any bet left says so', async () => {
    renderAt('/pages/selection/select-result?c=1,2,3,4,5,6&b=1', <SelectionResultPage />, () => ({
      data: { selectNumbers: { __typename: 'Selection', bets: 0, reds: [], blues: [1], cost: { __typename: 'Money', yuan: '0.00' } } },
    }));
    await screen.findByTestId('empty-state');
  });
});

describe('lottery controls', () => {
  const zones = encodeURIComponent(':1,2,3,4,5,6,7;:1,2');
  const pages: [string, string, ReactNode][] = [
    ['calculator (双色球, a full pick)', `/pages/bonus-calculator/index?game=ssq&zones=${zones}`, <CalculatorPage />],
    ['calculator (大乐透, 追加)', '/pages/bonus-calculator/index?game=dlt', <CalculatorPage />],
    ['calculator (福彩3D 和值)', '/pages/bonus-calculator/index?game=fc3d&play=dsum', <CalculatorPage />],
    ['calculator (排列五 digits)', '/pages/bonus-calculator/index?game=pl5', <CalculatorPage />],
    ['replay', '/pages/lotteryRePlay/index', <ReplayPage />],
    ['selection', '/pages/selection/index', <SelectionPage />],
    ['selection filter', '/pages/selection/filter?c=1,2,3,4,5,6,7,8&b=1', <SelectionFilterPage />],
    ['split order', `/pages/selection/split-order?game=ssq&zones=${zones}`, <SplitOrderPage />],
  ];
  for (const [name, url, page] of pages) {
    it(`${name}: every button and input is a design-system control`, () => {
      renderAt(url, page);
      expect(document.querySelectorAll('button, input').length).toBeGreaterThan(0);
      expect(unstyledControls()).toEqual([]);
    });
  }

  it('keeps the test ids the e2e journey drives', () => {
    renderAt('/pages/bonus-calculator/index?game=dlt', <CalculatorPage />);
    for (const id of ['game-ssq', 'game-dlt', 'red-1', 'blue-12', 'multiple', 'additional', 'bets', 'cost']) {
      expect(screen.getByTestId(id)).toBeTruthy();
    }
    // The 倍数 is typed into the Stepper's own input.
    expect(document.querySelector('[data-testid=multiple] input')).toBeTruthy();
    expect(screen.getByText('追加')).toBeTruthy();
  });

  it('the 3D 和值 counts follow the URL and the 倍数 keeps the play', async () => {
    renderAt('/pages/bonus-calculator/index?game=fc3d&play=dsum', <CalculatorPage />, (op) =>
      op === 'DigitPlayCount'
        ? { data: { betCount: { __typename: 'BetCount', bets: 63, tickets: [1], cost: { __typename: 'Money', yuan: '126.00' } } } }
        : 'pending',
    );
    fireEvent.click(screen.getByTestId('sum-10'));
    await waitFor(() => expect(screen.getByTestId('bets').textContent).toBe('63'));
    expect(screen.getByTestId('cost').textContent).toBe('126.00元');
  });
});
