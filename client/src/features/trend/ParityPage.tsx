// statics/index: parity statistics (奇偶, 大小, 和值, 跨度, 连号) of the last
// draws of every game the 走势图 has, over the same windows (?game=dlt&last=50).
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { Card, QueryState, ReplayDrawsNotice, ReplayTag, Tabs } from '../../ui';
import { DEFAULT_WINDOW, TREND_GAMES, WINDOWS, trendGame, windowOf } from './games';
import { trendText as t } from './strings';
import './trend.css';

const Parity = graphql(`
  query ParityStatistics($game: Game!, $last: Int!) {
    trend(game: $game, last: $last) {
      shapes {
        issue
        odd
        even
        big
        small
        sum
        span
        consecutive
        replay
      }
    }
  }
`);

export function ParityPage() {
  const [search, setSearch] = useSearchParams();
  const game = trendGame(search.get('game')) ?? TREND_GAMES[0];
  const last = windowOf(search.get('last'));
  // Only what differs from the defaults goes in the link.
  const go = (code: string, n: number) => {
    const next: Record<string, string> = {};
    if (code !== TREND_GAMES[0].code) next.game = code;
    if (n !== DEFAULT_WINDOW) next.last = String(n);
    setSearch(next, { replace: true });
  };
  // The page shows its own error and retry, so the global toast stays quiet.
  const { data, loading, error, refetch } = useQuery(Parity, {
    variables: { game: game.game, last },
    context: { silent: true },
  });
  const shapes = data?.trend.shapes ?? [];
  return (
    <div className="lm-trend-page lm-trend-parity" data-testid="parity">
      <nav aria-label={t.gamePicker}>
        <Tabs className="lm-trend-tabs" activeKey={game.code} onChange={(code) => go(code, last)}>
          {TREND_GAMES.map((g) => (
            <Tabs.Tab key={g.code} title={g.name} />
          ))}
        </Tabs>
      </nav>
      <div className="lm-trend-windows" role="group" aria-label={t.windowPicker}>
        <Tabs className="lm-trend-tabs" activeKey={String(last)} onChange={(n) => go(game.code, Number(n))}>
          {WINDOWS.map((n) => (
            <Tabs.Tab key={String(n)} title={t.window(n)} />
          ))}
        </Tabs>
      </div>
      <QueryState
        loading={loading && !data}
        error={error}
        empty={shapes.length === 0}
        emptyText={t.noDraws}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        <ReplayDrawsNotice show={shapes.some((s) => s.replay)} />
        <Card title={`${game.name} · ${t.window(shapes.length)}`}>
          <div className="lm-trend-scroll">
            <table className="lm-trend-parity-table">
              <thead>
                <tr>
                  <th scope="col">{t.issueHead}</th>
                  <th scope="col">{t.parityColumns.oddEven}</th>
                  <th scope="col">{t.parityColumns.bigSmall}</th>
                  <th scope="col">{t.parityColumns.sum}</th>
                  <th scope="col">{t.parityColumns.span}</th>
                  <th scope="col">{t.parityColumns.consecutive}</th>
                </tr>
              </thead>
              <tbody>
                {shapes.map((s) => (
                  <tr key={s.issue} data-testid="parity-row">
                    <td>
                      {s.issue.slice(-3)}
                      <ReplayTag show={s.replay} />
                    </td>
                    <td>
                      {s.odd}:{s.even}
                    </td>
                    <td>
                      {s.big}:{s.small}
                    </td>
                    <td>{s.sum}</td>
                    <td>{s.span}</td>
                    <td>{s.consecutive}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      </QueryState>
    </div>
  );
}
