// pages/history/index: a game's draw history, newest first.
import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { Game } from '../../gql/graphql';
import { DrawBalls } from '../../ui/Balls';
import { GAMES } from './games';
import { displayBigCount } from '../../lib/numbers';
import { wholeYuan } from '../../lib/money';
import { lotteryText as t } from './strings';

const History = graphql(`
  query DrawHistoryPage($game: Game!, $after: String) {
    drawHistory(game: $game, first: 30, after: $after) {
      edges {
        node {
          issue
          drawDate
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
  const [game, setGame] = useState<Game>(Game.Ssq);
  const { data, fetchMore } = useQuery(History, { variables: { game } });
  const h = data?.drawHistory;
  return (
    <div className="page history">
      <div className="tabs games">
        {GAMES.map(({ game: g }) => (
          <button key={g} className={g === game ? 'on' : ''} onClick={() => setGame(g)}>
            {t.gameNames[g]}
          </button>
        ))}
      </div>
      <ul className="draws">
        {h?.edges.map(({ node: d }) => (
          <li key={d.issue} className="draw" data-testid="history-draw">
            <span>{t.issue(d.issue)}</span> <time>{String(d.drawDate)}</time>
            <DrawBalls draw={d} />
            <PrizeList list={d.prizeList} pool={d.pool} />
          </li>
        ))}
      </ul>
      {h?.pageInfo.hasNextPage && (
        <button
          onClick={() =>
            void fetchMore({
              variables: { after: h.pageInfo.endCursor },
              updateQuery: (prev, { fetchMoreResult: next }) => ({
                ...next,
                drawHistory: { ...next.drawHistory, edges: [...prev.drawHistory.edges, ...next.drawHistory.edges] },
              }),
            })
          }
        >
          {t.more}
        </button>
      )}
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
    <div className="prize-list" data-testid="prize-list">
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
