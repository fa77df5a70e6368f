// The personal centre's (pages/community/personal-center?id=…, the follow
// feature's page) community section, handed over through App.tsx: the
// member's IP属地 — the caller's own from `myIpRegion`, another member's
// from their recent activity (`memberIpRegion`: their latest signed-in day
// within 90 days), else from their latest post — and their posts, newest
// first, with the held ones their author alone sees marked 审核中.
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql, getFragmentData } from '../../gql';
import { useSession } from '../../shell/session/SessionProvider';
import { QueryState } from '../../ui';
import { ipRegionText } from './format';
import { PostCard_post } from './PostCard';
import { PostList } from './PostList';
import { communityText as t } from './strings';
import './community.css';

const Posts = graphql(`
  query MemberPosts($id: ID!, $after: String) {
    memberPosts(memberId: $id, first: 10, after: $after) {
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

const MyRegion = graphql(`
  query MyIpRegion {
    myIpRegion
  }
`);

const TheirRegion = graphql(`
  query MemberIpRegion($id: ID!) {
    memberIpRegion(memberId: $id)
  }
`);

export function MemberPosts() {
  const { session } = useSession();
  const id = useSearchParams()[0].get('id') ?? session?.user.id ?? '';
  const self = !!session && id === session.user.id;
  // Silent: the section shows a failed load itself (with a retry).
  const posts = useQuery(Posts, { variables: { id }, skip: !id, context: { silent: true } });
  const mine = useQuery(MyRegion, { skip: !self, context: { silent: true } });
  const theirs = useQuery(TheirRegion, { variables: { id }, skip: self || !id, context: { silent: true } });
  if (!id) return null;
  const list = posts.data?.memberPosts;
  const latest = getFragmentData(PostCard_post, list?.edges[0]?.node);
  const region = ipRegionText(self ? mine.data?.myIpRegion : theirs.data?.memberIpRegion || latest?.ipRegion);
  return (
    <div className="lm-member-posts" data-testid="member-posts">
      {region && (
        <p className="lm-member-region" data-testid="member-ip-region">
          {region}
        </p>
      )}
      <QueryState loading={posts.loading && !list} error={list ? null : posts.error} onRetry={() => void posts.refetch()}>
        {list && (
          <PostList
            edges={list.edges}
            pageInfo={list.pageInfo}
            onMore={(after) => posts.fetchMore({ variables: { after } })}
            emptyText={t.noMemberPosts}
          />
        )}
      </QueryState>
    </div>
  );
}
