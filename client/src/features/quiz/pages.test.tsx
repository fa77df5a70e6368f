// The quiz pages against a stub server: loading, empty, error and
// missing-id states; the boards and the caller's pinned place; the past
// boards (往期榜单) by period, as they closed; a member's places on them
// (排名记录); 专家榜 ranked by each
// measure over the recruitment window, and 全部专家; a pick
// refused with each quiz code in Chinese; options already picked; 开奖后通知我
// after a pick (the 竞猜结算 kind turned on, or WeChat's subscription asked
// and the consent recorded); a locked
// plan; the rules page's statements; and no
// control outside the design system.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { ReactElement } from 'react';
import { SessionProvider } from '../../shell/session/SessionProvider';
import { linkTo, paths } from '../../lib/paths';
import { Toasts } from '../../ui';
import { beijingToday } from './format';
import { CompetitionPage } from './CompetitionPage';
import { ExpertPage } from './ExpertPage';
import { ExpertsPage } from './ExpertsPage';
import { HistoryPage } from './HistoryPage';
import { MemberRankingPage } from './MemberRankingPage';
import { PickPage } from './PickPage';
import { PlanPage } from './PlanPage';
import { PosterPage } from './PosterPage';
import { QuizTabPage } from './QuizTabPage';
import { RankingDetailPage } from './RankingDetailPage';
import { QuizRulesPage, RecruitPage } from './RulesPages';

type Answer = (variables: Record<string, unknown>) => unknown;

/** Answers operations by name (an Error fails it); others stay pending. */
function stubServer(answers: Record<string, Answer>, seen: { name: string; variables: Record<string, unknown> }[] = []) {
  return new ApolloLink(
    (operation) =>
      new Observable((sub) => {
        seen.push({ name: operation.operationName ?? '', variables: operation.variables });
        const answer = answers[operation.operationName ?? ''];
        if (!answer) return;
        const data = answer(operation.variables);
        if (data instanceof Error) return sub.error(data);
        sub.next({ data: { __typename: operation.operationType === 'mutation' ? 'Mutation' : 'Query', ...(data as object) } });
        sub.complete();
      }),
  );
}

