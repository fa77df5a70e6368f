// pages/community/topic-list?id=…&tab=hot|newest: a topic — its name,
// description and post count — and its posts, 热门 or 最新, with the way to
// post in it. (`?name=` opens a topic by its name: a #话题# in a body the
// post's topics did not name.)
import { useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql, getFragmentData } from '../../gql';
import type { PostFeed } from '../../gql/graphql';
import { displayCount } from '../../lib/numbers';
import { linkTo } from '../../lib/paths';
import { Button, MissingState, QueryState, Tabs, Tag } from '../../ui';
import { PostList } from './PostList';
import { communityText as t } from './strings';
import './community.css';

const TopicPosts = graphql(`
  query TopicPosts($id: ID!, $feed: PostFeed!, $after: String) {
    topic(id: $id) {
      id
      ...TopicPosts_topic
    }
  }
`);

const TopicPostsByName = graphql(`
  query TopicPostsByName($name: String!, $feed: PostFeed!, $after: String) {
    topicByName(name: $name) {
      id
      ...TopicPosts_topic
    }
  }
`);

export const TopicPosts_topic = graphql(`
  fragment TopicPosts_topic on Topic {
    id
    name
    description
    postCount
    isOfficial
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

const TABS: { key: string; feed: PostFeed }[] = [
  { key: 'hot', feed: 'HOT' },
  { key: 'newest', feed: 'NEWEST' },
];

export function TopicListPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const id = params.get('id');
  const name = params.get('name');
  const tab = TABS.find((x) => x.key === params.get('tab')) ?? TABS[0];
  // Silent: the page shows a failed load itself (with a retry).
  const byId = useQuery(TopicPosts, { variables: { id: id ?? '', feed: tab.feed }, skip: !id, context: { silent: true } });
  const byName = useQuery(TopicPostsByName, { variables: { name: name ?? '', feed: tab.feed }, skip: !!id || !name, context: { silent: true } });
  if (!id && !name) return <MissingState what={t.topicId} />;
  const q = id ? byId : byName;
  const found = id ? byId.data?.topic : byName.data?.topicByName;
  const topic = getFragmentData(TopicPosts_topic, found);
  const more = (after: string) => (id ? byId.fetchMore({ variables: { after } }) : byName.fetchMore({ variables: { after } }));
  const setTab = (key: string) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next, { replace: true });
  };
  return (
    <div className="lm-community lm-topic-page" data-testid="topic-page">
      <QueryState loading={q.loading && !q.data} error={q.data ? null : q.error} empty={!!q.data && !topic} emptyText={t.noTopic} onRetry={() => void (id ? byId.refetch() : byName.refetch())}>
        {topic && (
          <>
            <header className="lm-topic-head">
              <h2 className="lm-topic-title" data-testid="topic-name">
                #{topic.name}#
                {topic.isOfficial && (
                  <Tag className="lm-topic-official" color="var(--lm-brand-text)" fill="outline">
                    {t.official}
                  </Tag>
                )}
              </h2>
              {topic.description && <p className="lm-topic-description">{topic.description}</p>}
              <p className="lm-topic-count">{t.postCount(displayCount(topic.postCount))}</p>
              <Button color="primary" shape="rounded" size="small" onClick={() => navigate(linkTo.communityAddTopic(topic.name))}>
                {t.joinTopic}
              </Button>
            </header>
            <Tabs className="lm-community-tabs" activeKey={tab.key} onChange={setTab}>
              {TABS.map((x) => (
                <Tabs.Tab key={x.key} title={t.topicFeeds[x.feed]} />
              ))}
            </Tabs>
            <PostList edges={topic.posts.edges} pageInfo={topic.posts.pageInfo} onMore={more} />
          </>
        )}
      </QueryState>
    </div>
  );
}
