// The my page against a stub server: the skeleton, then the header card
// (nickname, 动态 / 关注 / 粉丝 / 积分, check-in) and the grouped entries; the
// post count (read, then live) linking to the member's own posts; the
// unread badge; a failed load with its retry. The e2e journey relies on these test
// ids (nick-name, unread-badge, check-in, points).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '../../shell/session/SessionProvider';
import { paths } from '../../lib/paths';
import { MyPage } from './MyPage';

type Answer = (variables: Record<string, unknown>) => unknown;

/** Answers operations by name (an Error fails it); others stay pending, as subscriptions do. */
function stubServer(answers: Record<string, Answer>) {
  const asked: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((sub) => {
        asked.push(operation.operationName ?? '');
        const answer = answers[operation.operationName ?? ''];
        if (!answer) return;
        const data = answer(operation.variables);
        if (data instanceof Error) return sub.error(data);
        sub.next({ data: { __typename: operation.operationType === 'mutation' ? 'Mutation' : 'Query', ...(data as object) } });
        sub.complete();
      }),
  );
  return { link, asked };
}

const me = (points: number, isDistributor = false) => ({
  __typename: 'Member',
  isDistributor,
  id: 'TWVtYmVyOjE',
  nickname: '彩友甲',
  avatar: null,
  points,
  followingCount: 2,
  followerCount: 12345,
  vipLevel: 'LEVEL1',
});

function myPage({ points = 0, unread = 0, checkedInToday = false, isDistributor = false } = {}) {
  return {
    me: me(points, isDistributor),
    unreadMessageCount: unread,
    checkInStatus: { __typename: 'CheckInStatus', checkedInToday, continuousDays: checkedInToday ? 1 : 0, todayReward: 5 },
  };
}

function renderMyPage(answers: Record<string, Answer>) {
  const server = stubServer(answers);
  const client = new ApolloClient({ link: server.link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[paths.my]}>
        <SessionProvider>
          <MyPage />
        </SessionProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
  return server;
}

function expectDesignSystemControls() {
  const ours = (el: Element | null) => /^(adm-|lm-)/.test(el?.getAttribute('class') ?? '');
  for (const el of document.querySelectorAll('button, input, textarea, select')) {
    expect(ours(el) || ours(el.parentElement), el.outerHTML).toBe(true);
  }
}

beforeEach(() => {
  localStorage.setItem('lm.token', 't');
  localStorage.setItem('lm.expireAt', new Date(Date.now() + 7 * 24 * 3600_000).toISOString());
  localStorage.setItem('lm.user', JSON.stringify({ id: 'TWVtYmVyOjE', nickName: '彩友甲' }));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the my page', () => {
  it('shows a skeleton, then the header card and the grouped entries', async () => {
    renderMyPage({ MyPage: () => myPage({ points: 5 }) });
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect((await screen.findByTestId('nick-name')).textContent).toBe('彩友甲');
    expect(screen.getByTestId('points').textContent).toBe('5');
    expect(screen.getByTestId('focus-count').textContent).toBe('2');
    expect(screen.getByTestId('fans-count').textContent).toBe('1.23万');
    expect(screen.getByTestId('check-in').textContent).toBe('签到 +5');
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    // The counts and the entries are links (the journey clicks 消息中心).
    const href = (text: string) => screen.getByText(text).closest('a')?.getAttribute('href');
    expect(href('消息中心')).toBe(paths.messages);
    expect(href('积分商城')).toBe(paths.shop);
    expect(href('设置')).toBe(paths.choose);
    expect(href('粉丝')).toBe(`${paths.follows}?tab=fans`);
    // 社区 in one tap from the 我的 tab.
    expect(screen.getByTestId('to-community').getAttribute('href')).toBe(paths.community);
    expect(screen.getByTestId('to-community').textContent).toBe('社区');
    expectDesignSystemControls();
  });

  it("shows the post count, read then live, linking to the member's own posts", async () => {
    const server = renderMyPage({
      MyPage: () => myPage(),
      MyPostCount: (v) => (v.id === 'TWVtYmVyOjE' ? { followCounts: { __typename: 'FollowCounts', postCount: 12345 } } : new Error('whose?')),
    });
    await screen.findByTestId('nick-name');
    await waitFor(() => expect(screen.getByTestId('post-count').textContent).toBe('1.23万'));
    const link = screen.getByTestId('to-my-posts');
    expect(link.getAttribute('href')).toBe(`${paths.member}?id=TWVtYmVyOjE`);
    expect(link.textContent).toContain('动态');
    expect(server.asked).toContain('MyPostCount');
  });

  it('moves the post count with the live counts', async () => {
    renderMyPage({
      MyPage: () => myPage(),
      MyPostCount: () => ({ followCounts: { __typename: 'FollowCounts', postCount: 3 } }),
      MyCounts: () => ({ myCounts: { __typename: 'MyCounts', followingCount: 2, followerCount: 12345, points: 0, postCount: 4 } }),
    });
    await waitFor(() => expect(screen.getByTestId('post-count').textContent).toBe('4'));
  });

  it('shows a dash, not a made-up 0, while the post count is unknown', async () => {
    renderMyPage({ MyPage: () => myPage() });
    await screen.findByTestId('nick-name');
    expect(screen.getByTestId('post-count').textContent).toBe('-');
  });

  it('offers a distributor their channel hub (渠道运营), and no one else', async () => {
    renderMyPage({ MyPage: () => myPage({ isDistributor: true }) });
    await screen.findByTestId('nick-name');
    expect(screen.getByText('渠道运营').closest('a')?.getAttribute('href')).toBe(paths.channelOperation);
    cleanup();
    renderMyPage({ MyPage: () => myPage() });
    await screen.findByTestId('nick-name');
    expect(screen.queryByText('渠道运营')).toBeNull();
  });

  it('shows the unread count as a badge, named on the link', async () => {
    renderMyPage({ MyPage: () => myPage({ unread: 1 }) });
    expect((await screen.findByTestId('unread-badge')).textContent).toBe('1');
    expect(screen.getByText('消息中心').closest('a')?.getAttribute('aria-label')).toBe('消息中心，1 条未读消息');
  });

  it('checks in and shows the new points', async () => {
    let checkedIn = false;
    renderMyPage({
      MyPage: () => myPage({ points: checkedIn ? 5 : 0, checkedInToday: checkedIn }),
      CheckIn: () => {
        checkedIn = true;
        return {
          checkIn: { __typename: 'CheckInPayload', checkIn: { __typename: 'CheckIn', points: 5, continuousDays: 1 }, balance: 5, userErrors: [] },
        };
      },
    });
    fireEvent.click(await screen.findByTestId('check-in'));
    await screen.findByText('已签到');
    expect(screen.getByTestId('points').textContent).toBe('5');
    expect((screen.getByTestId('check-in') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    renderMyPage({ MyPage: () => (fail ? new Error('offline') : myPage()) });
    await screen.findByTestId('error-state');
    fail = false;
    fireEvent.click(screen.getByText('重试'));
    await screen.findByTestId('nick-name');
  });
});
