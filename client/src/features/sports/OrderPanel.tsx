// The selection's panel under the match list: the chosen matches with
// their 胆, the 过关方式 (自由过关 M串1, several at once, or one M串N), the
// 倍数, and the bet count, cost and bonus range, priced by the server as
// the selection changes. A play type's game limit is named before asking.
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { graphql } from '../../gql';
import { linkTo } from '../../lib/paths';
import { Button, Card, Checkbox, Selector, Stepper } from '../../ui';
import type { PlayInfo } from './MatchCard';
import { useOrderMatches } from './OrderMatches';
import { QuoteFigures } from './QuoteFigures';
import { limitBroken, maxGames, passChoices, toggleBanker, toInput, writeOrder, type PassTypeInfo, type SportsOrder } from './order';
import { sportsText as t } from './strings';

const Quote = graphql(`
  query SportsQuote($input: SportsSelectionInput!) {
    sportsBreakdown(input: $input) {
      ...QuoteFigures_breakdown
    }
  }
`);

export function OrderPanel({
  order,
  plays,
  passes,
  onChange,
}: {
  order: SportsOrder;
  plays: PlayInfo[];
  passes: PassTypeInfo[];
  onChange: (o: SportsOrder) => void;
}) {
  const navigate = useNavigate();
  const { found } = useOrderMatches(order);
  const label = (id: string) => {
    const m = found.find((x) => x.id === id);
    return m ? `${m.matchNum} ${m.home}${t.vs}${m.away}` : '';
  };
  const n = order.matches.length;
  const limit = maxGames(order, plays);
  const broken = n ? limitBroken(order, plays, t) : null;
  const { free, multi } = passChoices(passes, n, limit);
  const ready = n > 0 && !broken && order.passTypes.length > 0;
  const { data, error, loading } = useQuery(Quote, {
    variables: { input: toInput(order) },
    skip: !ready,
    context: { silent: true },
  });
  const quote = ready ? data?.sportsBreakdown : undefined;
  const query = writeOrder(order);
  const setPasses = (passTypes: string[]) => onChange({ ...order, passTypes });
  if (!n) return <p className="lm-sports-hint">{t.pickHint}</p>;
  return (
    <Card className="lm-sports-panel" title={t.selected(n)} data-testid="order-panel">
      <ul className="lm-sports-chosen">
        {order.matches.map((m) => (
          <li key={m.matchId}>
            <Checkbox checked={m.banker} onChange={() => onChange(toggleBanker(order, m.matchId))}>
              {t.bankerOf(label(m.matchId))}
            </Checkbox>
          </li>
        ))}
      </ul>
      {broken ? (
        <p className="lm-sports-error" role="alert" data-testid="limit-error">
          {broken}
        </p>
      ) : (
        <>
          <div className="lm-sports-field">
            <span className="lm-sports-field-label">{t.freePass}</span>
            <Selector
              className="lm-sports-choice"
              multiple
              showCheckMark={false}
              options={free.map((p) => ({ label: p.name, value: p.name }))}
              value={order.passTypes.filter((p) => free.some((f) => f.name === p))}
              onChange={(v) => setPasses(v)}
              data-testid="free-pass"
            />
          </div>
          {multi.length > 0 && (
            <div className="lm-sports-field">
              <span className="lm-sports-field-label">{t.multiPass}</span>
              <Selector
                className="lm-sports-choice"
                showCheckMark={false}
                options={multi.map((p) => ({ label: p.name, value: p.name }))}
                value={order.passTypes.filter((p) => multi.some((f) => f.name === p))}
                onChange={(v) => setPasses(v)}
                data-testid="multi-pass"
              />
            </div>
          )}
          <div className="lm-sports-field lm-sports-multiple">
            <span className="lm-sports-field-label" aria-hidden>
              {t.multiple}
            </span>
            <Stepper
              aria-label={t.multiple}
              min={1}
              max={10000}
              digits={0}
              value={order.multiple}
              onChange={(v) => onChange({ ...order, multiple: Math.max(1, Math.trunc(Number(v) || 1)) })}
            />
          </div>
          {!order.passTypes.length ? (
            <p className="lm-sports-hint">{t.passHint}</p>
          ) : error ? (
            <p className="lm-sports-error" role="alert" data-testid="quote-error">
              {error.message}
            </p>
          ) : (
            <QuoteFigures quote={quote} busy={loading} />
          )}
          {quote && (
            <div className="lm-sports-actions">
              <Button color="primary" size="small" data-testid="to-detail" onClick={() => navigate(linkTo.sportsChooseResult(query))}>
                {t.detail}
              </Button>
              <Button size="small" data-testid="to-split" onClick={() => navigate(linkTo.sportsSplitResult(query))}>
                {t.split}
              </Button>
              <Button size="small" data-testid="to-share" onClick={() => navigate(linkTo.sportsResultShare(query))}>
                {t.shareIt}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
