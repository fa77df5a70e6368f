// selection/split-order (splitOrder): an order of any draw game split into
// printable tickets (≤ 10000 bets, 99 倍, 20000 元 each; big 复式 cut by
// temporary 胆), with each ticket's single bets; members save the split.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, List, QueryState } from '../../ui';
import { useSession } from '../../shell/session/SessionProvider';
import { graphql } from '../../gql';
import { linkTo, paths } from '../../lib/paths';
import { showUserErrors } from '../../lib/userErrors';
import { complete, GAMES } from './games';
import { GameTabs, OrderOptions, OrderPicker } from './OrderPicker';
import { SplitTickets, ticketsAfter } from './SplitTickets';
import { useOrder } from './useOrder';
import { lotteryText as t } from './strings';
import './lottery.css';

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
  // The page shows its own error and retry, so the global toast stays quiet.
  const { data, loading, error, refetch } = useQuery(Split, {
    variables: { input, after: ticketsAfter(page) },
    skip: !ready,
    context: { silent: true },
  });
  const [save, saving] = useMutation(Save);
  const s = ready ? data?.splitOrder : undefined;
  const change = (next: Parameters<typeof setOrder>[0]) => {
    setPage(0);
    setOrder(next);
  };
  return (
    <div className="lm-lottery lm-lottery-split-order">
      <GameTabs games={GAMES} current={def} onPick={(g) => change({ def: g })} />
      <OrderPicker def={def} zones={zones} onChange={(z) => change({ zones: z })} allowDan />
      <OrderOptions def={def} multiple={multiple} additional={additional} onChange={change} />
      {!ready ? (
        <p className="lm-lottery-hint">{t.splitPickHint}</p>
      ) : (
        <QueryState loading={loading && !s} error={error} onRetry={() => void refetch().catch(() => undefined)}>
          {s && (
            <Card>
              <SplitTickets def={def} split={s} page={page} onPage={setPage} />
              {session && (
                <Button
                  color="primary"
                  block
                  className="lm-lottery-save-split"
                  data-testid="save-split"
                  loading={saving.loading}
                  onClick={async () => {
                    const r = (await save({ variables: { order: input } }).catch(() => null))?.data?.saveSplit;
                    if (!r || showUserErrors(r.userErrors)) return;
                    const id = r.splitRecord?.record.id;
                    if (id) navigate(linkTo.splitInfo(id));
                  }}
                >
                  {t.saveSplit}
                </Button>
              )}
            </Card>
          )}
        </QueryState>
      )}
      <List className="lm-lottery-menu">
        {session && (
          <List.Item className="lm-lottery-row" arrowIcon>
            <Link className="lm-lottery-row-link" to={paths.splitRecords}>
              {t.splitRecords}
            </Link>
          </List.Item>
        )}
        <List.Item className="lm-lottery-row" arrowIcon>
          <Link className="lm-lottery-row-link" to={paths.selectionRule}>
            {t.ruleTitle}
          </Link>
        </List.Item>
      </List>
    </div>
  );
}
