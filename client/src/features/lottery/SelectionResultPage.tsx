// selection/select-result: the combinations of the candidates that pass the
// filters (the server's), each savable as a selection.
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, EmptyState, List, MissingState, QueryState, toast } from '../../ui';
import { showUserErrors } from '../../lib/userErrors';
import { useSession } from '../../shell/session/SessionProvider';
import { graphql } from '../../gql';
import { linkTo } from '../../lib/paths';
import { two } from './games';
import { readSelection, selectionInput, selectionReady, writeSelection } from './selectionParams';
import { lotteryText as t } from './strings';
import './lottery.css';

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
  const p = readSelection(params);
  if (!selectionReady(p)) return <MissingState what={t.candidatesWhat} />;
  return <SelectionResult params={p} />;
}

function SelectionResult({ params: p }: { params: ReturnType<typeof readSelection> }) {
  const { session } = useSession();
  const navigate = useNavigate();
  // The page shows its own error and retry, so the global toast stays quiet.
  const { data, loading, error, refetch } = useQuery(Select, {
    variables: { input: selectionInput(p) },
    context: { silent: true },
  });
  const [save] = useMutation(SaveOne);
  const r = data?.selectNumbers;
  const blues = r?.blues.map(two).join(' ') ?? '';
  return (
    <div className="lm-lottery lm-lottery-selection-result">
      <QueryState loading={loading && !data} error={error} onRetry={() => void refetch().catch(() => undefined)}>
        {r && r.bets === 0 ? (
          <EmptyState title={t.noSelectionBets} />
        ) : (
          r && (
            <Card>
              <dl className="lm-lottery-totals" data-testid="selection-total">
                <div>
                  <dt>{t.bets}</dt>
                  <dd>{r.bets}</dd>
                </div>
                <div>
                  <dt>{t.cost}</dt>
                  <dd>{t.yuan(r.cost.yuan)}</dd>
                </div>
              </dl>
              {r.reds.length < r.bets / Math.max(1, r.blues.length) && (
                <p className="lm-lottery-hint">{t.firstShown(r.reds.length)}</p>
              )}
              <List>
                {r.reds.map((combo) => {
                  const reds = combo.map(two).join(' ');
                  return (
                    <List.Item
                      key={combo.join('-')}
                      data-testid="selection-bet"
                      extra={
                        session && (
                          <Button
                            fill="outline"
                            color="primary"
                            loading="auto"
                            aria-label={t.saveOne(`${reds} + ${blues}`)}
                            onClick={async () => {
                              const res = (await save({ variables: { main: combo, extra: r.blues } }).catch(() => null))
                                ?.data?.saveSelection;
                              if (res && !showUserErrors(res.userErrors) && res.selection) toast(t.saved, 0);
                            }}
                          >
                            {t.save}
                          </Button>
                        )
                      }
                    >
                      <span className="lm-lottery-nums">
                        <span className="lm-lottery-red">{reds}</span> + <span className="lm-lottery-blue">{blues}</span>
                      </span>
                    </List.Item>
                  );
                })}
              </List>
            </Card>
          )
        )}
      </QueryState>
      <div className="lm-lottery-actions">
        <Button block onClick={() => navigate(linkTo.selectionFilter(writeSelection(p)))}>
          {t.backToFilter}
        </Button>
        <Button
          block
          color="primary"
          fill="outline"
          onClick={() =>
            navigate(linkTo.splitOrder(`game=ssq&zones=${encodeURIComponent(`:${p.candidates.join(',')};:${p.blues.join(',')}`)}`))
          }
        >
          {t.splitCandidates}
        </Button>
      </div>
    </div>
  );
}
