// pages/statics/landscape?game=ssq — the same 走势图 across the screen: in a
// portrait phone the page turns itself a quarter (trend.css), in real
// landscape it just takes the full width. 竖屏查看 returns to the portrait chart.
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button, QueryState, ReplayTag } from '../../ui';
import { TrendGrid } from './TrendGrid';
import { trendGame, windowOf } from './games';
import { cameFromChart, trendLink } from './links';
import { trendText as t } from './strings';
import { UnknownGame } from './UnknownGame';
import { useTrendGrid } from './useTrendGrid';
import './trend.css';

export function LandscapePage() {
  const [search] = useSearchParams();
  // No game named: the 双色球 chart, as the page's default link does.
  const game = trendGame(search.get('game') ?? 'ssq');
  const last = windowOf(search.get('last'));
  const navigate = useNavigate();
  const location = useLocation();
  const { grid, replay, loading, error, retry } = useTrendGrid(game, last);

  if (!game) {
    return (
      <div className="lm-trend-page" data-testid="trend-landscape">
        <UnknownGame />
      </div>
    );
  }
  // Opened from the portrait chart: step back to it; opened directly: replace this page with it.
  const portrait = () => (cameFromChart(location.state) ? navigate(-1) : navigate(trendLink(game.code, last), { replace: true }));
  return (
    <div className="lm-trend-landscape" data-testid="trend-landscape">
      <div className="lm-trend-landscape-bar">
        <h1 className="lm-trend-landscape-title">
          {t.trendOf(game.name)} · {t.window(last)}
          {/* No room for the notice sideways: the tag says the chart holds replayed draws. */}
          <ReplayTag show={replay} />
        </h1>
        <Button color="primary" fill="outline" aria-label={t.portraitLabel(game.name)} onClick={portrait}>
          {t.portrait}
        </Button>
      </div>
      <div className="lm-trend-landscape-body">
        <QueryState loading={loading} error={error} empty={grid?.issues.length === 0} emptyText={t.noDraws} onRetry={retry}>
          {grid && <TrendGrid game={game} grid={grid} label={t.gridLabel(game.name, grid.issues.length)} />}
        </QueryState>
      </div>
    </div>
  );
}
