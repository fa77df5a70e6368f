// bonus-calculator/index: pick numbers for any draw game (复式 or 胆拖; for
// 福彩3D and 排列三 also 组三, 组六 and 和值), see the bets, the cost and how
// many tickets the order prints. Counting is the server's (one rule set);
// from here the prize check and the split order.
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { Button, toast } from '../../ui';
import { showUserErrors } from '../../lib/userErrors';
import { useSession } from '../../shell/session/SessionProvider';
import { graphql } from '../../gql';
import { linkTo, paths } from '../../lib/paths';
import { DigitPlayCalculator, PlayTabs, usePlay } from './DigitPlays';
import { complete, GAMES, ticketNumbers } from './games';
import { GameTabs, OrderOptions, OrderPicker } from './OrderPicker';
import { OrderTotals } from './OrderTotals';
import { orderQuery, useOrder, type OrderState } from './useOrder';
import { lotteryText as t } from './strings';
import './lottery.css';

const Count = graphql(`
  query OrderCount($input: SplitOrderInput!) {
    splitOrder(input: $input) {
      bets
      cost {
        yuan
      }
      ticketCount
    }
  }
`);

const Save = graphql(`
  mutation SaveSelection($input: SaveSelectionInput!) {
    saveSelection(input: $input) {
      selection {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function CalculatorPage() {
  const [order, setOrder] = useOrder();
  const [play, setPlay] = usePlay();
  const { def, multiple } = order;
  // 福彩3D and 排列三 also play 组三, 组六 and 和值 (counted by betCount).
  const threeDigits = def.zones.length === 3 && def.zones[0].size === 1;
  const otherPlay = threeDigits && play !== 'direct' ? play : null;
  return (
    <div className="lm-lottery lm-lottery-calculator">
      <GameTabs games={GAMES} current={def} onPick={(g) => setOrder({ def: g })} />
      {threeDigits && <PlayTabs play={play} onPick={setPlay} />}
      {otherPlay ? (
        <>
          <OrderOptions def={def} multiple={multiple} additional={false} onChange={setOrder} />
          <DigitPlayCalculator play={otherPlay} multiple={multiple} />
        </>
      ) : (
        <OrderCalculator order={order} setOrder={setOrder} />
      )}
    </div>
  );
}

/** 复式/胆拖 of any game: the numbers, the totals and what follows. */
function OrderCalculator({ order, setOrder }: { order: OrderState; setOrder: (next: Partial<OrderState>) => void }) {
  const { session } = useSession();
  const navigate = useNavigate();
  const { def, zones, multiple, additional } = order;
  const [save] = useMutation(Save);
  const ready = complete(def, zones);
  const { data, previousData, loading, error, refetch } = useQuery(Count, {
    variables: { input: { game: def.game, zones, multiple, additional } },
    skip: !ready,
    context: { silent: true },
  });
  // While the next count loads, the last one stays (dimmed) instead of 0.
  const r = ready ? (data ?? previousData)?.splitOrder : undefined;
  const hasDan = zones.some((z) => z.dan.length > 0);
  const ballGame = def.zones[0].size > 1;
  return (
    <>
      <OrderPicker def={def} zones={zones} onChange={(z) => setOrder({ zones: z })} allowDan />
      <OrderOptions def={def} multiple={multiple} additional={additional} onChange={setOrder} />
      <OrderTotals
        bets={r ? r.bets : 0}
        costYuan={r ? r.cost.yuan : t.zeroYuan}
        busy={ready && loading}
        error={ready && !!error}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {r && r.ticketCount > 1 && (
          <p className="lm-lottery-note" data-testid="ticket-count">
            {t.ticketCount(r.ticketCount)}
          </p>
        )}
      </OrderTotals>
      {ready && (
        <div className="lm-lottery-actions">
          {hasDan ? (
            <p className="lm-lottery-hint">{t.danNoCheck}</p>
          ) : (
            <Button
              color="primary"
              block
              data-testid="check-prize"
              onClick={() => navigate(linkTo.calculatorResult(orderQuery(order)))}
            >
              {t.checkPrize}
            </Button>
          )}
          <Button
            color="primary"
            fill="outline"
            block
            className={hasDan ? 'lm-lottery-wide' : undefined}
            data-testid="to-split"
            onClick={() => navigate(linkTo.splitOrder(orderQuery(order)))}
          >
            {t.splitTitle}
          </Button>
          {session && ballGame && !hasDan && (
            <Button
              block
              className="lm-lottery-wide"
              data-testid="save-selection"
              loading="auto"
              onClick={async () => {
                const { main, extra } = ticketNumbers(def, zones);
                const input = { game: def.game, mainNumbers: main, extraNumbers: extra, multiple };
                const res = (await save({ variables: { input } }).catch(() => null))?.data?.saveSelection;
                if (res && !showUserErrors(res.userErrors) && res.selection) toast(t.saved, 0);
              }}
            >
              {t.save}
            </Button>
          )}
        </div>
      )}
      <div className="lm-lottery-footer">
        {session && (
          <Button fill="none" color="primary" onClick={() => navigate(paths.selectionRecords)}>
            {t.records}
          </Button>
        )}
        <Button
          fill="none"
          onClick={() => setOrder({ zones: zones.map(() => ({ dan: [], tuo: [] })), multiple: 1, additional: false })}
        >
          {t.clear}
        </Button>
      </div>
    </>
  );
}
