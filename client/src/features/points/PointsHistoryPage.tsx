// my/points: the points history, newest first.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { EmptyState, List, LoadMore, QueryState } from '../../ui';
import { pointsText as t } from './strings';
import './points.css';

const History = graphql(`
  query PointsHistoryPage($after: String) {
    points
    pointsHistory(first: 20, after: $after) {
      edges {
        node {
          id
          points
          direction
          description
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function PointsHistoryPage() {
  // Silent: the page shows a failed load itself (with a retry).
  const { data, loading, error, refetch, fetchMore } = useQuery(History, { context: { silent: true } });
  const h = data?.pointsHistory;
  return (
    <div className="points-page">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch()}>
        {data && h && (
          <>
            <section className="points-balance">
              <span>{t.balance}</span>
              <b data-testid="balance">{data.points}</b>
            </section>
            {h.edges.length === 0 ? (
              <EmptyState title={t.empty} />
            ) : (
              <List className="points-ledger" header={t.historyTitle}>
                {h.edges.map(({ node }) => {
                  const credit = node.direction === 'CREDIT';
                  return (
                    <List.Item
                      key={node.id}
                      description={new Date(String(node.createdAt)).toLocaleString('zh-CN')}
                      extra={
                        <b className={credit ? 'points-in' : 'points-out'} aria-label={`${credit ? t.income : t.outgo} ${node.points}`}>
                          {credit ? '+' : '-'}
                          {node.points}
                        </b>
                      }
                    >
                      {node.description}
                    </List.Item>
                  );
                })}
              </List>
            )}
            <LoadMore pageInfo={h.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} className="points-more" />
          </>
        )}
      </QueryState>
    </div>
  );
}
