// pages/index/chart/index — the chart tools hub: every game's 走势图 (portrait
// and landscape) and the statistics pages.
import { Link } from 'react-router';
import { linkTo, paths } from '../../lib/paths';
import { Card, List } from '../../ui';
import { TREND_GAMES } from './games';
import { trendText as t } from './strings';
import './trend.css';

export function ChartToolsPage() {
  return (
    <div className="lm-chart-tools" data-testid="chart-tools">
      <section aria-labelledby="lm-chart-tools-games">
        <h2 id="lm-chart-tools-games" className="lm-trend-heading">
          {t.chartsHeader}
        </h2>
        {TREND_GAMES.map((g) => (
          <Card key={g.code} title={g.name} className="lm-chart-tool" data-testid="chart-tool-game">
            <div className="lm-chart-tool-links">
              <Link className="lm-chart-link lm-chart-link-main" to={linkTo.trend(g.code)} aria-label={t.trendOf(g.name)}>
                {t.openTrend}
              </Link>
              <Link className="lm-chart-link" to={linkTo.trendLandscape(g.code)} aria-label={t.landscapeOf(g.name)}>
                {t.openLandscape}
              </Link>
            </div>
          </Card>
        ))}
      </section>
      <section aria-labelledby="lm-chart-tools-stats">
        <h2 id="lm-chart-tools-stats" className="lm-trend-heading">
          {t.statsHeader}
        </h2>
        {/* Links inside the items (not List.Item onClick, which is not reachable by keyboard). */}
        <List className="lm-chart-stats">
          <List.Item>
            <Link className="lm-chart-stat-link" to={paths.parity}>
              <span className="lm-chart-stat-title">{t.parity}</span>
              <span className="lm-chart-stat-hint">{t.parityHint}</span>
            </Link>
          </List.Item>
          <List.Item>
            <Link className="lm-chart-stat-link" to={paths.history}>
              <span className="lm-chart-stat-title">{t.history}</span>
              <span className="lm-chart-stat-hint">{t.historyHint}</span>
            </Link>
          </List.Item>
        </List>
      </section>
    </div>
  );
}
