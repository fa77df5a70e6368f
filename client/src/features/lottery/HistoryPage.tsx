// pages/history/index: a game's draw history, newest first.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import type { Game } from '../../gql/graphql';
import { DrawBalls, List, LoadMore, QueryState, ReplayDrawsNotice, ReplayTag, Tabs } from '../../ui';
import { GAMES } from './games';
import { displayBigCount } from '../../lib/numbers';
import { wholeYuan } from '../../lib/money';
import { lotteryText as t } from './strings';
import './lottery.css';

const History = graphql(`
  query DrawHistoryPage($game: Game!, $after: String) {
    drawHistory(game: $game, first: 30, after: $after) {
      edges {
        node {
          issue
          drawDate
          replay
          prizeList {
            ...PrizeList_prize
          }
          pool {
            fen
          }
          ...DrawBalls_draw
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function HistoryPage() {
  // `?game=dlt` (the home cards and the category page link so) opens that game.
  const [params] = useSearchParams();
  const [game, setGame] = useState<Game>(() => GAMES.find((g) => g.code === params.get('game'))?.game ?? 'SSQ');
  // The page shows its own error and retry, so the global toast stays quiet.
  const { data, loading, error, refetch, fetchMore } = useQuery(History, { variables: { game }, context: { silent: true } });
  const h = data?.drawHistory;
  const edges = h?.edges ?? [];
  return (
    <div className="lm-lottery lm-lottery-history">
      <Tabs
        className="lm-lottery-tabs"
        aria-label={t.gameLabel}
        activeKey={game}
        onChange={(key) => {
          const g = GAMES.find((x) => x.game === key);
          if (g) setGame(g.game);
        }}
      >
        {GAMES.map(({ game: g }) => (
          <Tabs.Tab key={g} title={t.gameNames[g]} data-testid={`history-game-${g}`} />
        ))}
      </Tabs>
      <QueryState
        loading={loading && !data}
        error={error}
        empty={edges.length === 0}
        emptyText={t.noDraws}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <ReplayDrawsNotice show={edges.some(({ node: d }) => d.replay)} />
        <List>
          {edges.map(({ node: d }) => (
            <List.Item key={d.issue} data-testid="history-draw">
              <div className="lm-lottery-draw-head">
                <b>
                  {t.issue(d.issue)}
                  <ReplayTag show={d.replay} />
                </b>
                <time>{String(d.drawDate)}</time>
              </div>
              <DrawBalls draw={d} />
              <PrizeList list={d.prizeList} pool={d.pool} />
            </List.Item>
          ))}
        </List>
        <LoadMore pageInfo={h?.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} />
      </QueryState>
    </div>
  );
}

const PrizeList_prize = graphql(`
  fragment PrizeList_prize on DrawPrize {
    tier
    name
    amount {
      yuan
    }
    additional {
      yuan
    }
    winners
  }
`);

/** A draw's published prize list and pool (imported history has none). */
function PrizeList({ list, pool }: { list: FragmentType<typeof PrizeList_prize>[]; pool: { fen: unknown } | null | undefined }) {
  const rows = getFragmentData(PrizeList_prize, list);
  if (rows.length === 0 && pool == null) return null;
  return (
    <div className="lm-lottery-prize-list" data-testid="prize-list">
      {rows.map((r) => (
        <span key={r.tier}>
          {r.name ?? t.tierName(r.tier)} {t.yuan(r.amount.yuan)}
          {r.winners != null && ` × ${r.winners}${t.betsUnit}`}
          {r.additional != null && ` · ${t.additional} ${t.yuan(r.additional.yuan)}`}
        </span>
      ))}
      {pool != null && <span>{t.pool(displayBigCount(wholeYuan(pool.fen)))}</span>}
    </div>
  );
}
