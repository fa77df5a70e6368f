// pages/community/personal-center?id=…: another member's page with a follow
// button (optimistic) and their follow/fans counts, then the sections other
// features put here (the community's: IP属地 and posts), handed in by the
// app's route composition.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { FeatureSection } from '../../shell/routing';
import { displayCount } from '../../lib/numbers';
import { paths } from '../../lib/paths';
import { showUserErrors } from '../../lib/userErrors';
import { Button, MissingState, QueryState, Tag } from '../../ui';
import { followText as t } from './strings';
import './follow.css';

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

export function MemberPage({ sections = [] }: { sections?: FeatureSection[] }) {
  const id = useSearchParams()[0].get('id') ?? '';
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(MemberPageQuery, {
    variables: { id },
    skip: !id,
    context: { silent: true },
  });
  const [follow] = useMutation(Follow);
  const [unfollow] = useMutation(Unfollow);
  // Optimistic: the button and the count change at once; the server's
  // counts replace them when the refetch lands.
  const [optimistic, setOptimistic] = useState<{ isFocus: boolean; fans: number } | null>(null);
  if (!id) return <MissingState what={t.memberId} />;
  const m = data?.member;
  const isFocus = optimistic?.isFocus ?? m?.isFollowedByMe ?? false;
  const fans = optimistic?.fans ?? m?.followerCount ?? 0;
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
    <div className="follow-member">
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={!!data && !m}
        emptyText={t.noMember}
        onRetry={() => void refetch()}
      >
        {m && (
          <section className="follow-card">
            <div className="follow-avatar" aria-hidden>
              {m.nickname.slice(0, 1)}
            </div>
            <h2 className="follow-name" data-testid="member-name">
              {m.nickname}
            </h2>
            {m.isExpert && (
              <Tag className="follow-expert" color="var(--lm-brand-text)" fill="outline">
                {t.expert}
              </Tag>
            )}
            <div className="follow-counts">
              <Link className="follow-count" to={`${paths.follows}?id=${encodeURIComponent(id)}&tab=fans`}>
                <b data-testid="member-fans">{displayCount(fans)}</b>
                <span>{t.fans}</span>
              </Link>
              <Link className="follow-count" to={`${paths.follows}?id=${encodeURIComponent(id)}&tab=focus`}>
                <b>{displayCount(m.followingCount)}</b>
                <span>{t.focus}</span>
              </Link>
            </div>
            <Button
              className="follow-button"
              data-testid="follow"
              block
              color={isFocus ? 'default' : 'primary'}
              fill={isFocus ? 'outline' : 'solid'}
              aria-pressed={isFocus}
              onClick={() => void toggle()}
            >
              {isFocus ? t.following : t.follow}
            </Button>
          </section>
        )}
        {/* Other features' sections (the community's posts), in the order handed in. */}
        {m &&
          sections.map(({ key, title, element }) => (
            <section key={key} className="follow-section" aria-labelledby={`member-${key}`}>
              <h2 id={`member-${key}`} className="follow-section-title">
                {title}
              </h2>
              {element}
            </section>
          ))}
      </QueryState>
    </div>
  );
}
