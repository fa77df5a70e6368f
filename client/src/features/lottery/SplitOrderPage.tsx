// selection/split-order (splitOrder): an order of any draw game split into
// printable tickets (≤ 10000 bets, 99 倍, 20000 元 each; big 复式 cut by
// temporary 胆), with each ticket's single bets; members save the split.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session/SessionProvider';
import { graphql } from '../../gql';
import { linkTo, paths } from '../../lib/paths';
import { showUserErrors } from '../../lib/userErrors';
import { complete, GAMES } from './games';
import { GameTabs, OrderOptions, OrderPicker } from './OrderPicker';
import { SplitTickets, ticketsAfter } from './SplitTickets';
import { useOrder } from './useOrder';
import { lotteryText as t } from './strings';

const Split = graphql(`
  query SplitOrder($input: SplitOrderInput!, $after: String) {
    splitOrder(input: $input) {
      ...SplitTickets_split
    }
  }
`);

const Save = graphql(`
  mutation SaveSplit($order: SplitOrderInput!) {
    saveSplit(input: { order: $order }) {
      splitRecord {
        record {
          id
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function SplitOrderPage() {
  const { session } = useSession();
  const navigate = useNavigate();
  const [order, setOrder] = useOrder();
  const { def, zones, multiple, additional } = order;
  const [page, setPage] = useState(0);
  const input = { game: def.game, zones, multiple, additional };
  const ready = complete(def, zones);
  const { data, error } = useQuery(Split, {
    variables: { input, after: ticketsAfter(page) },
    skip: !ready,
  });
  const [save, saving] = useMutation(Save);
  const s = ready ? data?.splitOrder : undefined;
  const change = (next: Parameters<typeof setOrder>[0]) => {
    setPage(0);
    setOrder(next);
  };
  return (
    <div className="page split-order">
      <GameTabs games={GAMES} current={def} onPick={(g) => change({ def: g })} />
      <OrderPicker def={def} zones={zones} onChange={(z) => change({ zones: z })} allowDan />
      <OrderOptions def={def} multiple={multiple} additional={additional} onChange={change} />
      {error && <p className="empty">{error.message}</p>}
      {s && (
        <section className="result">
          <SplitTickets def={def} split={s} page={page} onPage={setPage} />
          {session && (
            <button
              className="primary"
              data-testid="save-split"
              disabled={saving.loading}
              onClick={async () => {
                const r = (await save({ variables: { order: input } }).catch(() => null))?.data?.saveSplit;
                if (!r || showUserErrors(r.userErrors)) return;
                const id = r.splitRecord?.record.id;
                if (id) navigate(linkTo.splitInfo(id));
              }}
            >
              {t.saveSplit}
            </button>
          )}
        </section>
      )}
      <nav className="menu">
        {session && (
          <Link className="menu-item" to={paths.splitRecords}>
            {t.splitRecords}
          </Link>
        )}
        <Link className="menu-item" to={paths.selectionRule}>
          {t.ruleTitle}
        </Link>
      </nav>
    </div>
  );
}
