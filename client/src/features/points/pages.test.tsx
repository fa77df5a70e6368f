// The points pages against a stub server: the balance the e2e journey reads
// (data-testid=balance), the ledger or its empty state, and the calendar's
// checked days (data-testid=checked-day).
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { CheckInPage } from './CheckInPage';
import { PointsHistoryPage } from './PointsHistoryPage';

type Answer = (variables: Record<string, unknown>) => unknown;

function renderWith(ui: React.JSX.Element, answers: Record<string, Answer>) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((sub) => {
        const answer = answers[operation.operationName ?? ''];
        if (!answer) return;
        sub.next({ data: { __typename: 'Query', ...(answer(operation.variables) as object) } });
        sub.complete();
      }),
  );
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </ApolloProvider>,
  );
}

const history = (entries: { id: string; points: number; direction: string; description: string }[]) => ({
  points: entries.reduce((sum, e) => sum + (e.direction === 'CREDIT' ? e.points : -e.points), 0),
  pointsHistory: {
    __typename: 'PointsRecordConnection',
    edges: entries.map((e) => ({
      __typename: 'PointsRecordEdge',
      node: { __typename: 'PointsRecord', createdAt: '2026-08-23T12:00:00Z', ...e },
    })),
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  },
});

afterEach(cleanup);

describe('the points history', () => {
  it('shows the balance and the ledger', async () => {
    renderWith(<PointsHistoryPage />, {
      PointsHistoryPage: () => history([{ id: 'P1', points: 5, direction: 'CREDIT', description: '每日签到' }]),
    });
    expect((await screen.findByTestId('balance')).textContent).toBe('5');
    expect(screen.getByText('每日签到')).toBeTruthy();
    expect(screen.getByText('+5')).toBeTruthy();
  });

  it('keeps the balance above an empty ledger', async () => {
    renderWith(<PointsHistoryPage />, { PointsHistoryPage: () => history([]) });
    expect((await screen.findByTestId('balance')).textContent).toBe('0');
    expect(screen.getByTestId('empty-state').textContent).toContain('暂无积分记录');
  });
});

describe('the check-in page', () => {
  it("marks this month's checked days", async () => {
    renderWith(<CheckInPage />, {
      CheckInPage: ({ month }) => ({
        checkInStatus: {
          __typename: 'CheckInStatus',
          today: `${String(month)}-02`,
          checkedInToday: true,
          continuousDays: 2,
          todayReward: 5,
          rewards: [5, 5, 10, 10, 15, 15, 20],
        },
        checkInCalendar: [1, 2].map((d) => ({ __typename: 'CheckInDay', day: `${String(month)}-0${d}`, points: 5 })),
      }),
    });
    const days = await screen.findAllByTestId('checked-day');
    expect(days.map((d) => d.firstChild?.textContent)).toEqual(['1', '2']);
    expect(screen.getByText('已连续签到 2 天')).toBeTruthy();
    expect((screen.getByText('今日已签到').closest('button') as HTMLButtonElement).disabled).toBe(true);
  });
});
