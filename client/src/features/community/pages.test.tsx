// The community pages against a stub server (answers shaped as the draft
// SDL of issue 34): the feed with a pinned post on top, a card's #话题# link
// and IP属地, the held note an author sees, the post page's two levels of
// comments ("回复 @昵称") and like, the missing-id states, the topic rank's
// numbers, the personal centre's section (the caller's own IP属地), editing
// one's own post within the 10-minute window, an expert attaching their own
// plan, and the home section's way into the community.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { MemoryRouter, Route, Routes } from 'react-router';
import { SessionProvider } from '../../shell/session/SessionProvider';
import { paths } from '../../lib/paths';
import { AddPage } from './AddPage';
import { DetailPage } from './DetailPage';
import { EditPage } from './EditPage';
import { FeedPage } from './FeedPage';
import { HotPosts } from './HotPosts';
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
            <Route path={paths.communityAdd} element={<AddPage />} />
            <Route path={paths.communityEdit} element={<EditPage />} />
            <Route path={paths.home} element={<HotPosts />} />
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
    editable: false,
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
  vi.useRealTimers();
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

  it("shows another member's IP属地 from their recent activity, even without posts", async () => {
    renderAt(`${paths.member}?id=${OTHER}`, {
      MemberPosts: () => ({ memberPosts: connection('Post', []) }),
      MemberIpRegion: (v) => ({ memberIpRegion: v.id === OTHER ? '江苏' : '' }),
    });
    expect((await screen.findByTestId('member-ip-region')).textContent).toBe('IP属地：江苏');
  });

  it("falls back to another member's latest post when their activity has no region", async () => {
    renderAt(`${paths.member}?id=${OTHER}`, {
      MemberPosts: () => ({ memberPosts: connection('Post', [post('P4', { ipRegion: '四川' })]) }),
      MemberIpRegion: () => ({ memberIpRegion: '' }),
    });
    expect((await screen.findByTestId('member-ip-region')).textContent).toBe('IP属地：四川');
  });
});

/** The post form's body (its text area; antd-mobile keeps a hidden twin for sizing). */
const bodyBox = () => screen.findByPlaceholderText<HTMLTextAreaElement>('分享你的看法…输入 #话题# 可以添加话题');

describe('editing a post', () => {
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  /** The caller's own post, written `ms` ago, as the post page reads it. */
  const mine = (ms: number, over: Record<string, unknown> = {}) => ({
    ...post('P5', { author: member(ME, '彩友甲'), deletable: true, editable: true, createdAt: ago(ms), ...over }),
    comments: connection('Comment', []),
  });
  const forEdit = (editable = true) => ({
    post: { __typename: 'Post', id: 'P5', body: '原来的话', editable, images: [{ __typename: 'PostImage', fid: 'F1', url: '/api/Files/F1' }] },
  });
  const edited = (body: string) => ({
    editPost: { __typename: 'PostPayload', post: { ...post('P5', { body, author: member(ME, '彩友甲'), editable: true, editedAt: new Date().toISOString() }) }, userErrors: [] },
  });

  it('offers its author 编辑 within the window, saves text and images, and goes back to the post', async () => {
    let sent: unknown = null;
    let body = '原来的话';
    renderAt(`${paths.communityPost}?id=P5`, {
      PostDetail: () => ({ post: mine(3 * 60_000, { body }) }),
      PostForEdit: () => forEdit(),
      EditPost: (v) => {
        sent = v.input;
        body = '改过的话';
        return edited(body);
      },
    });
    fireEvent.click(await screen.findByTestId('post-actions'));
    fireEvent.click(await screen.findByText('编辑动态'));
    await screen.findByTestId('post-edit');
    const text = await bodyBox();
    expect(text.value).toBe('原来的话');
    fireEvent.change(text, { target: { value: '改过的话' } });
    fireEvent.click(screen.getByTestId('save-post'));
    await screen.findByTestId('post-detail');
    await screen.findByText('改过的话');
    expect(sent).toEqual({ postId: 'P5', body: '改过的话', imageFids: ['F1'] });
    expect(screen.getByText('已编辑')).toBeTruthy();
  });

  it("offers no 编辑 past the 10 minutes (the flag read earlier notwithstanding), nor on another's post", async () => {
    renderAt(`${paths.communityPost}?id=P5`, { PostDetail: () => ({ post: mine(11 * 60_000) }) });
    fireEvent.click(await screen.findByTestId('post-actions'));
    await screen.findByText('删除动态');
    expect(screen.queryByText('编辑动态')).toBeNull();
    cleanup();
    renderAt(`${paths.communityPost}?id=P5`, { PostDetail: () => ({ post: mine(60_000, { author: member(OTHER, '彩友乙') }) }) });
    fireEvent.click(await screen.findByTestId('post-actions'));
    await screen.findByText('举报');
    expect(screen.queryByText('编辑动态')).toBeNull();
  });

  it('takes the entry away when the window closes while the post is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderAt(`${paths.communityPost}?id=P5`, { PostDetail: () => ({ post: mine(9 * 60_000) }) });
    fireEvent.click(await screen.findByTestId('post-actions'));
    await screen.findByText('编辑动态');
    act(() => vi.advanceTimersByTime(2 * 60_000));
    await waitFor(() => expect(screen.queryByText('编辑动态')).toBeNull());
    expect(screen.getByText('删除动态')).toBeTruthy();
  });

  it('opened by a link, returns to the post page in its place', async () => {
    renderAt(`${paths.communityEdit}?id=P5`, {
      PostForEdit: () => forEdit(),
      EditPost: () => edited('原来的话，补一句'),
      PostDetail: () => ({ post: mine(60_000, { body: '原来的话，补一句' }) }),
    });
    fireEvent.change(await bodyBox(), { target: { value: '原来的话，补一句' } });
    fireEvent.click(screen.getByTestId('save-post'));
    await screen.findByTestId('post-detail');
    await screen.findByText('原来的话，补一句');
  });

  it('says so, keeping the text, when the server refuses with EDIT_WINDOW_CLOSED', async () => {
    renderAt(`${paths.communityEdit}?id=P5`, {
      PostForEdit: () => forEdit(),
      EditPost: () => ({
        editPost: {
          __typename: 'PostPayload',
          post: null,
          userErrors: [{ __typename: 'UserError', code: 'EDIT_WINDOW_CLOSED', field: null, message: 'a post can be edited within 10 minutes of writing it' }],
        },
      }),
    });
    fireEvent.change(await bodyBox(), { target: { value: '晚了一步' } });
    fireEvent.click(screen.getByTestId('save-post'));
    expect((await screen.findByTestId('edit-closed')).textContent).toBe('发布超过10分钟，不能再编辑');
    expect((screen.getByTestId('save-post') as HTMLButtonElement).disabled).toBe(true);
    expect((await bodyBox()).value).toBe('晚了一步');
    expect(screen.queryByTestId('post-detail')).toBeNull();
  });

  it('says the window has closed when the post is no longer editable', async () => {
    renderAt(`${paths.communityEdit}?id=P5`, { PostForEdit: () => forEdit(false) });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('发布超过10分钟，不能再编辑');
    expect(screen.queryByTestId('save-post')).toBeNull();
  });

  it('says what is missing without ?id=', () => {
    renderAt(paths.communityEdit, {});
    expect(screen.getByTestId('missing-state').textContent).toContain('缺少动态信息');
  });
});

