// pages/community/personal-center?id=…: another member's page with a follow
// button (optimistic) and their follow/fans counts.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { displayCount } from '../../lib/numbers';
import { showUserErrors } from '../../lib/userErrors';
import { followText as t } from './strings';

const MemberPageQuery = graphql(`
  query MemberPage($id: ID!) {
    member(id: $id) {
      id
      nickname
      followerCount
      followingCount
      isExpert
      isFollowedByMe
    }
  }
`);

const Follow = graphql(`
  mutation Follow($id: ID!) {
    followMember(input: { memberId: $id }) {
      member {
        id
        isFollowedByMe
        followerCount
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const Unfollow = graphql(`
  mutation Unfollow($id: ID!) {
    unfollowMember(input: { memberId: $id }) {
      member {
        id
        isFollowedByMe
        followerCount
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function MemberPage() {
  const id = useSearchParams()[0].get('id') ?? '';
  const { data, refetch } = useQuery(MemberPageQuery, { variables: { id }, skip: !id });
  const [follow] = useMutation(Follow);
  const [unfollow] = useMutation(Unfollow);
  // Optimistic: the button and the count change at once; the server's
  // counts replace them when the refetch lands.
  const [optimistic, setOptimistic] = useState<{ isFocus: boolean; fans: number } | null>(null);
  const m = data?.member;
  if (!m) return <div className="page">…</div>;
  const isFocus = optimistic?.isFocus ?? m.isFollowedByMe;
  const fans = optimistic?.fans ?? m.followerCount;
  const toggle = async () => {
    setOptimistic({ isFocus: !isFocus, fans: fans + (isFocus ? -1 : 1) });
    const r = isFocus
      ? (await unfollow({ variables: { id } }).catch(() => null))?.data?.unfollowMember
      : (await follow({ variables: { id } }).catch(() => null))?.data?.followMember;
    showUserErrors(r?.userErrors);
    await refetch().catch(() => null);
    setOptimistic(null);
  };
  return (
    <div className="page member">
      <h1 data-testid="member-name">{m.nickname}</h1>
      <div className="counts">
        <div>
          <b data-testid="member-fans">{displayCount(fans)}</b>
          <span>{t.fans}</span>
        </div>
        <div>
          <b>{displayCount(m.followingCount)}</b>
          <span>{t.focus}</span>
        </div>
      </div>
      <button className={isFocus ? 'secondary' : 'primary'} data-testid="follow" onClick={() => void toggle()}>
        {isFocus ? t.following : t.follow}
      </button>
    </div>
  );
}