function renderAt(url: string, path: string, page: ReactElement, answers: Record<string, Answer>, seen?: { name: string; variables: Record<string, unknown> }[]) {
  const client = new ApolloClient({ link: stubServer(answers, seen), cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SessionProvider>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
      <Toasts />
    </ApolloProvider>,
  );
}

function expectDesignSystemControls() {
  const ours = (el: Element | null) => /(^|\s)(adm-|lm-)/.test(el?.getAttribute('class') ?? '');
  for (const el of document.querySelectorAll('button, input, textarea, select')) {
    expect(ours(el) || ours(el.parentElement), el.outerHTML).toBe(true);
  }
}

const ME = 'TWVtYmVyOjE';

beforeEach(() => {
  localStorage.setItem('lm.token', 't');
  localStorage.setItem('lm.expireAt', new Date(Date.now() + 7 * 24 * 3600_000).toISOString());
  localStorage.setItem('lm.user', JSON.stringify({ id: ME, nickName: '彩友甲' }));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const record = (over: Record<string, unknown> = {}) => ({
  __typename: 'QuizRecord',
  settled: 12,
  red: 8,
  hitRate: '66.7',
  currentStreak: 3,
  longestStreak: 5,
  returnRate: '120.5',
  recent: { __typename: 'QuizRecent', played: 10, red: 7 },
  ...over,
});

const row = (place: number, nickname: string, over: Record<string, unknown> = {}) => ({
  __typename: 'QuizBoardRow',
  place,
  member: { __typename: 'MemberCard', id: `M${place}`, nickname },
  record: record(over),
});

const board = (edges: unknown[], mine: unknown, over: Record<string, unknown> = {}) => ({
  quizBoard: {
    __typename: 'QuizBoard',
    period: 'week:2026-W48',
    measure: 'HIT_RATE',
    closedAt: null,
    ...over,
    edges: edges.map((node, i) => ({ __typename: 'QuizBoardEdge', cursor: `c${i}`, node })),
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    mine,
  },
  quizRules: { __typename: 'QuizRules', boardMinWeek: 10, boardMinMonth: 30 },
});

describe('the 排行 tab', () => {
  it('shows the board, then my place pinned as 未上榜 below the minimum', async () => {
    const seen: { name: string; variables: Record<string, unknown> }[] = [];
    renderAt(
      paths.rankTab,
      paths.rankTab,
      <QuizTabPage />,
      { QuizBoardPage: () => board([row(1, '彩友乙'), row(2, '彩友丙')], { __typename: 'QuizBoardMine', place: null, row: row(0, '彩友甲', { settled: 4, red: 2, hitRate: '50.0' }) }) },
      seen,
    );
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect((await screen.findAllByTestId('board-row')).length).toBe(2);
    expect(screen.getAllByTestId('board-figure')[0].textContent).toBe('66.7%');
    expect(screen.getByTestId('my-rank').textContent).toBe('未上榜');
    expect(screen.getByText('本周已结算4场，满10场可上榜')).toBeTruthy();
    expect(screen.getAllByTestId('quiz-entry').map((a) => a.getAttribute('href'))).toEqual([
      paths.quizPick,
      paths.quizMine,
      paths.quizExperts,
      paths.competitions,
      paths.quizRecruit,
      paths.quizRules,
    ]);
    fireEvent.click(screen.getByText('连红'));
    await waitFor(() => expect(seen.some((s) => s.name === 'QuizBoardPage' && s.variables.measure === 'STREAK')).toBe(true));
    expect(seen.every((s) => s.name !== 'QuizBoardPage' || s.variables.name === undefined)).toBe(true);
    expectDesignSystemControls();
  });

  it('leads to 往期榜单 of the period shown', async () => {
    renderAt(paths.rankTab, paths.rankTab, <QuizTabPage />, { QuizBoardPage: () => board([row(1, '彩友乙')], null) });
    await screen.findByTestId('board');
    const link = screen.getByTestId('ranking-detail-link');
    expect(link.textContent).toBe('往期榜单');
    expect(link.getAttribute('href')).toBe('/pages/ranking/detail/index?period=WEEK');
    fireEvent.click(screen.getByText('本月'));
    await waitFor(() => expect(screen.getByTestId('ranking-detail-link').getAttribute('href')).toBe('/pages/ranking/detail/index?period=MONTH'));
  });

  it('shows my place, and a period tally where the row has no recent picks', async () => {
    renderAt(paths.rankTab, paths.rankTab, <QuizTabPage />, {
      QuizBoardPage: () =>
        board([row(1, '彩友甲', { settled: 2, red: 1, recent: { __typename: 'QuizRecent', played: 0, red: 0 } })], {
          __typename: 'QuizBoardMine',
          place: 1,
          row: row(1, '彩友甲', { settled: 2, red: 1, recent: { __typename: 'QuizRecent', played: 0, red: 0 } }),
        }),
    });
    expect((await screen.findByTestId('my-rank')).textContent).toBe('第1名');
    expect(screen.getByTestId('my-row').textContent).toContain('本周2中1');
    expect(screen.getByTestId('board-poster').getAttribute('href')).toBe('/pages/ranking/poster/index?board=WEEK&measure=HIT_RATE');
  });

  it('says when nobody is on the board, and fails with a retry', async () => {
    renderAt(paths.rankTab, paths.rankTab, <QuizTabPage />, { QuizBoardPage: () => board([], null) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('本周还没有人上榜');
    expect(screen.getByTestId('my-rank').textContent).toBe('本周还没有已结算的竞猜');
    cleanup();
    renderAt(paths.rankTab, paths.rankTab, <QuizTabPage />, { QuizBoardPage: () => new Error('offline') });
    expect((await screen.findByTestId('error-state')).textContent).toContain('重试');
  });
});

/** The address the page keeps its choices in. */
function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{decodeURIComponent(search)}</output>;
}

const closedPeriod = (name: string, from: string, to: string) => ({ __typename: 'QuizClosedPeriod', name, from, to });
const WEEKS = [closedPeriod('week:2026-W48', '2026-11-23', '2026-11-29'), closedPeriod('week:2026-W47', '2026-11-16', '2026-11-22')];

describe('往期榜单', () => {
  const closedBoard = (variables: Record<string, unknown>) =>
    board(
      variables.name === 'week:2026-W47' ? [row(1, '彩友丁')] : [row(1, '彩友乙'), row(2, '彩友甲')],
      { __typename: 'QuizBoardMine', place: 2, row: row(2, '彩友甲') },
      { period: variables.name, closedAt: '2026-11-29T16:05:00Z' },
    );

  it('lists the closed weeks and shows the newest board as it closed, then another week by name', async () => {
    const seen: { name: string; variables: Record<string, unknown> }[] = [];
    renderAt(
      linkTo.rankingDetail('WEEK'),
      paths.rankingDetail,
      <>
        <RankingDetailPage />
        <Where />
      </>,
      { QuizClosedPeriods: () => ({ quizClosedPeriods: WEEKS }), QuizBoardPage: closedBoard },
      seen,
    );
    expect(screen.getByTestId('loading')).toBeTruthy();
    expect((await screen.findAllByTestId('board-row')).map((r) => r.textContent)).toEqual([expect.stringContaining('彩友乙'), expect.stringContaining('彩友甲')]);
    expect(screen.getByTestId('closed-periods').textContent).toContain('11月23日—11月29日');
    // Past periods, not this week's: 周榜 / 月榜.
    expect(screen.getByTestId('period-tabs').textContent).toBe('周榜月榜');
    expect(screen.getByTestId('closed-periods').textContent).toContain('11月16日—11月22日');
    expect(screen.getByText('11月23日—11月29日 命中率榜')).toBeTruthy();
    expect(screen.getByTestId('closed-note').textContent).toBe('以下为 2026-11-30 00:05（北京时间）结榜时的排名');
    expect(screen.getByTestId('my-rank').textContent).toBe('第2名');
    expect(screen.queryByTestId('board-poster')).toBeNull();
    expect(seen.find((s) => s.name === 'QuizClosedPeriods')?.variables).toEqual({ period: 'WEEK' });
    expect(seen.find((s) => s.name === 'QuizBoardPage')?.variables).toMatchObject({ period: 'WEEK', measure: 'HIT_RATE', name: 'week:2026-W48' });

    fireEvent.click(screen.getByText('11月16日—11月22日'));
    await waitFor(() => expect(screen.getAllByTestId('board-row').map((r) => r.textContent)).toEqual([expect.stringContaining('彩友丁')]));
    expect(seen.some((s) => s.name === 'QuizBoardPage' && s.variables.name === 'week:2026-W47')).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('?period=WEEK&name=week:2026-W47&measure=HIT_RATE');

    fireEvent.click(screen.getByText('连红'));
    await waitFor(() => expect(seen.some((s) => s.name === 'QuizBoardPage' && s.variables.name === 'week:2026-W47' && s.variables.measure === 'STREAK')).toBe(true));
    expect(screen.getByTestId('where').textContent).toBe('?period=WEEK&name=week:2026-W47&measure=STREAK');
    expectDesignSystemControls();
  });

  it('opens the period a link names, and the months by their month', async () => {
    const seen: { name: string; variables: Record<string, unknown> }[] = [];
    renderAt(
      linkTo.rankingDetail('MONTH', 'month:2026-09', 'RETURN_RATE'),
      paths.rankingDetail,
      <RankingDetailPage />,
      {
        QuizClosedPeriods: () => ({
          quizClosedPeriods: [closedPeriod('month:2026-10', '2026-10-01', '2026-10-31'), closedPeriod('month:2026-09', '2026-09-01', '2026-09-30')],
        }),
        QuizBoardPage: (v) => board([], null, { period: v.name, measure: v.measure, closedAt: '2026-09-30T16:02:00Z' }),
      },
      seen,
    );
    expect((await screen.findByTestId('empty-state')).textContent).toContain('当月没有人上榜');
    expect(screen.getByText('2026年9月 回报率榜')).toBeTruthy();
    expect(screen.getByTestId('closed-periods').textContent).toContain('2026年10月');
    expect(seen.find((s) => s.name === 'QuizClosedPeriods')?.variables).toEqual({ period: 'MONTH' });
    expect(seen.find((s) => s.name === 'QuizBoardPage')?.variables).toMatchObject({ period: 'MONTH', measure: 'RETURN_RATE', name: 'month:2026-09' });
    // Signed out or with nothing settled then: no place of mine.
    expect(screen.queryByTestId('my-place')).toBeNull();
  });

  it('says when no period has closed yet, and fails with a retry', async () => {
    renderAt(linkTo.rankingDetail('WEEK'), paths.rankingDetail, <RankingDetailPage />, { QuizClosedPeriods: () => ({ quizClosedPeriods: [] }) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('暂无往期榜单');
    expect(screen.queryByTestId('closed-periods')).toBeNull();
    cleanup();
    renderAt(linkTo.rankingDetail('WEEK'), paths.rankingDetail, <RankingDetailPage />, { QuizClosedPeriods: () => new Error('offline') });
    expect((await screen.findByTestId('error-state')).textContent).toContain('重试');
  });
});

const place = (name: string, from: string, to: string, places: [number | null, number | null, number | null], members = 12) => ({
  __typename: 'QuizPlace',
  period: name,
  from,
  to,
  members,
  hitRatePlace: places[0],
  streakPlace: places[1],
  returnRatePlace: places[2],
});

describe('排名记录', () => {
  const member = { __typename: 'Member', id: 'M1', nickname: '彩友乙' };
  const places = (v: Record<string, unknown>) => ({
    member,
    quizPlaces:
      v.period === 'MONTH'
        ? [place('month:2026-10', '2026-10-01', '2026-10-31', [5, null, 7], 40)]
        : [place('week:2026-W48', '2026-11-23', '2026-11-29', [3, 1, 2]), place('week:2026-W47', '2026-11-16', '2026-11-22', [null, 4, null], 9)],
  });

  it('lists the weeks with the three places or 未上榜, each leading to that board; 月榜 asks for the months', async () => {
    const seen: { name: string; variables: Record<string, unknown> }[] = [];
    renderAt(
      linkTo.rankingMember('M1'),
      paths.rankingMember,
      <>
        <MemberRankingPage />
        <Where />
      </>,
      { QuizMemberPlaces: places },
      seen,
    );
    expect(screen.getByTestId('loading')).toBeTruthy();
    const rows = await screen.findAllByTestId('member-place');
    expect(screen.getByText('彩友乙')).toBeTruthy();
    expect(screen.getByTestId('period-tabs').textContent).toBe('周榜月榜');
    expect(seen.find((s) => s.name === 'QuizMemberPlaces')?.variables).toEqual({ id: 'M1', period: 'WEEK' });
    expect(rows.map((r) => r.textContent)).toEqual([
      '11月23日—11月29日12人上榜命中率 第3名连红 第1名回报率 第2名',
      '11月16日—11月22日9人上榜命中率 未上榜连红 第4名回报率 未上榜',
    ]);
    expect(within(rows[1]).getByRole('link').getAttribute('href')).toBe(linkTo.rankingDetail('WEEK', 'week:2026-W47', 'HIT_RATE'));

    fireEvent.click(within(screen.getByTestId('period-tabs')).getByText('月榜'));
    await waitFor(() => expect(screen.getAllByTestId('member-place').map((r) => r.textContent)).toEqual(['2026年10月40人上榜命中率 第5名连红 未上榜回报率 第7名']));
    expect(seen.at(-1)?.variables).toEqual({ id: 'M1', period: 'MONTH' });
    expect(screen.getByTestId('where').textContent).toBe('?id=M1&period=MONTH');
    expect(within(screen.getByTestId('member-place')).getByRole('link').getAttribute('href')).toBe(
      '/pages/ranking/detail/index?period=MONTH&name=month%3A2026-10&measure=HIT_RATE',
    );
    expectDesignSystemControls();
  });

  it('says when the member has no places yet, when there is no such member, and fails with a retry', async () => {
    renderAt(linkTo.rankingMember('M1'), paths.rankingMember, <MemberRankingPage />, { QuizMemberPlaces: () => ({ member, quizPlaces: [] }) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('还没有往期榜单名次');
    expect(screen.queryByTestId('member-places')).toBeNull();
    cleanup();
    renderAt(linkTo.rankingMember('nope'), paths.rankingMember, <MemberRankingPage />, { QuizMemberPlaces: () => ({ member: null, quizPlaces: [] }) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('该用户不存在或已注销');
    cleanup();
    renderAt(linkTo.rankingMember('M1'), paths.rankingMember, <MemberRankingPage />, { QuizMemberPlaces: () => new Error('offline') });
    expect((await screen.findByTestId('error-state')).textContent).toContain('重试');
  });
});

const WINDOW = { QuizExpertWindow: () => ({ quizRules: { __typename: 'QuizRules', expertWindowDays: 30 } }) };

/** The experts board by `measure`: its rows, and the caller's place when given. */
const expertBoard = (measure: unknown, edges: unknown[], mine: unknown = null) => ({
  expertBoard: {
    __typename: 'QuizBoard',
    measure,
    edges: edges.map((node, i) => ({ __typename: 'QuizBoardEdge', cursor: `e${i}`, node })),
    pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
    mine,
  },
  quizRules: { __typename: 'QuizRules', expertWindowDays: 30 },
});

const expert = (n: number, nickname: string) => ({
  __typename: 'Expert',
  memberId: `M${n}`,
  member: { __typename: 'MemberCard', id: `M${n}`, nickname },
  records: [
    { __typename: 'QuizRecord', scope: 'all', hitRate: '60.0', currentStreak: 2, recent: { __typename: 'QuizRecent', played: 10, red: 6 } },
    { __typename: 'QuizRecord', scope: 'plans', hitRate: null, currentStreak: 0, recent: { __typename: 'QuizRecent', played: 3, red: 1 } },
  ],
});

describe('专家榜', () => {
  it('ranks the experts by the measure in the address, with my place pinned, and keeps the tab in the address', async () => {
    const seen: { name: string; variables: Record<string, unknown> }[] = [];
    renderAt(
      paths.quizExperts,
      paths.quizExperts,
      <>
        <ExpertsPage />
        <Where />
      </>,
      {
        ...WINDOW,
        QuizExpertBoard: (v) =>
          v.measure === 'STREAK'
            ? expertBoard('STREAK', [row(1, '彩友丙', { longestStreak: 9 })])
            : expertBoard(v.measure, [row(1, '彩友乙', { hitRate: '80.0' }), row(2, '彩友甲'), row(3, '彩友丁', { hitRate: '50.0' })], {
                __typename: 'QuizBoardMine',
                place: 2,
                row: row(2, '彩友甲'),
              }),
      },
      seen,
    );
    expect(screen.getByTestId('loading')).toBeTruthy();
    const rows = await within(await screen.findByTestId('expert-board')).findAllByTestId('board-row');
    expect(rows.map((r) => r.getAttribute('data-place'))).toEqual(['1', '2', '3']);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('彩友乙'), expect.stringContaining('彩友甲'), expect.stringContaining('彩友丁')]);
    expect(within(screen.getByTestId('expert-board')).getAllByTestId('board-figure').map((f) => f.textContent)).toEqual(['80.0%', '66.7%', '50.0%']);
    // A row leads to the expert's page, not the member's pick history.
    expect(within(rows[0]).getByText('彩友乙').getAttribute('href')).toBe(linkTo.quizExpert('M1'));
    expect(screen.getByTestId('expert-window').textContent).toBe('按近30天已结算竞猜排名');
    expect(screen.getByTestId('expert-tabs').textContent).toBe('命中率连红回报率全部专家');
    expect(screen.getByTestId('my-rank').textContent).toBe('第2名');
    expect(screen.getByTestId('my-row').textContent).toContain('彩友甲');
    expect(seen.filter((s) => s.name === 'QuizExpertBoard').map((s) => s.variables)).toEqual([{ measure: 'HIT_RATE' }]);
    expect(seen.some((s) => s.name === 'QuizExpertsPage')).toBe(false);

    fireEvent.click(screen.getByText('连红'));
    await waitFor(() => expect(screen.getAllByTestId('board-row').map((r) => r.textContent)).toEqual([expect.stringContaining('彩友丙')]));
    expect(screen.getByTestId('board-figure').textContent).toBe('9连红');
    expect(seen.some((s) => s.name === 'QuizExpertBoard' && s.variables.measure === 'STREAK')).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('?measure=STREAK');
    // Not on this board: no place of mine.
    expect(screen.queryByTestId('my-place')).toBeNull();
    expectDesignSystemControls();
  });

  it('opens the tab a link names; 全部专家 lists every expert newest first', async () => {
    const seen: { name: string; variables: Record<string, unknown> }[] = [];
    renderAt(
      `${paths.quizExperts}?measure=RETURN_RATE`,
      paths.quizExperts,
      <>
        <ExpertsPage />
        <Where />
      </>,
      {
        ...WINDOW,
        QuizExpertBoard: (v) => expertBoard(v.measure, [row(1, '彩友乙')]),
        QuizExpertsPage: () => ({
          experts: {
            __typename: 'ExpertConnection',
            edges: [expert(5, '新专家'), expert(4, '老专家')].map((node, i) => ({ __typename: 'ExpertEdge', cursor: `x${i}`, node })),
            pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          },
        }),
      },
      seen,
    );
    expect((await screen.findAllByTestId('board-row')).length).toBe(1);
    expect(screen.getByTestId('board-figure').textContent).toBe('120.5%');
    expect(seen.filter((s) => s.name === 'QuizExpertBoard').map((s) => s.variables)).toEqual([{ measure: 'RETURN_RATE' }]);

    fireEvent.click(screen.getByText('全部专家'));
    const experts = await screen.findAllByTestId('expert');
    expect(experts.map((e) => e.textContent)).toEqual([expect.stringContaining('新专家'), expect.stringContaining('老专家')]);
    expect(experts[0].textContent).toContain('近10中6');
    expect(experts[0].querySelector('a')?.getAttribute('href')).toBe(linkTo.quizExpert('M5'));
    expect(seen.some((s) => s.name === 'QuizExpertsPage')).toBe(true);
    expect(screen.queryByTestId('expert-board')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('?measure=ALL');
    expect(screen.getByTestId('expert-window').textContent).toBe('按近30天已结算竞猜排名');
  });

  it('says when no expert has a settled pick in the window, and fails with a retry', async () => {
    renderAt(paths.quizExperts, paths.quizExperts, <ExpertsPage />, { ...WINDOW, QuizExpertBoard: (v) => expertBoard(v.measure, []) });
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('近30天还没有专家有已结算的竞猜');
    expect(within(empty).getByText('了解专家招募').getAttribute('href')).toBe(paths.quizRecruit);
    expect(screen.queryByTestId('expert-board')).toBeNull();
    expect(screen.queryByTestId('my-place')).toBeNull();
    cleanup();
    renderAt(paths.quizExperts, paths.quizExperts, <ExpertsPage />, { ...WINDOW, QuizExpertBoard: () => new Error('offline') });
    expect((await screen.findByTestId('error-state')).textContent).toContain('重试');
  });
});

const kickoff = new Date(Date.now() + 3 * 3600_000).toISOString();
const match = (n: number) => ({
  __typename: 'SportsMatch',
  id: `S${n}`,
  matchNum: `周四30${n}`,
  league: '欧冠',
  home: `主${n}`,
  away: `客${n}`,
  kickoff,
  handicap: -10,
  totalLine: null,
  state: 'SELLING',
  sample: false,
  odds: [
    { __typename: 'SportsOdds', play: 'SPF', odds: [185, 340, 390] },
    { __typename: 'SportsOdds', play: 'RQSPF', odds: [360, 350, 175] },
  ],
});

const pickAnswers = (refusal: string | null, picked: unknown[] = []): Record<string, Answer> => ({
  QuizPlayTypes: () => ({
    football: [
      { __typename: 'SportsPlayInfo', play: 'SPF', options: ['胜', '平', '负'] },
      { __typename: 'SportsPlayInfo', play: 'RQSPF', options: ['让胜', '让平', '让负'] },
    ],
    basketball: [],
  }),
  QuizMatchDays: () => ({ sportsMatchDays: [beijingToday()] }),
  QuizDayMatches: () => ({ sportsMatches: [match(1), match(2)] }),
  QuizPicked: () => ({ myQuizPicked: picked }),
  QuizMakePick: () => ({
    makeQuizPick: {
      __typename: 'MakeQuizPickPayload',
      pick: null,
      userErrors: refusal ? [{ __typename: 'UserError', code: refusal, field: ['input', 'legs', '0', 'matchId'], message: 'english' }] : [],
    },
  }),
});

describe('the pick page', () => {
  for (const [code, text] of [
    ['PICKS_CLOSED', '已截止：比赛已开赛或已停售（以服务器时间为准）'],
    ['ALREADY_PICKED', '这场比赛的该玩法你已经竞猜过了，每场每种玩法只能竞猜一次'],
  ]) {
    it(`says why a pick is refused (${code})`, async () => {
      renderAt(paths.quizPick, paths.quizPick, <PickPage />, pickAnswers(code));
      const options = await screen.findAllByTestId('quiz-option');
      expect(screen.getAllByTestId('quiz-match').length).toBe(2);
      fireEvent.click(options[0]);
      expect(screen.getByTestId('pick-bar').textContent).toContain('周四301 胜平负 胜 @1.85');
      fireEvent.click(screen.getByTestId('submit-pick'));
      expect((await screen.findByTestId('pick-error')).textContent).toBe(text);
      expectDesignSystemControls();
    });
  }

  it('marks options already picked and closes their play type', async () => {
    renderAt(paths.quizPick, paths.quizPick, <PickPage />, pickAnswers(null, [{ __typename: 'QuizPicked', matchId: 'S1', play: 'SPF', choice: 1 }]));
    await waitFor(() => expect(document.querySelector('.lm-quiz-option.done')?.textContent).toContain('已猜'));
    const spf = [...document.querySelectorAll('[data-match="周四301"] [data-play=SPF] button')] as HTMLButtonElement[];
    expect(spf.map((b) => b.disabled)).toEqual([true, true, true]);
    const rq = [...document.querySelectorAll('[data-match="周四301"] [data-play=RQSPF] button')] as HTMLButtonElement[];
    expect(rq.some((b) => b.disabled)).toBe(false);
  });

  it('asks for a second match for a 2串1', async () => {
    renderAt(paths.quizPick, paths.quizPick, <PickPage />, pickAnswers(null));
    const options = await screen.findAllByTestId('quiz-option');
    fireEvent.click(screen.getByText('2串1'));
    fireEvent.click(options[0]);
    expect(screen.getByTestId('pick-bar').textContent).toContain('请选两场不同比赛的选项（已选1）');
    expect((screen.getByTestId('submit-pick') as HTMLButtonElement).disabled).toBe(true);
  });

  const notifySettings = (disabled: string[], templates: { category: string; templateId: string }[] = []) => ({
    notificationSettings: {
      __typename: 'NotificationSettings',
      categories: ['DRAW_RESULT', 'QUIZ_SETTLED', 'PLAN', 'REPLY', 'WITHDRAWAL', 'SYSTEM'].map((category) => ({
        __typename: 'NotificationCategoryState',
        category,
        enabled: !disabled.includes(category),
      })),
      subscribeTemplates: templates.map((t) => ({ __typename: 'SubscribeTemplate', ...t })),
    },
  });
  const notifyAnswers = (disabled: string[], templates: { category: string; templateId: string }[] = []): Record<string, Answer> => ({
    ...pickAnswers(null),
    QuizNotifySettings: () => notifySettings(disabled, templates),
    QuizNotifyKinds: (v) => ({
      updateNotificationSettings: {
        __typename: 'UpdateNotificationSettingsPayload',
        settings: { __typename: 'NotificationSettings', categories: notifySettings(v.disabled as string[]).notificationSettings.categories },
        userErrors: [],
      },
    }),
    QuizSubscribeConsent: (v) => ({
      recordSubscribeConsent: { __typename: 'RecordSubscribeConsentPayload', recorded: (v.templateIds as string[]).length, userErrors: [] },
    }),
  });

  /** Places a single pick; 开奖后通知我 shows once it is placed. */
  async function placePick() {
    const options = await screen.findAllByTestId('quiz-option');
    expect(screen.queryByTestId('quiz-notify')).toBeNull();
    fireEvent.click(options[0]);
    fireEvent.click(screen.getByTestId('submit-pick'));
    await screen.findByText('竞猜成功', { selector: '.lm-toast' });
    return screen.getByTestId('quiz-notify');
  }

  it('after a pick, 开奖后通知我 turns 竞猜结算 on (the other kinds left as they were)', async () => {
    const seen: { name: string; variables: Record<string, unknown> }[] = [];
    renderAt(paths.quizPick, paths.quizPick, <PickPage />, notifyAnswers(['QUIZ_SETTLED', 'REPLY']), seen);
    const button = await placePick();
    expect(button.textContent).toBe('开奖后通知我');
    fireEvent.click(button);
    await screen.findByText('开奖后将通知你', { selector: '.lm-toast' });
    expect(seen.filter((s) => s.name === 'QuizNotifyKinds').map((s) => s.variables)).toEqual([{ disabled: ['REPLY'] }]);
    expect(seen.some((s) => s.name === 'QuizSubscribeConsent')).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('quiz-notify')).toBeNull());
  });

  it('开奖后通知我 with 竞猜结算 on already changes nothing', async () => {
    const seen: { name: string; variables: Record<string, unknown> }[] = [];
    renderAt(paths.quizPick, paths.quizPick, <PickPage />, notifyAnswers([]), seen);
    fireEvent.click(await placePick());
    await screen.findByText('开奖后将通知你', { selector: '.lm-toast' });
    expect(seen.some((s) => s.name === 'QuizNotifyKinds' || s.name === 'QuizSubscribeConsent')).toBe(false);
  });

  it('where wx.requestSubscribeMessage exists, asks for the QUIZ_SETTLED template and records the consent', async () => {
    const asked: string[][] = [];
    vi.stubGlobal('wx', {
      requestSubscribeMessage: ({ tmplIds, success }: { tmplIds: string[]; success: (r: Record<string, string>) => void }) => {
        asked.push(tmplIds);
        success({ errMsg: 'requestSubscribeMessage:ok', [tmplIds[0]]: 'accept' });
      },
    });
    const seen: { name: string; variables: Record<string, unknown> }[] = [];
    const templates = [
      { category: 'DRAW_RESULT', templateId: 'tpl-draw' },
      { category: 'QUIZ_SETTLED', templateId: 'tpl-quiz' },
    ];
    renderAt(paths.quizPick, paths.quizPick, <PickPage />, notifyAnswers([], templates), seen);
    fireEvent.click(await placePick());
    await screen.findByText('开奖后将通知你', { selector: '.lm-toast' });
    expect(asked).toEqual([['tpl-quiz']]);
    expect(seen.filter((s) => s.name === 'QuizSubscribeConsent').map((s) => s.variables)).toEqual([{ templateIds: ['tpl-quiz'] }]);
  });

  it('a subscription refused in WeChat records nothing and says so', async () => {
    vi.stubGlobal('wx', {
      requestSubscribeMessage: ({ tmplIds, success }: { tmplIds: string[]; success: (r: Record<string, string>) => void }) =>
        success({ [tmplIds[0]]: 'reject' }),
    });
    const seen: { name: string; variables: Record<string, unknown> }[] = [];
    renderAt(paths.quizPick, paths.quizPick, <PickPage />, notifyAnswers([], [{ category: 'QUIZ_SETTLED', templateId: 'tpl-quiz' }]), seen);
    fireEvent.click(await placePick());
    await screen.findByText('未开启开奖通知', { selector: '.lm-toast' });
    expect(seen.some((s) => s.name === 'QuizSubscribeConsent')).toBe(false);
    expect(screen.getByTestId('quiz-notify')).toBeTruthy();
  });

  it('says when no match takes picks', async () => {
    renderAt(paths.quizPick, paths.quizPick, <PickPage />, { ...pickAnswers(null), QuizMatchDays: () => ({ sportsMatchDays: ['2020-01-01'] }) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('暂无可竞猜的比赛');
  });
});

describe('pages that need an id', () => {
  for (const [name, path, page, text] of [
    ['history', paths.quizHistory, <HistoryPage key="h" />, '缺少用户信息'],
    ['expert', paths.quizExpert, <ExpertPage key="e" />, '缺少用户信息'],
    ['plan', paths.quizPlan, <PlanPage key="p" />, '缺少方案信息'],
    ['competition', paths.competition, <CompetitionPage key="c" />, '缺少大赛信息'],
    ['poster', paths.rankingPoster, <PosterPage key="o" />, '缺少海报信息'],
    ['member ranking', paths.rankingMember, <MemberRankingPage key="r" />, '缺少用户信息'],
  ] as const) {
    it(`the ${name} page says what is missing`, () => {
      renderAt(path, path, page, {});
      expect(screen.getByTestId('missing-state').textContent).toContain(text);
    });
  }

  it('a plan that is not there is empty', async () => {
    renderAt(`${paths.quizPlan}?id=nope`, paths.quizPlan, <PlanPage />, { QuizPlanPage: () => ({ node: null, points: 0 }) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('方案不存在');
  });
});

describe('a plan', () => {
  it('keeps its picks hidden until unlocked, showing price and 不中退款', async () => {
    renderAt(`${paths.quizPlan}?id=P1`, paths.quizPlan, <PlanPage />, {
      QuizPlanPage: () => ({
        points: 55,
        node: {
          __typename: 'ExpertPlan',
          id: 'P1',
          title: '周末焦点',
          price: 20,
          refundOnMiss: true,
          firstKickoff: kickoff,
          createdAt: kickoff,
          outcome: null,
          unlocks: 3,
          unlocked: false,
          visible: false,
          analysis: null,
          legs: null,
          expert: { __typename: 'MemberCard', id: 'M2', nickname: '专家乙' },
          matches: [{ __typename: 'SportsMatch', id: 'S1', matchNum: '周四301', league: '欧冠', home: '皇马', away: '巴萨', kickoff, fullTime: null }],
        },
      }),
    });
    expect((await screen.findByTestId('plan-locked')).textContent).toContain('推荐内容已隐藏');
    expect(screen.getByTestId('plan-price').textContent).toBe('20积分');
    expect(screen.getByTestId('refund-tag').textContent).toBe('不中退款');
    expect(screen.getByTestId('unlock-plan').textContent).toBe('解锁方案（20积分）');
    expect(screen.queryByTestId('plan-analysis')).toBeNull();
    expectDesignSystemControls();
  });
});

describe('a member\'s history (history_jc)', () => {
  it('the game tabs ask for one game\'s picks and show that game\'s record', async () => {
    const seen: { name: string; variables: Record<string, unknown> }[] = [];
    renderAt(`${paths.quizHistory}?id=M1`, paths.quizHistory, <HistoryPage />, {
      QuizHistoryPage: () => ({
        member: { __typename: 'Member', id: 'M1', nickname: '彩友乙', isExpert: false },
        quizRecords: [
          { ...record(), scope: 'all', black: 4, void: 0 },
          { ...record({ settled: 3, red: 1, hitRate: '33.3' }), scope: 'game:jclq', black: 2, void: 0 },
        ],
        quizPicks: { __typename: 'QuizPickConnection', edges: [], pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null } },
      }),
    }, seen);
    await screen.findByTestId('history-games');
    expect(seen.at(-1)?.variables.game ?? null).toBeNull();
    expect(screen.getByTestId('member-places-link').getAttribute('href')).toBe(linkTo.rankingMember('M1'));
    expect(screen.getByTestId('quiz-history').textContent).toContain('66.7');
    fireEvent.click(within(screen.getByTestId('history-games')).getByText('竞彩篮球'));
    await waitFor(() => expect(seen.at(-1)?.variables.game).toBe('JCLQ'));
    await waitFor(() => expect(screen.getByTestId('quiz-history').textContent).toContain('33.3'));
  });
});

describe('the rules', () => {
  /** The server's answer to the rules pages, with the strike window given. */
  const rules = (strike = 30) => ({
    QuizRulesPage: () => ({
      quizRules: {
        __typename: 'QuizRules',
        boardMinWeek: 10,
        boardMinMonth: 30,
        expertMinSettled: 30,
        expertWindowDays: 60,
        expertMinHitRate: '55.0',
        expertReapplyDays: 7,
        expertStrikeDays: strike,
        planMaxPrice: 500,
        planMinAnalysis: 50,
      },
    }),
  });

  it('the rules state closing, one pick, corrections and virtual points', async () => {
    renderAt(paths.quizRules, paths.quizRules, <QuizRulesPage />, rules());
    const text = (await screen.findByTestId('quiz-rules')).textContent ?? '';
    await waitFor(() => expect(text).toContain('竞猜在比赛开赛时截止，以服务器时间为准'));
    expect(text).toContain('每场比赛的每种玩法只能竞猜一次');
    expect(text).toContain('积分只按差额补发或扣回，绝不会重复发放');
    expect(text).toContain('不中退款和大赛的名次奖励一经发放即为最终结果');
    expect(text).toContain('不能用钱购买，不能提现');
    expect(text).toContain('已结算满10场、本月满30场');
  });

  it('the recruitment rules name the strike window, and none when it is off', async () => {
    renderAt(paths.quizRecruit, paths.quizRecruit, <RecruitPage />, rules(30));
    const list = await screen.findByTestId('recruit-rules');
    expect(list.textContent).toContain('近30天内没有动态或评论被审核驳回');
    cleanup();
    renderAt(paths.quizRecruit, paths.quizRecruit, <RecruitPage />, rules(0));
    const off = await screen.findByTestId('recruit-rules');
    expect(off.textContent).toContain('近60天内已结算的竞猜不少于30场');
    expect(off.textContent).not.toContain('审核驳回');
  });
});
