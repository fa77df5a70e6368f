// pages/trend/:game — a game's 走势图: the game tabs, the 30/50/100-issue
// window, the grid, the red/front zone's current omissions, and the way to
// the landscape view.
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, QueryState, ReplayDrawsNotice, Tabs } from '../../ui';
import { OmissionSummary } from './OmissionSummary';
import { TrendGrid } from './TrendGrid';
import { DEFAULT_WINDOW, TREND_GAMES, WINDOWS, trendGame, windowOf } from './games';
import { FROM_CHART, landscapeLink, trendLink } from './links';
import { trendText as t } from './strings';
import { UnknownGame } from './UnknownGame';
import { useTrendGrid } from './useTrendGrid';
import './trend.css';

export function TrendPage() {
  const params = useParams();
  const game = trendGame(params.game);
  const [search, setSearch] = useSearchParams();
  const last = windowOf(search.get('last'));
  const navigate = useNavigate();
  const { grid, replay, loading, error, retry } = useTrendGrid(game, last);

  if (!game) {
    return (
      <div className="lm-trend-page" data-testid="trend-chart">
        <UnknownGame />
      </div>
    );
  }
  return (
    <div className="lm-trend-page" data-testid="trend-chart">
      <nav aria-label={t.gamePicker}>
        {/* Switching games replaces the entry: back leaves the chart rather than stepping through games. */}
        <Tabs className="lm-trend-tabs" activeKey={game.code} onChange={(code) => navigate(trendLink(code, last), { replace: true })}>
          {TREND_GAMES.map((g) => (
            <Tabs.Tab key={g.code} title={g.name} />
          ))}
        </Tabs>
      </nav>
      <div className="lm-trend-toolbar">
        <div className="lm-trend-windows" role="group" aria-label={t.windowPicker}>
          <Tabs
            className="lm-trend-tabs"
            activeKey={String(last)}
            onChange={(n) => setSearch(Number(n) === DEFAULT_WINDOW ? {} : { last: n }, { replace: true })}
          >
            {WINDOWS.map((n) => (
              <Tabs.Tab key={String(n)} title={t.window(n)} />
            ))}
          </Tabs>
        </div>
        <Button
          color="primary"
          fill="outline"
          aria-label={t.landscapeLabel(game.name)}
          onClick={() => navigate(landscapeLink(game.code, last), { state: FROM_CHART })}
        >
          {t.landscape}
        </Button>
      </div>
      <QueryState loading={loading} error={error} empty={grid?.issues.length === 0} emptyText={t.noDraws} onRetry={retry}>
        {grid && (
          <>
            <ReplayDrawsNotice show={replay} />
            <p className="lm-trend-hint">{t.scrollHint}</p>
            <TrendGrid game={game} grid={grid} label={t.gridLabel(game.name, grid.issues.length)} />
            <OmissionSummary game={game} grid={grid} />
          </>
        )}
      </QueryState>
    </div>
  );
}
