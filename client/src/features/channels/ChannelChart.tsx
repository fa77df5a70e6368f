// A channel's days as lines, drawn from the API's chart shape (`categories`
// on the x axis, one line per series). ECharts on the SVG renderer, as the
// odds and expert charts: this module is its own chunk (with the shared
// ECharts chunk), loaded only when a channel's detail has days to draw.
import { useEffect, useRef } from 'react';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { channelText as t } from './strings';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type ChartShape = { name: string; categories: readonly string[]; series: readonly { name: string; data: readonly unknown[] }[] };

/**
 * How many of the series are shown at first: the member counts (注册, 活跃,
 * 签到, 邀请). Points and earnings (in fen) run to other magnitudes and
 * would flatten them; the legend turns them on.
 */
const SHOWN_AT_FIRST = 4;

export function ChannelChart({ chart }: { chart: ChartShape }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    const c = echarts.init(el.current, undefined, { renderer: 'svg' });
    c.setOption({
      animation: false,
      // The brand's red first, then colours told apart from it and each other.
      color: ['#d42a00', '#1f6fd1', '#2e8b57', '#e08a00', '#7b4fd1', '#666666', '#c2185b'],
      // The legend wraps (two rows at 375 px) rather than scrolling: every
      // figure stays in sight and a tap away.
      grid: { left: 40, right: 12, top: 72, bottom: 28 },
      legend: {
        top: 0,
        left: 0,
        right: 0,
        itemGap: 10,
        itemWidth: 18,
        textStyle: { fontSize: 12 },
        data: chart.series.map((s) => s.name),
        selected: Object.fromEntries(chart.series.map((s, i) => [s.name, i < SHOWN_AT_FIRST])),
      },
      tooltip: { trigger: 'axis' },
      // The days as MM-DD: the year is the range's, shown above the chart.
      xAxis: { type: 'category', data: chart.categories.map((d) => d.slice(5)), axisLabel: { fontSize: 11 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: chart.series.map((s) => ({
        name: s.name,
        type: 'line',
        // BigInt scalars arrive as strings; the day's figures fit a double.
        data: s.data.map((v) => Number(v)),
        showSymbol: chart.categories.length <= 31,
      })),
    });
    const resize = () => c.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      c.dispose();
    };
  }, [chart]);
  return <div ref={el} className="lm-channels-chart" role="img" aria-label={t.chartLabel(chart.name)} data-testid="channel-chart" />;
}
