// selection/select-result: the combinations of the candidates that pass the
// filters (the server's), each savable as a selection.
import { useMutation, useQuery } from '@apollo/client';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from '../../lib/toast';
import { showUserErrors } from '../../lib/userErrors';
import { useSession } from '../../app/session/SessionProvider';
import { graphql } from '../../gql';
import { linkTo } from '../../lib/paths';
import { two } from './games';
import { readSelection, selectionInput, writeSelection } from './selectionParams';
import { lotteryText as t } from './strings';

const Select = graphql(`
  query SelectNumbers($input: SelectNumbersInput!) {
    selectNumbers(input: $input) {
      bets
      cost {
        yuan
      }
      reds
      blues
    }
  }
`);

const SaveOne = graphql(`
  mutation SaveSelectedBet($main: [Int!]!, $extra: [Int!]!) {
    saveSelection(input: { game: SSQ, mainNumbers: $main, extraNumbers: $extra }) {
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

export function SelectionResultPage() {
  const [params] = useSearchParams();
  const { session } = useSession();
  const p = readSelection(params);
  const { data, error } = useQuery(Select, { variables: { input: selectionInput(p) } });
  const [save] = useMutation(SaveOne);
  const r = data?.selectNumbers;
  return (
    <div className="page select-result">
      {error && <p className="empty">{error.message}</p>}
      {r && (
        <section className="result">
          <div data-testid="selection-total">
            {t.bets}：<b>{r.bets}</b> · {t.cost}：<b>{t.yuan(r.cost.yuan)}</b>
          </div>
          {r.reds.length < r.bets / Math.max(1, r.blues.length) && <p className="hint">{t.firstShown(r.reds.length)}</p>}
          <ol>
            {r.reds.map((combo) => (
              <li key={combo.join('-')} data-testid="selection-bet">
                {combo.map(two).join(' ')} + {r.blues.map(two).join(' ')}
                {session && (
                  <button
                    className="small"
                    onClick={async () => {
                      const res = (await save({ variables: { main: combo, extra: r.blues } }).catch(() => null))
                        ?.data?.saveSelection;
                      if (res && !showUserErrors(res.userErrors) && res.selection) toast(t.saved, 0);
                    }}
                  >
                    {t.save}
                  </button>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
      <Link to={linkTo.selectionFilter(writeSelection(p))}>{t.backToFilter}</Link>
      <Link to={linkTo.splitOrder(`game=ssq&zones=${encodeURIComponent(`:${p.candidates.join(',')};:${p.blues.join(',')}`)}`)}>
        {t.splitCandidates}
      </Link>
    </div>
  );
}
