// A saved selection's game, numbers, bets × 倍 = cost and ticket split (the
// record list and the info page show the same line).
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { two } from './games';
import { lotteryText as t } from './strings';
import './lottery.css';

export const SelectionSummary_selection = graphql(`
  fragment SelectionSummary_selection on SavedSelection {
    game
    mainNumbers
    extraNumbers
    bets
    multiple
    cost {
      yuan
    }
    tickets
  }
`);

export function SelectionSummary({ selection }: { selection: FragmentType<typeof SelectionSummary_selection> }) {
  const s = getFragmentData(SelectionSummary_selection, selection);
  return (
    <span className="lm-lottery-summary">
      <span className="lm-lottery-summary-head">
        <span className="lm-lottery-summary-game">{t.gameNames[s.game]}</span>
        <span className="lm-lottery-nums">
          <span className="lm-lottery-red">{s.mainNumbers.map(two).join(' ')}</span> +{' '}
          <span className="lm-lottery-blue">{s.extraNumbers.map(two).join(' ')}</span>
        </span>
      </span>
      <span className="lm-lottery-muted">
        {s.bets}
        {t.betsUnit} × {s.multiple}
        {t.multipleUnit} = {t.yuan(s.cost.yuan)}
        {s.tickets.length > 1 && ` · ${t.tickets(s.tickets)}`}
      </span>
    </span>
  );
}
