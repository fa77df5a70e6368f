// selection/split-record (splitRecord): the member's saved splits.
import { useMutation, useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { gameDef, zoneText } from './games';
import { lotteryText as t } from './strings';

const Records = graphql(`
  query MySplits($after: String) {
    mySplits(first: 20, after: $after) {
      edges {
        node {
          id
          game
          zones {
            dan
            tuo
          }
          multiple
          additional
          bets
          costFen
          ticketCount
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

const Delete = graphql(`
  mutation DeleteSplit($id: ID!) {
    deleteSplit(id: $id)
  }
`);

export function SplitRecordPage() {
  const { data, refetch, fetchMore } = useQuery(Records, { fetchPolicy: 'cache-and-network' });
  const page = data?.mySplits.pageInfo;
  const [remove] = useMutation(Delete);
  const rows = data?.mySplits.edges ?? [];
  return (
    <div className="page split-records">
      {data && rows.length === 0 && <p className="empty">{t.noSplits}</p>}
      <ul>
        {rows.map(({ node: r }) => {
          const digits = gameDef(r.game).zones[0].size === 1;
          return (
            <li key={r.id} data-testid="split-record">
              <Link to={`/pages/selection/split-info?id=${r.id}`}>
                <b>{t.gameNames[r.game]}</b> {r.zones.map((z) => zoneText(z, digits)).join(digits ? ' | ' : ' + ')}
              </Link>
              <span>{t.splitTotal(r.bets, r.costFen, r.ticketCount)}</span>
              <button
                className="small"
                onClick={async () => {
                  await remove({ variables: { id: r.id } }).catch(() => null);
                  void refetch();
                }}
              >
                {t.delete}
              </button>
            </li>
          );
        })}
      </ul>
      {page?.hasNextPage && (
        <button onClick={() => void fetchMore({ variables: { after: page.endCursor } })}>{t.more}</button>
      )}
    </div>
  );
}
