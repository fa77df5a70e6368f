// pages/history/index: a game's draw history, newest first.
import { useState } from 'react';
import { useQuery } from '@apollo/client';
import { graphql } from '../../gql';
import { Game } from '../../gql/graphql';
import { DrawBalls } from './Balls';
import { lotteryText as t } from './strings';

const History = graphql(`
  query DrawHistoryPage($game: Game!, $after: String) {
    drawHistory(game: $game, first: 30, after: $after) {
      edges {
        node {
          issue
          drawDate
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
      <div className="tabs">
        {[Game.Ssq, Game.Dlt].map((g) => (
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
