// sports/chooseSplitResult: a selection split into printable tickets (one
// per combination of matches, each ≤ 10000 bets, ≤ 99倍, ≤ 20000 元), a
// page at a time, each with its matches and the options printed.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Button, Card, MissingState, QueryState } from '../../ui';
import { toInput, type SportsOrder } from './order';
import { OrderMatches, useLinkedOrder, useOrderMatches } from './OrderMatches';
import { SaveOrder } from './SaveOrder';
import { sportsText as t } from './strings';
import './sports.css';

const Split = graphql(`
  query SportsSplitTickets($input: SportsSelectionInput!, $after: String) {
    sportsSplit(input: $input) {
      bets
      ticketCount
      cost {
        yuan
      }
      tickets(first: 20, after: $after) {
        pageInfo {
          hasNextPage
          endCursor
        }
        nodes {
          bets
          multiple
          cost {
            yuan
          }
          legs {
            match
            play
            options
          }
        }
      }
    }
  }
`);

export function SplitResultPage() {
  const order = useLinkedOrder();
  if (!order) return <MissingState what={t.missingOrder} />;
  return <Tickets order={order} />;
}

function Tickets({ order }: { order: SportsOrder }) {
  const [after, setAfter] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(Split, { variables: { input: toInput(order), after }, context: { silent: true } });
  const { found, options } = useOrderMatches(order);
  const s = data?.sportsSplit;
  const num = (i: number) => found.find((m) => m.id === order.matches[i]?.matchId)?.matchNum ?? String(i + 1);
  return (
    <div className="lm-sports" data-testid="split-result">
      <OrderMatches order={order} />
      <QueryState loading={loading && !data} error={error} onRetry={() => void refetch().catch(() => undefined)}>
        {s && (
          <Card title={t.ticketCount(s.ticketCount)}>
            <p className="lm-sports-muted" data-testid="split-total">
              {t.ticketLine(s.bets, order.multiple, s.cost.yuan)}
            </p>
            <ol className="lm-sports-tickets" data-testid="tickets">
              {s.tickets.nodes.map((k, n) => (
                <li key={n} className="lm-sports-ticket">
                  <span>{k.legs.map((l) => `${num(l.match)} ${l.options.map((o) => options.get(l.play)?.[o] ?? o).join('/')}`).join('；')}</span>
                  <span className="lm-sports-muted">{t.ticketLine(k.bets, k.multiple, k.cost.yuan)}</span>
                </li>
              ))}
            </ol>
            {s.tickets.pageInfo.hasNextPage && (
              <Button size="small" onClick={() => setAfter(s.tickets.pageInfo.endCursor ?? null)}>
                {t.more}
              </Button>
            )}
            <SaveOrder order={order} />
          </Card>
        )}
      </QueryState>
    </div>
  );
}
