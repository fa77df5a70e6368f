// selection/split-record (splitRecord): the member's saved splits.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { linkTo, paths } from '../../lib/paths';
import { showUserErrors } from '../../lib/userErrors';
import { Button, EmptyState, List, LoadMore, QueryState } from '../../ui';
import { ConfirmDelete } from './ConfirmDelete';
import { gameDef, zoneText } from './games';
import { lotteryText as t } from './strings';
import './lottery.css';

export const SplitRecordHead_record = graphql(`
  fragment SplitRecordHead_record on SplitRecord {
    game
    zones {
      dan
      tuo
    }
    multiple
    additional
    bets
    cost {
      yuan
    }
    ticketCount
    createdAt
  }
`);

/** A saved split's game, numbers and totals. */
export function SplitRecordHead({ record }: { record: FragmentType<typeof SplitRecordHead_record> }) {
  const r = getFragmentData(SplitRecordHead_record, record);
  const digits = gameDef(r.game).zones[0].size === 1;
  return (
    <span className="lm-lottery-summary">
      <span className="lm-lottery-summary-head">
        <span className="lm-lottery-summary-game">{t.gameNames[r.game]}</span>
        <span className="lm-lottery-nums">{r.zones.map((z) => zoneText(z, digits)).join(digits ? ' | ' : ' + ')}</span>
      </span>
      <span className="lm-lottery-muted">
        {r.multiple}
        {t.multipleUnit}
        {r.additional && ` · ${t.additional}`} · {t.splitTotal(r.bets, r.cost.yuan, r.ticketCount)}
      </span>
      <span className="lm-lottery-muted">{new Date(r.createdAt).toLocaleString('zh-CN')}</span>
    </span>
  );
}

const Records = graphql(`
  query MySplits($after: String) {
    mySplits(first: 20, after: $after) {
      edges {
        node {
          id
          ...SplitRecordHead_record
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
    deleteSplit(input: { id: $id }) {
      deletedId
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function SplitRecordPage() {
  const navigate = useNavigate();
  // The page shows its own error and retry, so the global toast stays quiet.
  const { data, loading, error, refetch, fetchMore } = useQuery(Records, {
    fetchPolicy: 'cache-and-network',
    context: { silent: true },
  });
  const page = data?.mySplits.pageInfo;
  const [remove] = useMutation(Delete);
  const [deleting, setDeleting] = useState<string | null>(null);
  const rows = data?.mySplits.edges ?? [];
  return (
    <div className="lm-lottery lm-lottery-split-records">
      <QueryState loading={loading && !data} error={error} onRetry={() => void refetch().catch(() => undefined)}>
        {rows.length === 0 ? (
          <EmptyState title={t.noSplits}>
            <Button color="primary" onClick={() => navigate(paths.splitOrder)}>
              {t.splitTitle}
            </Button>
          </EmptyState>
        ) : (
          <>
            <List>
              {rows.map(({ node: r }) => (
                <List.Item
                  key={r.id}
                  className="lm-lottery-row"
                  data-testid="split-record"
                  extra={
                    <Button fill="outline" onClick={() => setDeleting(r.id)}>
                      {t.delete}
                    </Button>
                  }
                >
                  <Link className="lm-lottery-row-link" to={linkTo.splitInfo(r.id)}>
                    <SplitRecordHead record={r} />
                  </Link>
                </List.Item>
              ))}
            </List>
            <LoadMore pageInfo={page} onMore={(after) => fetchMore({ variables: { after } })} />
          </>
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
          showUserErrors(res?.data?.deleteSplit.userErrors);
          await refetch().catch(() => undefined);
        }}
      />
    </div>
  );
}
