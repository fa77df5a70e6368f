// my/points: the points history, newest first.
import { useQuery } from '@apollo/client';
import { graphql } from '../../gql';
import { PointsDirection } from '../../gql/graphql';
import { pointsText as t } from './strings';

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
  const { data, fetchMore } = useQuery(History);
  const h = data?.pointsHistory;
  return (
    <div className="page points">
      <h1 data-testid="balance">{data?.points ?? '…'}</h1>
      {h && h.edges.length === 0 && <p className="empty">{t.empty}</p>}
      <ul className="ledger">
        {h?.edges.map(({ node }) => (
          <li key={node.id}>
            <span>{node.description}</span>
            <b className={node.direction === PointsDirection.Credit ? 'in' : 'out'}>
              {node.direction === PointsDirection.Credit ? '+' : '-'}
              {node.points}
            </b>
            <time>{new Date(String(node.createdAt)).toLocaleString('zh-CN')}</time>
          </li>
        ))}
      </ul>
      {h?.pageInfo.hasNextPage && (
        <button
          // Pages are merged by the cache's relay-style field policy.
          onClick={() => void fetchMore({ variables: { after: h.pageInfo.endCursor } })}
        >
          {t.more}
        </button>
      )}
    </div>
  );
}
