// A saved selection's game, numbers, bets × 倍 = cost and ticket split (the
// record list and the info page show the same line).
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { two } from './games';
import { lotteryText as t } from './strings';

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
    <>
      <b>{t.gameNames[s.game]}</b>{' '}
      <span>
        {s.mainNumbers.map(two).join(' ')} + {s.extraNumbers.map(two).join(' ')}
      </span>{' '}
      <span>
        {s.bets}
        {t.betsUnit} × {s.multiple}
        {t.multipleUnit} = {t.yuan(s.cost.yuan)}
      </span>
      {s.tickets.length > 1 && <span> {t.tickets(s.tickets)}</span>}
    </>
  );
}
