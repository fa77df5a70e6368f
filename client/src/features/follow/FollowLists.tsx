// pages/community/followedAndBeingFollowed?tab=fans|focus&id=…: a member's
// fans or the members they follow, loading more on scroll, with "follow
// back" on each row.
import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { useSession } from '../../shell/session/SessionProvider';
import { linkTo } from '../../lib/paths';
import { showUserErrors } from '../../lib/userErrors';
import { Button, List, MissingState, QueryState, Tabs, Tag } from '../../ui';
import { followText as t } from './strings';
import './follow.css';

export const FollowRow_member = graphql(`
  fragment FollowRow_member on FollowMember {
    id
    nickname
    isFollowedByMe
    isExpert
  }
`);

export const FollowLists_page = graphql(`
  fragment FollowLists_page on FollowConnection {
    totalCount
    edges {
      cursor
      node {
        id
        ...FollowRow_member
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
`);

const Fans = graphql(`
  query FansList($id: ID!, $after: String) {
    followers(memberId: $id, first: 20, after: $after) {
      ...FollowLists_page
    }
  }
`);

const Following = graphql(`
  query FollowingList($id: ID!, $after: String) {
    following(memberId: $id, first: 20, after: $after) {
      ...FollowLists_page
    }
  }
`);

const FollowBack = graphql(`
  mutation FollowBack($id: ID!) {
    followMember(input: { memberId: $id }) {
      changed
      userErrors {
        code
        field
        message
      }
    }
  }
`);

function Row({
  member,
  me,
  followLabel,
  onFollow,
}: {
  member: FragmentType<typeof FollowRow_member>;
  me?: string;
  followLabel: string;
  onFollow: (id: string) => Promise<void>;
}) {
  const m = getFragmentData(FollowRow_member, member);
  return (
    <List.Item
      className="follow-item"
      prefix={
        <span className="follow-row-avatar" aria-hidden>
          {m.nickname.slice(0, 1)}
        </span>
      }
      extra={
        m.id !== me &&
        !m.isFollowedByMe && (
          <Button className="follow-back" color="primary" fill="outline" shape="rounded" loading="auto" onClick={() => onFollow(m.id)}>
            {followLabel}
          </Button>
        )
      }
    >
      <Link className="follow-row-link" to={linkTo.member(m.id)}>
        {m.nickname}
      </Link>
      {m.isExpert && (
        <Tag className="follow-expert" color="var(--lm-brand-text)" fill="outline">
          {t.expert}
        </Tag>
      )}
    </List.Item>
  );
}

export function FollowLists() {
  const [params, setParams] = useSearchParams();
  const { session } = useSession();
  const id = params.get('id') ?? session?.user.id ?? '';
  const tab = params.get('tab') === 'focus' ? 'focus' : 'fans';
  // Silent: the page shows a failed load itself (with a retry).
  const fans = useQuery(Fans, { variables: { id }, skip: tab !== 'fans' || !id, context: { silent: true } });
  const following = useQuery(Following, { variables: { id }, skip: tab !== 'focus' || !id, context: { silent: true } });
  const [followBack] = useMutation(FollowBack);
  const current = tab === 'fans' ? fans : following;
  const page = tab === 'fans' ? fans.data?.followers : following.data?.following;
  const list = getFragmentData(FollowLists_page, page);
  const more = useRef<HTMLDivElement>(null);
  // Pages are merged by the cache's relay-style field policy (shell/apollo.ts).
  const loadMore = async () => {
    const after = list?.pageInfo.endCursor;
    if (!list?.pageInfo.hasNextPage || !after) return;
    await current.fetchMore({ variables: { after } }).catch(() => null);
  };
  // Infinite scroll: load the next page when the end comes into view (the
  // "more" button below does the same for keyboards and old browsers).
  useEffect(() => {
    const el = more.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries[0]?.isIntersecting && void loadMore());
    io.observe(el);
    return () => io.disconnect();
  });
  if (!id) return <MissingState what={t.memberId} />;
  return (
    <div className="follow-list-page">
      <Tabs
        className="follow-tabs"
        activeKey={tab}
        onChange={(key) => setParams({ id, tab: key === 'focus' ? 'focus' : 'fans' })}
      >
        <Tabs.Tab title={t.fans} key="fans" />
        <Tabs.Tab title={t.focus} key="focus" />
      </Tabs>
      <QueryState
        loading={current.loading && !list}
        error={list ? null : current.error}
        empty={!!list && list.edges.length === 0}
        emptyText={tab === 'fans' ? t.emptyFans : t.emptyFocus}
        onRetry={() => void current.refetch()}
      >
        <List className="follow-list">
          {list?.edges.map((e) => (
            <Row
              key={e.node.id}
              member={e.node}
              me={session?.user.id}
              followLabel={tab === 'fans' ? t.followBack : t.follow}
              onFollow={async (target) => {
                const r = await followBack({ variables: { id: target } }).catch(() => null);
                showUserErrors(r?.data?.followMember.userErrors);
                await current.refetch().catch(() => null);
              }}
            />
          ))}
        </List>
        {list?.pageInfo.hasNextPage && (
          <Button className="follow-more" block fill="none" loading="auto" onClick={loadMore}>
            {t.more}
          </Button>
        )}
      </QueryState>
      <div ref={more} />
    </div>
  );
}
