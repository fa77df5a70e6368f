// selection/record: the member's saved selections, with delete.
import { useMutation, useQuery } from '@apollo/client';
import { graphql } from '../../gql';
import { lotteryText as t } from './strings';

const Records = graphql(`
  query MySelections {
    mySelections(first: 50) {
      edges {
        node {
          id
          game
          mainNumbers
          extraNumbers
          bets
          multiple
          costFen
          tickets
        }
      }
    }
  }
`);

const Delete = graphql(`
  mutation DeleteSelection($id: ID!) {
    deleteSelection(id: $id)
  }
`);

export function RecordPage() {
  const { data, refetch } = useQuery(Records);
  const [remove] = useMutation(Delete);
  const rows = data?.mySelections.edges ?? [];
  return (
    <div className="page records">
      {data && rows.length === 0 && <p className="empty">{t.noRecords}</p>}
      <ul>
        {rows.map(({ node: r }) => (
          <li key={r.id} data-testid="saved-selection">
            <b>{t.gameNames[r.game]}</b>
            <span>
              {r.mainNumbers.map((n) => String(n).padStart(2, '0')).join(' ')} + {r.extraNumbers.join(' ')}
            </span>
            <span>
              {r.bets}
              {t.betsUnit} × {r.multiple}
              {t.multipleUnit} = {t.yuan(r.costFen)}
            </span>
            {r.tickets.length > 1 && <span>{t.tickets(r.tickets)}</span>}
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
        ))}
      </ul>
    </div>
  );
}
