// Another member's page and the follow lists against a stub server: the
// missing-id state (it used to show "…" forever), the optimistic follow the
// e2e journey waits on (member-fans, follow → 已关注), the lists' rows, tabs
// and empty state.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { SessionProvider } from '../../shell/session/SessionProvider';
import { paths } from '../../lib/paths';
import { FollowLists } from './FollowLists';
import { MemberPage } from './MemberPage';

type Answer = (variables: Record<string, unknown>) => unknown;

/** Answers operations by name (an Error fails it); others stay pending. */
function stubServer(answers: Record<string, Answer>) {
  const link = new ApolloLink(
    (operation) =>
      new Observable((sub) => {
        const answer = answers[operation.operationName ?? ''];
        if (!answer) return;
        const data = answer(operation.variables);
        if (data instanceof Error) return sub.error(data);
        sub.next({ data: { __typename: operation.operationType === 'mutation' ? 'Mutation' : 'Query', ...(data as object) } });
        sub.complete();
      }),
  );
  return link;
}

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

function renderAt(url: string, answers: Record<string, Answer>) {
  const client = new ApolloClient({ link: stubServer(answers), cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SessionProvider>
          <Routes>
            <Route path={paths.member} element={<MemberPage />} />
            <Route path={paths.follows} element={<FollowLists />} />
          </Routes>
          <Where />
        </SessionProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const OTHER = 'TWVtYmVyOjI';

beforeEach(() => {
  localStorage.setItem('lm.token', 't');
  localStorage.setItem('lm.expireAt', new Date(Date.now() + 7 * 24 * 3600_000).toISOString());
  localStorage.setItem('lm.user', JSON.stringify({ id: 'TWVtYmVyOjE', nickName: '彩友甲' }));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("another member's page", () => {
  it('says what is missing without ?id=, with a way back', () => {
    renderAt(paths.member, {});
    expect(screen.getByTestId('missing-state').textContent).toContain('缺少用户信息');
    expect(screen.getByText('返回').closest('button')).toBeTruthy();
  });

  it('follows at once and keeps the server count', async () => {
    let followed = false;
    const member = () => ({
      member: {
        __typename: 'Member',
        id: OTHER,
        nickname: '彩友乙',
        followerCount: followed ? 1 : 0,
        followingCount: 3,
        isExpert: true,
        isFollowedByMe: followed,
      },
    });
    renderAt(`${paths.member}?id=${OTHER}`, {
      MemberPage: member,
      Follow: () => {
        followed = true;
        return { followMember: { __typename: 'FollowPayload', member: member().member, userErrors: [] } };
      },
    });
    expect((await screen.findByTestId('member-fans')).textContent).toBe('0');
    expect(screen.getByTestId('member-name').textContent).toBe('彩友乙');
    expect(screen.getByText('专家')).toBeTruthy();
    const button = screen.getByTestId('follow');
    expect(button.textContent).toBe('关注');
    fireEvent.click(button);
    // Optimistic: at once, before the server answers.
    expect(screen.getByTestId('follow').textContent).toBe('已关注');
    expect(screen.getByTestId('member-fans').textContent).toBe('1');
    await waitFor(() => expect(screen.getByTestId('follow').getAttribute('aria-pressed')).toBe('true'));
    await waitFor(() => expect(screen.getByTestId('member-fans').textContent).toBe('1'));
  });

  it('says so when the member does not exist', async () => {
    renderAt(`${paths.member}?id=nobody`, { MemberPage: () => ({ member: null }) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('该用户不存在或已注销');
  });
});

describe('the follow lists', () => {
  const page = (nicknames: string[]) => ({
    __typename: 'FollowConnection',
    totalCount: nicknames.length,
    edges: nicknames.map((nickname, i) => ({
      __typename: 'FollowEdge',
      cursor: String(i),
      node: { __typename: 'FollowMember', id: `M${i}`, nickname, isFollowedByMe: false, isExpert: false },
    })),
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
  });

  it("lists a member's fans, each a link with 回关", async () => {
    renderAt(`${paths.follows}?id=${OTHER}&tab=fans`, { FansList: () => ({ followers: page(['彩友甲', '彩友丙']) }) });
    const fan = await screen.findByText('彩友甲');
    expect(fan.closest('a')?.getAttribute('href')).toBe(`${paths.member}?id=M0`);
    expect(screen.getAllByText('回关')).toHaveLength(2);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('粉丝');
  });

  it('switches tabs in the URL and shows an empty list as such', async () => {
    renderAt(`${paths.follows}?id=${OTHER}&tab=fans`, {
      FansList: () => ({ followers: page(['彩友甲']) }),
      FollowingList: () => ({ following: page([]) }),
    });
    await screen.findByText('彩友甲');
    fireEvent.click(screen.getByRole('tab', { name: '关注' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`${paths.follows}?id=${OTHER}&tab=focus`));
    expect((await screen.findByTestId('empty-state')).textContent).toContain('还没有关注任何人');
  });
});
