// The tiers a ticket won in one draw, and the total (or why there is none).
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { toBigInt } from '../../lib/money';
import { lotteryText as t } from './strings';
import './lottery.css';

export const PrizeLines_result = graphql(`
  fragment PrizeLines_result on TicketResult {
    boosted
    total {
      yuan
    }
    lines {
      tier
      name
      bets
      amount {
        yuan
      }
      additional {
        fen
        yuan
      }
      total {
        yuan
      }
    }
  }
`);

export function PrizeLines({ result }: { result: FragmentType<typeof PrizeLines_result> }) {
  const r = getFragmentData(PrizeLines_result, result);
  if (r.lines.length === 0)
    return (
      <p className="lm-lottery-total" data-testid="prize-total">
        {t.noWin}
      </p>
    );
  return (
    <>
      {/* `prize-lines` is what the e2e journey waits for; the look is lm-lottery-table's. */}
      <div className="lm-lottery-scroll">
        <table className="lm-lottery-table prize-lines">
          <thead>
            <tr>
              <th scope="col">{t.tier}</th>
              <th scope="col">{t.winBets}</th>
              <th scope="col">{t.perBet}</th>
              <th scope="col">{t.subtotal}</th>
            </tr>
          </thead>
          <tbody>
            {r.lines.map((l) => (
              <tr key={l.tier}>
                <td>{l.name}</td>
                <td>{l.bets}</td>
                <td>
                  {l.amount == null ? t.floating : t.yuan(l.amount.yuan)}
                  {l.additional != null && toBigInt(l.additional.fen) !== 0n && ` + ${t.additional} ${t.yuan(l.additional.yuan)}`}
                </td>
                <td>{l.total == null ? '—' : t.yuan(l.total.yuan)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {r.boosted && <p className="lm-lottery-hint">{t.boosted}</p>}
      <p className="lm-lottery-total" data-testid="prize-total">
        {r.total == null ? t.totalUnknown : t.total(r.total.yuan)}
      </p>
    </>
  );
}
