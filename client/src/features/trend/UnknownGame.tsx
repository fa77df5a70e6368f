// A chart link naming a game without a chart (an old or mistyped link):
// say so and offer every game's chart.
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { Button, EmptyState } from '../../ui';
import { trendText as t } from './strings';

export function UnknownGame() {
  const navigate = useNavigate();
  return (
    <div role="alert" data-testid="trend-unknown-game">
      <EmptyState title={t.unknownGame}>
        <Button color="primary" onClick={() => navigate(paths.chartTools, { replace: true })}>
          {t.allCharts}
        </Button>
      </EmptyState>
    </div>
  );
}
