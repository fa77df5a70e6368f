// bonus-calculator/index: pick numbers for any draw game (复式 or 胆拖; for
// 福彩3D and 排列三 also 组三, 组六 and 和值), see the bets, the cost and how
// many tickets the order prints. Counting is the server's (one rule set);
// from here the prize check and the split order.
import { useMutation, useQuery } from '@apollo/client';
import { Link } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { showUserErrors } from '../../lib/userErrors';
import { useSession } from '../../app/session/SessionProvider';
import { graphql } from '../../gql';
import { linkTo, paths } from '../../lib/paths';
import { DigitPlayCalculator, PlayTabs, usePlay } from './DigitPlays';
import { complete, GAMES, ticketNumbers } from './games';
import { GameTabs, OrderOptions, OrderPicker } from './OrderPicker';
import { orderQuery, useOrder, type OrderState } from './useOrder';
import { lotteryText as t } from './strings';

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
    <div className="page calculator">
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
  const { def, zones, multiple, additional } = order;
  const [save] = useMutation(Save);
  const ready = complete(def, zones);
  const { data } = useQuery(Count, {
    variables: { input: { game: def.game, zones, multiple, additional } },
    skip: !ready,
    context: { silent: true },
  });
  const r = ready ? data?.splitOrder : undefined;
  const hasDan = zones.some((z) => z.dan.length > 0);
  const ballGame = def.zones[0].size > 1;
  return (
    <>
      <OrderPicker def={def} zones={zones} onChange={(z) => setOrder({ zones: z })} allowDan />
      <OrderOptions def={def} multiple={multiple} additional={additional} onChange={setOrder} />
      <section className="result">
        <div>
          {t.bets}：<b data-testid="bets">{r ? r.bets : 0}</b>
        </div>
        <div>
          {t.cost}：<b data-testid="cost">{t.yuan(r ? r.cost.yuan : t.zeroYuan)}</b>
        </div>
        {r && r.ticketCount > 1 && <div data-testid="ticket-count">{t.ticketCount(r.ticketCount)}</div>}
      </section>
      {ready && (
        <div className="actions">
          {hasDan ? (
            <p className="hint">{t.danNoCheck}</p>
          ) : (
            <Link className="button primary" data-testid="check-prize" to={linkTo.calculatorResult(orderQuery(order))}>
              {t.checkPrize}
            </Link>
          )}
          <Link className="button" data-testid="to-split" to={linkTo.splitOrder(orderQuery(order))}>
            {t.splitTitle}
          </Link>
          {session && ballGame && !hasDan && (
            <button
              data-testid="save-selection"
              onClick={async () => {
                const { main, extra } = ticketNumbers(def, zones);
                const input = { game: def.game, mainNumbers: main, extraNumbers: extra, multiple };
                const res = (await save({ variables: { input } }).catch(() => null))?.data?.saveSelection;
                if (res && !showUserErrors(res.userErrors) && res.selection) toast(t.saved, 0);
              }}
            >
              {t.save}
            </button>
          )}
        </div>
      )}
      {session && <Link to={paths.selectionRecords}>{t.records}</Link>}
      <button onClick={() => setOrder({ zones: zones.map(() => ({ dan: [], tuo: [] })), multiple: 1, additional: false })}>
        {t.clear}
      </button>
    </>
  );
}
