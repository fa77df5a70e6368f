// pages/community/index?tab=hot|newest|following: the feed — 推荐 (the HOT
// feed), 最新, 关注 (sign-in) — with the staff's pinned system posts on top
// of 推荐 and 最新, the ways to search and to the topic rank, and the button
// to write a post.
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { PostFeed } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { useSession } from '../../shell/session/SessionProvider';
import { Button, EmptyState, QueryState, Tabs } from '../../ui';
import { PostCard } from './PostCard';
import { PostList } from './PostList';
import { communityText as t } from './strings';
import './community.css';

const Feed = graphql(`
  query CommunityFeed($feed: PostFeed!, $after: String) {
    posts(feed: $feed, first: 10, after: $after) {
      edges {
        cursor
        node {
          id
          ...PostCard_post
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Pinned = graphql(`
  query CommunityPinned {
    pinnedPosts {
      id
      ...PostCard_post
    }
  }
`);

const TABS: { key: string; feed: PostFeed }[] = [
  { key: 'hot', feed: 'HOT' },
  { key: 'newest', feed: 'NEWEST' },
  { key: 'following', feed: 'FOLLOWING' },
];

export function FeedPage() {
  const [params, setParams] = useSearchParams();
  const { session } = useSession();
  const navigate = useNavigate();
  const tab = TABS.find((x) => x.key === params.get('tab')) ?? TABS[0];
  const needsSignIn = tab.feed === 'FOLLOWING' && !session;
  // Silent: the page shows a failed load itself (with a retry). The cached
  // page shows at once and is replaced by the newest (a post written since,
  // or the home section's three posts cached under the same feed).
  const feed = useQuery(Feed, { variables: { feed: tab.feed }, skip: needsSignIn, fetchPolicy: 'cache-and-network', context: { silent: true } });
  const pinned = useQuery(Pinned, { skip: tab.feed === 'FOLLOWING', context: { silent: true } });
  const posts = feed.data?.posts;
  const pins = tab.feed === 'FOLLOWING' ? [] : (pinned.data?.pinnedPosts ?? []);
  // A pinned post shows once, on top.
  const pinIds = new Set(pins.map((p) => p.id));
  return (
    <div className="lm-community" data-testid="community-feed">
      <div className="lm-community-top">
        <Link className="lm-community-search" to={paths.search} data-testid="community-search">
          {t.searchPlaceholder}
        </Link>
        <Link className="lm-community-topics" to={paths.topicRank}>
          {t.topicRank}
        </Link>
      </div>
      <Tabs className="lm-community-tabs" activeKey={tab.key} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        {TABS.map((x) => (
          <Tabs.Tab key={x.key} title={t.feeds[x.feed]} />
        ))}
      </Tabs>
      {needsSignIn ? (
        <EmptyState title={t.signInToFollow}>
          <Button color="primary" onClick={() => navigate(paths.login, { state: { from: `${paths.community}?tab=following` } })}>
            {t.signIn}
          </Button>
        </EmptyState>
      ) : (
        <QueryState loading={feed.loading && !posts} error={posts ? null : feed.error} onRetry={() => void feed.refetch()}>
          {posts && (
            <PostList
              edges={posts.edges.filter((e) => !pinIds.has(e.node.id))}
              pageInfo={posts.pageInfo}
              onMore={(after) => feed.fetchMore({ variables: { after } })}
              emptyText={tab.feed === 'FOLLOWING' ? t.emptyFollowing : t.empty}
              before={pins.length > 0 ? pins.map((p) => <PostCard key={p.id} post={p} />) : undefined}
            />
          )}
        </QueryState>
      )}
      <Button className="lm-community-write" color="primary" shape="rounded" data-testid="write-post" onClick={() => navigate(paths.communityAdd)}>
        {t.write}
      </Button>
    </div>
  );
}
