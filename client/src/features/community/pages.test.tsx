// The community pages against a stub server (answers shaped as the draft
// SDL of issue 34): the feed with a pinned post on top, a card's #话题# link
// and IP属地, the held note an author sees, the post page's two levels of
// comments ("回复 @昵称") and like, the missing-id states, the topic rank's
// numbers, and the personal centre's section (the caller's own IP属地).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SessionProvider } from '../../shell/session/SessionProvider';
import { paths } from '../../lib/paths';
import { DetailPage } from './DetailPage';
import { FeedPage } from './FeedPage';
import { MemberPosts } from './MemberPosts';
import { TopicRankPage } from './TopicRankPage';

type Answer = (variables: Record<string, unknown>) => unknown;

/** Answers operations by name (an Error fails it); others stay pending. */
function stubServer(answers: Record<string, Answer>) {
  return new ApolloLink(
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
}

function renderAt(url: string, answers: Record<string, Answer>) {
  const client = new ApolloClient({ link: stubServer(answers), cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <SessionProvider>
          <Routes>
            <Route path={paths.community} element={<FeedPage />} />
            <Route path={paths.communityPost} element={<DetailPage />} />
            <Route path={paths.topicRank} element={<TopicRankPage />} />
            <Route path={paths.member} element={<MemberPosts />} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

const ME = 'TWVtYmVyOjE';
const OTHER = 'TWVtYmVyOjI';
const member = (id: string, nickname: string) => ({ __typename: 'MemberCard', id, nickname, avatar: null });

function post(id: string, over: Record<string, unknown> = {}) {
  return {
    __typename: 'Post',
    id,
    body: '今晚 #双色球# 冲',
    ipRegion: '广东',
    isSystem: false,
    pinned: false,
    state: 'VISIBLE',
    likeCount: 2,
    commentCount: 1,
    likedByMe: false,
    deletable: false,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    editedAt: null,
    author: member(OTHER, '彩友乙'),
    images: [],
    topics: [{ __typename: 'Topic', id: 'T1', name: '双色球' }],
    attachment: null,
    ...over,
  };
}

const connection = (typename: string, nodes: object[]) => ({
  __typename: `${typename}Connection`,
  edges: nodes.map((node, i) => ({ __typename: `${typename}Edge`, cursor: String(i), node })),
  pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
});

beforeEach(() => {
  localStorage.setItem('lm.token', 't');
  localStorage.setItem('lm.expireAt', new Date(Date.now() + 7 * 24 * 3600_000).toISOString());
  localStorage.setItem('lm.user', JSON.stringify({ id: ME, nickName: '彩友甲' }));
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the feed', () => {
  it('shows the pinned post once, on top, and each card with its topic link and IP属地', async () => {
    renderAt(paths.community, {
      CommunityPinned: () => ({ pinnedPosts: [post('P0', { isSystem: true, pinned: true, body: '社区公约', topics: [] })] }),
      CommunityFeed: () => ({ posts: connection('Post', [post('P0', { isSystem: true, pinned: true, body: '社区公约', topics: [] }), post('P1')]) }),
    });
    await screen.findByText('社区公约');
    const cards = await screen.findAllByTestId('post-card');
    expect(cards.map((c) => c.getAttribute('data-post'))).toEqual(['P0', 'P1']);
    expect(screen.getByText('置顶')).toBeTruthy();
    const topic = screen.getByTestId('post-topic');
    expect(topic.textContent).toBe('#双色球#');
    expect(topic.getAttribute('href')).toBe(`${paths.topicPosts}?id=T1`);
    expect(screen.getAllByTestId('ip-region')[0].textContent).toBe('IP属地：广东');
    expect(screen.getAllByText('5分钟前').length).toBeGreaterThan(0);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('推荐');
  });

  it("shows its author a held post's note", async () => {
    renderAt(`${paths.community}?tab=newest`, {
      CommunityPinned: () => ({ pinnedPosts: [] }),
      CommunityFeed: () => ({ posts: connection('Post', [post('P2', { state: 'HELD', author: member(ME, '彩友甲') })]) }),
    });
    expect((await screen.findByTestId('post-held')).textContent).toBe('审核中，通过后展示');
  });

  it('says so when the feed is empty', async () => {
    renderAt(`${paths.community}?tab=following`, { CommunityFeed: () => ({ posts: connection('Post', []) }) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('关注的人还没有发布动态');
  });
});

describe('a post', () => {
  it('says what is missing without ?id=', () => {
    renderAt(paths.communityPost, {});
    expect(screen.getByTestId('missing-state').textContent).toContain('缺少动态信息');
  });

  it('shows the comments two levels deep, a reply with 回复 @昵称, and the like', async () => {
    let liked = false;
    const reply = {
      __typename: 'Comment',
      id: 'C2',
      body: '同意',
      ipRegion: '北京',
      likeCount: 0,
      likedByMe: false,
      deletable: true,
      createdAt: new Date().toISOString(),
      author: member(ME, '彩友甲'),
      replyTo: member(OTHER, '彩友丙'),
    };
    const comment = {
      ...reply,
      id: 'C1',
      body: '好运',
      ipRegion: '上海',
      deletable: false,
      author: member(OTHER, '彩友丙'),
      replyTo: null,
      replyCount: 1,
      replies: connection('Comment', [reply]),
    };
    renderAt(`${paths.communityPost}?id=P1`, {
      PostDetail: () => ({ post: { ...post('P1'), comments: connection('Comment', [comment]) } }),
      LikePost: () => {
        liked = true;
        return { likePost: { __typename: 'PostPayload', post: { __typename: 'Post', id: 'P1', likeCount: 3, likedByMe: liked }, userErrors: [] } };
      },
    });
    await screen.findByText('好运');
    expect(screen.getByTestId('reply-to').textContent).toBe('回复 @彩友丙：');
    expect(screen.getByText('IP属地：上海')).toBeTruthy();
    expect(screen.getByTestId('like-count').textContent).toBe('2');
    fireEvent.click(screen.getByTestId('like-post'));
    await waitFor(() => expect(screen.getByTestId('like-count').textContent).toBe('3'));
    expect(screen.getByTestId('like-post').getAttribute('aria-pressed')).toBe('true');
    expect(liked).toBe(true);
  });

  it('says so when the post does not exist', async () => {
    renderAt(`${paths.communityPost}?id=gone`, { PostDetail: () => ({ post: null }) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('动态不存在或已删除');
  });
});

describe('topics and the personal centre', () => {
  it('numbers the hot topics', async () => {
    const topic = (id: string, name: string, postCount: number) => ({ __typename: 'Topic', id, name, description: '', postCount, isOfficial: id === 'T1' });
    renderAt(paths.topicRank, { TopicRank: () => ({ topicRank: [topic('T1', '双色球', 12000), topic('T2', '大乐透', 5)] }) });
    const items = await screen.findAllByTestId('topic-rank-item');
    expect(items[0].textContent).toContain('1');
    expect(items[0].textContent).toContain('#双色球#');
    expect(items[0].textContent).toContain('1.2万条动态');
    expect(items[1].textContent).toContain('2');
  });

  it("shows the caller's own IP属地 from myIpRegion and their posts", async () => {
    renderAt(`${paths.member}?id=${ME}`, {
      MemberPosts: () => ({ memberPosts: connection('Post', [post('P3', { author: member(ME, '彩友甲'), ipRegion: '浙江' })]) }),
      MyIpRegion: () => ({ myIpRegion: '广东' }),
    });
    await screen.findByTestId('post-card');
    await waitFor(() => expect(screen.getByTestId('member-ip-region').textContent).toBe('IP属地：广东'));
  });

  it("shows another member's IP属地 from their latest post", async () => {
    renderAt(`${paths.member}?id=${OTHER}`, { MemberPosts: () => ({ memberPosts: connection('Post', [post('P4', { ipRegion: '四川' })]) }) });
    expect((await screen.findByTestId('member-ip-region')).textContent).toBe('IP属地：四川');
  });
});
