// my/choose-record: the member's exchange records.
import { useQuery } from '@apollo/client';
import { graphql } from '../../gql';
import { shopText as t } from './strings';

const Records = graphql(`
  query ExchangeRecords {
    myRedemptions(first: 50) {
      edges {
        node {
          id
          itemName
          quantity
          points
          status
          trackingNo
          createdAt
        }
      }
    }
  }
`);

export function RecordsPage() {
  const { data } = useQuery(Records);
  const rows = data?.myRedemptions.edges ?? [];
  return (
    <div className="page records">
      {data && rows.length === 0 && <p className="empty">{t.noRecords}</p>}
      <ul>
        {rows.map(({ node: r }) => (
          <li key={r.id}>
            <b>
              {r.itemName} ×{r.quantity}
            </b>
            <span>-{r.points}</span>
            <span>{t.status[r.status] ?? r.status}</span>
            {r.trackingNo && <span>{t.tracking(r.trackingNo)}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
