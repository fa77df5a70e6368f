// The matches of a selection read from a link (奖金明细, 拆单, share): each
// match with the options picked at their odds, and its result when in.
import { useQuery } from '@apollo/client/react';
import { useLocation } from 'react-router';
import { graphql } from '../../gql';
import { QueryState } from '../../ui';
import { oddsText } from './format';
import { readOrder, type SportsOrder } from './order';
import { SampleNotice } from './SampleNotice';
import { sportsText as t } from './strings';

const Nodes = graphql(`
  query SportsOrderMatches($ids: [ID!]!) {
    nodes(ids: $ids) {
      ... on SportsMatch {
        id
        matchNum
        home
        away
        sample
        replay
        state
        fullTime {
          home
          away
        }
      }
    }
    plays: sportsPlayTypes(game: JCZQ) {
      play
      options
    }
    basketball: sportsPlayTypes(game: JCLQ) {
      play
      options
    }
    beidan: sportsPlayTypes(game: BJDC) {
      play
      options
    }
  }
`);

/** The selection the page's link names (null: none or damaged). */
export function useLinkedOrder(): SportsOrder | null {
  return readOrder(useLocation().search);
}

export type MatchLabel = { id: string; label: string };

export function useOrderMatches(order: SportsOrder) {
  const q = useQuery(Nodes, {
    variables: { ids: order.matches.map((m) => m.matchId) },
    skip: !order.matches.length,
    context: { silent: true },
  });
  const found = (q.data?.nodes ?? []).flatMap((n) => (n && n.__typename === 'SportsMatch' ? [n] : []));
  const options = new Map(
    [...(q.data?.plays ?? []), ...(q.data?.basketball ?? []), ...(q.data?.beidan ?? [])].map((p) => [p.play, p.options]),
  );
  return { ...q, found, options };
}

export function OrderMatches({ order }: { order: SportsOrder }) {
  const { found, options, loading, error, refetch, data } = useOrderMatches(order);
  return (
    <QueryState loading={loading && !data} error={error} onRetry={() => void refetch().catch(() => undefined)}>
      <SampleNotice show={found.some((m) => m.sample)} replay={found.some((m) => m.replay)} />
      <ol className="lm-sports-order" data-testid="order-matches">
        {order.matches.map((c) => {
          const m = found.find((x) => x.id === c.matchId);
          return (
            <li key={c.matchId} className="lm-sports-order-match">
              <span className="lm-sports-order-label">
                {m ? `${m.matchNum} ${m.home}${t.vs}${m.away}` : t.missingMatch}
                {c.banker && <b className="lm-sports-banker">{t.banker}</b>}
              </span>
              <span className="lm-sports-order-picks">
                {c.picks.map((p) => `${options.get(p.play)?.[p.option] ?? p.option}@${oddsText(p.odds)}`).join(' ')}
              </span>
              {m?.fullTime && <span className="lm-sports-order-score">{`${m.fullTime.home}:${m.fullTime.away}`}</span>}
            </li>
          );
        })}
      </ol>
    </QueryState>
  );
}
