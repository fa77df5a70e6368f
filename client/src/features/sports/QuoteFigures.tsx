// A selection's figures as every sports page shows them: bets, cost and
// the bonus range (理论奖金), from the server's breakdown.
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { sportsText as t } from './strings';

export const QuoteFigures_breakdown = graphql(`
  fragment QuoteFigures_breakdown on SportsBreakdown {
    bets
    cost {
      yuan
    }
    minBonus {
      yuan
    }
    maxBonus {
      yuan
    }
  }
`);

/** `quote` null while the figures are on their way (shown as …). */
export function QuoteFigures({ quote, busy }: { quote: FragmentType<typeof QuoteFigures_breakdown> | null | undefined; busy?: boolean }) {
  const q = getFragmentData(QuoteFigures_breakdown, quote);
  return (
    <dl className="lm-sports-quote" aria-busy={busy} data-testid="quote">
      <div>
        <dt>{t.bets}</dt>
        <dd data-testid="bets">{q?.bets ?? '…'}</dd>
      </div>
      <div>
        <dt>{t.cost}</dt>
        <dd data-testid="cost">{q ? t.yuan(q.cost.yuan) : '…'}</dd>
      </div>
      <div>
        <dt>{t.bonusRange}</dt>
        <dd data-testid="bonus-range">{q ? t.range(q.minBonus.yuan, q.maxBonus.yuan) : '…'}</dd>
      </div>
    </dl>
  );
}

/** The figures unmasked, for a page that also draws them (the share image). */
export const readQuote = (quote: FragmentType<typeof QuoteFigures_breakdown>) => getFragmentData(QuoteFigures_breakdown, quote);
