// The invite ranking (pages/share/rank).
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { EmptyState, List, QueryState } from '../../ui';
import { linkTo } from '../../lib/paths';
import { inviteText as t } from './strings';
import './invite.css';

const Rank = graphql(`
  query InviteRankPage {
    inviteRank(first: 20) {
      items {
        ranking
        count
        member {
          id
          nickname
        }
      }
      ranking
    }
  }
`);

export function RankPage() {
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch } = useQuery(Rank, { context: { silent: true } });
  const r = data?.inviteRank;
  return (
    <div className="invite-page">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch()}>
        {r && (
          <>
            <section className="invite-my-rank">
              <h2>{t.rankTitle}</h2>
              <p>{t.myRank(r.ranking)}</p>
            </section>
            {r.items.length === 0 ? (
              <EmptyState title={t.rankEmpty} />
            ) : (
              <List className="invite-rank-list">
                {r.items.map((i) => (
                  <List.Item
                    key={i.member.id}
                    prefix={<span className={i.ranking <= 3 ? 'invite-place invite-top' : 'invite-place'}>{i.ranking}</span>}
                    extra={<span className="invite-count">{t.invitedCount(i.count)}</span>}
                  >
                    <Link className="invite-member" to={linkTo.member(i.member.id)}>
                      {i.member.nickname}
                    </Link>
                  </List.Item>
                ))}
              </List>
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}
