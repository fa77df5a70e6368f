// The tiers a ticket won in one draw, and the total (or why there is none).
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { lotteryText as t } from './strings';

export const PrizeLines_result = graphql(`
  fragment PrizeLines_result on TicketResult {
    boosted
    totalFen
    lines {
      tier
      name
      bets
      amountFen
      additionalFen
      totalFen
    }
  }
`);

export function PrizeLines({ result }: { result: FragmentType<typeof PrizeLines_result> }) {
  const r = getFragmentData(PrizeLines_result, result);
  if (r.lines.length === 0) return <p data-testid="prize-total">{t.noWin}</p>;
  return (
    <>
      <table className="prize-lines">
        <thead>
          <tr>
            <th>{t.tier}</th>
            <th>{t.winBets}</th>
            <th>{t.perBet}</th>
            <th>{t.subtotal}</th>
          </tr>
        </thead>
        <tbody>
          {r.lines.map((l) => (
            <tr key={l.tier}>
              <td>{l.name}</td>
              <td>{l.bets}</td>
              <td>
                {l.amountFen == null ? t.floating : t.yuan(l.amountFen)}
                {!!l.additionalFen && ` + ${t.additional} ${t.yuan(l.additionalFen)}`}
              </td>
              <td>{l.totalFen == null ? '—' : t.yuan(l.totalFen)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {r.boosted && <p className="hint">{t.boosted}</p>}
      <p data-testid="prize-total">{r.totalFen == null ? t.totalUnknown : t.total(r.totalFen)}</p>
    </>
  );
}