describe('writing a post', () => {
  const plan = (id: string, title: string, withdrawn = false) => ({
    __typename: 'ExpertPlan',
    id,
    title,
    price: 10,
    createdAt: new Date(Date.now() - 3600_000).toISOString(),
    withdrawn,
  });

  it("lets an expert attach one of their own plans", async () => {
    let sent = null as Record<string, unknown> | null;
    let askedFor: unknown = null;
    renderAt(paths.communityAdd, {
      AttachExpert: () => ({ me: { __typename: 'Member', id: ME, isExpert: true } }),
      AttachExpertPlans: (v) => {
        askedFor = v.expertId;
        return { expertPlans: connection('ExpertPlan', [plan('EP1', '周末稳胆'), plan('EP2', '撤下的方案', true)]) };
      },
      CreatePost: (v) => {
        sent = v.input as Record<string, unknown>;
        return { createPost: { __typename: 'PostPayload', post: { __typename: 'Post', id: 'P9', state: 'VISIBLE' }, userErrors: [] } };
      },
    });
    fireEvent.change(await bodyBox(), { target: { value: '今天的方案' } });
    fireEvent.click(screen.getByTestId('post-attach'));
    fireEvent.click(await screen.findByText('专家方案'));
    fireEvent.click(await screen.findByText('周末稳胆'));
    expect(askedFor).toBe(ME);
    expect(screen.queryByText('撤下的方案')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('post-attach').textContent).toContain('周末稳胆'));
    fireEvent.click(screen.getByTestId('publish-post'));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({ body: '今天的方案', expertPlanId: 'EP1', imageFids: [] });
    expect(sent?.savedSelectionId).toBeUndefined();
    expect(sent?.sportsSelectionId).toBeUndefined();
  });

  it('offers no 专家方案 to a member who is not an expert', async () => {
    let asked = false;
    renderAt(paths.communityAdd, {
      AttachExpert: () => {
        asked = true;
        return { me: { __typename: 'Member', id: ME, isExpert: false } };
      },
    });
    await waitFor(() => expect(asked).toBe(true));
    await act(async () => {});
    fireEvent.click(screen.getByTestId('post-attach'));
    await screen.findByText('号码方案');
    expect(screen.queryByText('专家方案')).toBeNull();
  });
});

describe('the home section', () => {
  it('leads into the community, whether or not the posts load', async () => {
    renderAt(paths.home, { HomeHotPosts: () => ({ posts: connection('Post', [post('P1')]) }) });
    await screen.findByTestId('post-card');
    const link = screen.getByTestId('home-to-community');
    expect(link.textContent).toBe('进入社区');
    expect(link.getAttribute('href')).toBe(paths.community);
    cleanup();
    renderAt(paths.home, { HomeHotPosts: () => new Error('offline') });
    await screen.findByTestId('error-state');
    expect(screen.getByTestId('home-to-community').getAttribute('href')).toBe(paths.community);
  });
});
