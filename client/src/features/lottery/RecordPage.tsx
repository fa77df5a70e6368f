// selection/record (chooseRecord): the member's saved selections, each
// opening its info page, with delete.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { linkTo, paths } from '../../lib/paths';
import { showUserErrors } from '../../lib/userErrors';
import { Button, EmptyState, List, QueryState } from '../../ui';
import { ConfirmDelete } from './ConfirmDelete';
import { SelectionSummary } from './SelectionSummary';
import { lotteryText as t } from './strings';
import './lottery.css';

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
  const navigate = useNavigate();
  // The page shows its own error and retry, so the global toast stays quiet.
  const { data, loading, error, refetch } = useQuery(Records, { fetchPolicy: 'cache-and-network', context: { silent: true } });
  const [remove] = useMutation(Delete);
  const [deleting, setDeleting] = useState<string | null>(null);
  const rows = data?.mySelections.edges ?? [];
  return (
    <div className="lm-lottery lm-lottery-records">
      <QueryState loading={loading && !data} error={error} onRetry={() => void refetch().catch(() => undefined)}>
        {rows.length === 0 ? (
          <EmptyState title={t.noRecords}>
            <Button color="primary" onClick={() => navigate(paths.calculator)}>
              {t.goPick}
            </Button>
          </EmptyState>
        ) : (
          <List>
            {rows.map(({ node: r }) => (
              <List.Item
                key={r.id}
                className="lm-lottery-row"
                data-testid="saved-selection"
                extra={
                  <Button fill="outline" onClick={() => setDeleting(r.id)}>
                    {t.delete}
                  </Button>
                }
              >
                <Link className="lm-lottery-row-link" to={linkTo.selectionInfo(r.id)}>
                  <SelectionSummary selection={r} />
                </Link>
              </List.Item>
            ))}
          </List>
        )}
      </QueryState>
      <ConfirmDelete
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting === null) return;
          // A failed request is toasted by the network layer; business
          // failures come back as userErrors.
          const res = await remove({ variables: { id: deleting } }).catch(() => null);
          showUserErrors(res?.data?.deleteSelection.userErrors);
          await refetch().catch(() => undefined);
        }}
      />
    </div>
  );
}
