// The home page's 热门动态 section (handed over through App.tsx): the top
// three of the HOT feed, compact, and the way into the community (进入社区).
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { paths } from '../../lib/paths';
import { QueryState } from '../../ui';
import { PostList } from './PostList';
import { communityText as t } from './strings';
import './community.css';

const Hot = graphql(`
  query HomeHotPosts {
    posts(feed: HOT, first: 3) {
      edges {
        cursor
        node {
          id
          ...PostCard_post
        }
      }
    }
  }
`);

export function HotPosts() {
  // Silent: the section shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Hot, { context: { silent: true } });
  const edges = data?.posts.edges.slice(0, 3);
  return (
    <div className="lm-hot-posts" data-testid="home-hot-posts">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch()}>
        {edges && <PostList edges={edges} compact />}
      </QueryState>
      {/* Shown whatever the list did (loading, failed, empty): the community is one tap from the home tab. */}
      <Link className="lm-hot-more" to={paths.community} data-testid="home-to-community">
        {t.enterCommunity}
      </Link>
    </div>
  );
}
