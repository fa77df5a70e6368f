// selection/split-record (splitRecord): the member's saved splits.
import { useMutation, useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { linkTo } from '../../lib/paths';
import { showUserErrors } from '../../lib/userErrors';
import { gameDef, zoneText } from './games';
import { lotteryText as t } from './strings';

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
    <>
      <b>{t.gameNames[r.game]}</b> {r.zones.map((z) => zoneText(z, digits)).join(digits ? ' | ' : ' + ')}
      <span className="hint">
        {' '}
        {r.multiple}
        {t.multipleUnit}
        {r.additional && ` · ${t.additional}`} · {t.splitTotal(r.bets, r.cost.yuan, r.ticketCount)} ·{' '}
        {new Date(r.createdAt).toLocaleString('zh-CN')}
      </span>
    </>
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
  const { data, refetch, fetchMore } = useQuery(Records, { fetchPolicy: 'cache-and-network' });
  const page = data?.mySplits.pageInfo;
  const [remove] = useMutation(Delete);
  const rows = data?.mySplits.edges ?? [];
  return (
    <div className="page split-records">
      {data && rows.length === 0 && <p className="empty">{t.noSplits}</p>}
      <ul>
        {rows.map(({ node: r }) => (
          <li key={r.id} data-testid="split-record">
            <Link to={linkTo.splitInfo(r.id)}>
              <SplitRecordHead record={r} />
            </Link>
            <button
              className="small"
              onClick={async () => {
                const res = await remove({ variables: { id: r.id } }).catch(() => null);
                showUserErrors(res?.data?.deleteSplit.userErrors);
                void refetch();
              }}
            >
              {t.delete}
            </button>
          </li>
        ))}
      </ul>
      {page?.hasNextPage && (
        <button onClick={() => void fetchMore({ variables: { after: page.endCursor } })}>{t.more}</button>
      )}
    </div>
  );
}
