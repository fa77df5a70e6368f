// The odds movement of one play type of a match: one line per option over
// the recorded changes. ECharts (the charting library Chinese sports and
// lottery sites use), trimmed to a line chart on the SVG renderer; this
// module is its own chunk, loaded only by the analysis page's odds tab.
import { useEffect, useMemo, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { graphql } from '../../gql';
import type { SportsPlayType } from '../../gql/graphql';
import { Card, QueryState } from '../../ui';
import { sportsText as t } from './strings';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

const History = graphql(`
  query SportsOddsHistory($id: ID!, $play: SportsPlayType!, $game: SportsGame!) {
    node(id: $id) {
      ... on SportsMatch {
        id
        oddsHistory(play: $play) {
          recordedAt
          odds
        }
      }
    }
    sportsPlayTypes(game: $game) {
      play
      name
      options
    }
  }
`);

const GAME_OF: Record<string, 'JCZQ' | 'JCLQ' | 'BJDC'> = {
  SF: 'JCLQ',
  RFSF: 'JCLQ',
  DXF: 'JCLQ',
  SFC: 'JCLQ',
};

/** `MM-DD HH:mm` in Beijing time of an RFC 3339 instant. */
const when = (at: string) =>
  new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(at));

export function OddsChart({ matchId, play }: { matchId: string; play: SportsPlayType }) {
  const game = play.startsWith('BD_') ? 'BJDC' : (GAME_OF[play] ?? 'JCZQ');
  const { data, loading, error, refetch } = useQuery(History, { variables: { id: matchId, play, game }, context: { silent: true } });
  const el = useRef<HTMLDivElement>(null);
  const info = data?.sportsPlayTypes.find((p) => p.play === play);
  const history = useMemo(() => (data?.node?.__typename === 'SportsMatch' ? data.node.oddsHistory : []), [data]);
  useEffect(() => {
    if (!el.current || !info || !history.length) return;
    const chart = echarts.init(el.current, undefined, { renderer: 'svg' });
    // Odds arrive in hundredths; the axis shows them as odds (2.10).
    chart.setOption({
      animation: false,
      grid: { left: 40, right: 12, top: 40, bottom: 28 },
      legend: { type: 'scroll', top: 0 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: history.map((h) => when(h.recordedAt)) },
      yAxis: { type: 'value', scale: true },
      series: info.options.map((name, i) => ({
        name,
        type: 'line',
        data: history.map((h) => {
          const v = h.odds[i];
          return v == null ? null : v / 100;
        }),
      })),
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [info, history]);
  return (
    <Card title={info ? t.oddsMoveOf(info.name) : t.oddsMove}>
      <QueryState loading={loading && !data} error={error} empty={!!data && !history.length} onRetry={() => void refetch().catch(() => undefined)}>
        <div ref={el} className="lm-sports-chart" role="img" aria-label={info ? t.oddsMoveOf(info.name) : t.oddsMove} data-testid="odds-chart" />
      </QueryState>
    </Card>
  );
}
