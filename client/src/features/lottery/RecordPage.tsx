// selection/record (chooseRecord): the member's saved selections, each
// opening its info page, with delete.
import { useMutation, useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { linkTo } from '../../lib/paths';
import { showUserErrors } from '../../lib/userErrors';
import { SelectionSummary } from './SelectionSummary';
import { lotteryText as t } from './strings';

const Records = graphql(`
  query MySelections {
    mySelections(first: 50) {
      edges {
        node {
          id
          ...SelectionSummary_selection
        }
      }
    }
  }
`);

const Delete = graphql(`
  mutation DeleteSelection($id: ID!) {
    deleteSelection(input: { id: $id }) {
      deletedId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function RecordPage() {
  const { data, refetch } = useQuery(Records, { fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(Delete);
  const rows = data?.mySelections.edges ?? [];
  return (
    <div className="page records">
      {data && rows.length === 0 && <p className="empty">{t.noRecords}</p>}
      <ul>
        {rows.map(({ node: r }) => (
          <li key={r.id} data-testid="saved-selection">
            <Link to={linkTo.selectionInfo(r.id)}>
              <SelectionSummary selection={r} />
            </Link>
            <button
              className="small"
              onClick={async () => {
                const res = await remove({ variables: { id: r.id } }).catch(() => null);
                showUserErrors(res?.data?.deleteSelection.userErrors);
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
