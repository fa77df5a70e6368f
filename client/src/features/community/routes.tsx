// The community's pages (社区: the feed, a post, a staff system post,
// writing a post, editing one's own, the topic rank, a topic's posts,
// search) and the sections it puts on other features' pages: 热门动态 on
// the home page, a member's IP属地 and posts on the personal centre (the
// follow feature's page).
import { Suspense, type ReactElement } from 'react';
import { ChunkErrorBoundary, lazyPage } from '../../shell/lazyPage';
import { Page } from '../../shell/Shell';
import type { FeatureRoute, FeatureSection } from '../../shell/routing';
import { paths } from '../../lib/paths';
import { communityTitles as t } from './titles';

// Each page is its own chunk (shell/lazyPage).
const FeedPage = lazyPage(() => import('./FeedPage'), 'FeedPage');
const DetailPage = lazyPage(() => import('./DetailPage'), 'DetailPage');
const SystemDetailPage = lazyPage(() => import('./SystemDetailPage'), 'SystemDetailPage');
const AddPage = lazyPage(() => import('./AddPage'), 'AddPage');
const EditPage = lazyPage(() => import('./EditPage'), 'EditPage');
const TopicRankPage = lazyPage(() => import('./TopicRankPage'), 'TopicRankPage');
const TopicListPage = lazyPage(() => import('./TopicListPage'), 'TopicListPage');
const SearchPage = lazyPage(() => import('./SearchPage'), 'SearchPage');
// The sections too: the home page and the member page fetch them after their own.
const HotPosts = lazyPage(() => import('./HotPosts'), 'HotPosts');
const MemberPosts = lazyPage(() => import('./MemberPosts'), 'MemberPosts');

export const communityRoutes: FeatureRoute[] = [
  { path: paths.community, element: <Page title={t.community}><FeedPage /></Page> },
  { path: paths.communityPost, element: <Page title={t.post}><DetailPage /></Page> },
  { path: paths.communitySystemPost, element: <Page title={t.systemPost}><SystemDetailPage /></Page> },
  { path: paths.communityAdd, element: <Page title={t.add} auth><AddPage /></Page> },
  { path: paths.communityEdit, element: <Page title={t.edit} auth><EditPage /></Page> },
  { path: paths.topicRank, element: <Page title={t.topicRank}><TopicRankPage /></Page> },
  { path: paths.topicPosts, element: <Page title={t.topicPosts}><TopicListPage /></Page> },
  { path: paths.search, element: <Page title={t.search}><SearchPage /></Page> },
];

/** A section from its own chunk: nothing while it loads, nothing if it does not (the host page stays). */
const lazySection = (key: string, title: string, element: ReactElement): FeatureSection => ({
  key,
  title,
  element: (
    <ChunkErrorBoundary fallback={null}>
      <Suspense fallback={null}>{element}</Suspense>
    </ChunkErrorBoundary>
  ),
});

/** The home page's 热门动态 (the top three of the HOT feed). */
export const communityHomeSections: FeatureSection[] = [lazySection('community', t.hotPosts, <HotPosts />)];

/** The personal centre's 动态: the member's IP属地 and posts. */
export const communityMemberSections: FeatureSection[] = [lazySection('posts', t.memberPosts, <MemberPosts />)];
