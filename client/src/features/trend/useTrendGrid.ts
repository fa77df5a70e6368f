// The draws a trend chart shows, fetched and turned into the grid once per
// answer (the grid of 100 issues × 49 columns is computed, not re-rendered
// per cell).
import { useDeferredValue, useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { trendGrid } from './grid';
import { toTrendDraw, type TrendGame } from './games';

const TrendDraws = graphql(`
  query TrendDraws($game: Game!, $last: Int!) {
    drawHistory(game: $game, first: $last) {
      nodes {
        issue
        mainNumbers
        extraNumbers
        replay
      }
    }
  }
`);

/** The last `last` draws of `game` as a grid (oldest row first); nothing is fetched without a game. */
export function useTrendGrid(game: TrendGame | undefined, last: number) {
  const { data, loading, error, refetch } = useQuery(TrendDraws, {
    variables: { game: game?.game ?? 'SSQ', last },
    skip: !game,
    // The page shows the error itself (QueryState), no toast on top.
    context: { silent: true },
  });
  // The grid (30 to 100 rows of 49 columns) renders as a transition: in
  // slices, so the main thread answers input while it is drawn.
  const nodes = useDeferredValue(data?.drawHistory.nodes);
  const grid = useMemo(() => {
    if (!game || !nodes) return undefined;
    // drawHistory is newest first; a chart is read from the oldest down.
    return trendGrid(nodes.map((d) => toTrendDraw(game, d)).reverse(), game.zones);
  }, [game, nodes]);
  // Loading until the deferred answer is drawn, so no empty frame shows.
  const pending = loading || nodes !== data?.drawHistory.nodes;
  // Whether the chart holds draws the demo replays (回放数据 above it).
  const replay = nodes?.some((d) => d.replay) ?? false;
  return { grid, replay, loading: pending && !nodes, error, retry: () => void refetch() };
}
