// pages/community/followedAndBeingFollowed?tab=fans|focus&id=…: a member's
// fans or the members they follow, loading more on scroll, with "follow
// back" on each row.
import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Link, useSearchParams } from 'react-router-dom';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { useSession } from '../../app/session/SessionProvider';
import { linkTo } from '../../lib/paths';
import { showUserErrors } from '../../lib/userErrors';
import { followText as t } from './strings';

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

function Row({ member, me, onFollow }: { member: FragmentType<typeof FollowRow_member>; me?: string; onFollow: (id: string) => void }) {
  const m = getFragmentData(FollowRow_member, member);
  return (
    <li className="follow-row">
      <Link to={linkTo.member(m.id)}>{m.nickname}</Link>
      {m.id !== me && !m.isFollowedByMe && (
        <button className="small" onClick={() => onFollow(m.id)}>
          {t.followBack}
        </button>
      )}
    </li>
  );
}

export function FollowLists() {
  const [params, setParams] = useSearchParams();
  const { session } = useSession();
  const id = params.get('id') ?? session?.user.id ?? '';
  const tab = params.get('tab') === 'focus' ? 'focus' : 'fans';
  const fans = useQuery(Fans, { variables: { id }, skip: tab !== 'fans' || !id });
  const following = useQuery(Following, { variables: { id }, skip: tab !== 'focus' || !id });
  const [followBack] = useMutation(FollowBack);
  const list = getFragmentData(FollowLists_page, tab === 'fans' ? fans.data?.followers : following.data?.following);
  const more = useRef<HTMLDivElement>(null);
  // Pages are merged by the cache's relay-style field policy (app/apollo.ts).
  const loadMore = () => {
    const after = list?.pageInfo.endCursor;
    if (!list?.pageInfo.hasNextPage || !after) return;
    void (tab === 'fans' ? fans : following).fetchMore({ variables: { after } });
  };
  // Infinite scroll: load the next page when the end comes into view.
  useEffect(() => {
    const el = more.current;
    if (!el) return;
    const io = new IntersectionObserver((entries) => entries[0]?.isIntersecting && loadMore());
    io.observe(el);
    return () => io.disconnect();
  });
  return (
    <div className="page follow-lists">
      <div className="tabs">
        <button className={tab === 'fans' ? 'on' : ''} onClick={() => setParams({ id, tab: 'fans' })}>
          {t.fans}
        </button>
        <button className={tab === 'focus' ? 'on' : ''} onClick={() => setParams({ id, tab: 'focus' })}>
          {t.focus}
        </button>
      </div>
      {list && list.edges.length === 0 && <p className="empty">{t.empty}</p>}
      <ul>
        {list?.edges.map((e) => (
          <Row
            key={e.node.id}
            member={e.node}
            me={session?.user.id}
            onFollow={async (target) => {
              const r = await followBack({ variables: { id: target } }).catch(() => null);
              showUserErrors(r?.data?.followMember.userErrors);
              void (tab === 'fans' ? fans : following).refetch();
            }}
          />
        ))}
      </ul>
      <div ref={more} />
    </div>
  );
}
