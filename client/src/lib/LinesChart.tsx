// Days as lines (`categories` on the x axis, one line per series), on
// ECharts' SVG renderer: a channel's detail in the member app and the
// console's overview draw with it. Importing this module brings ECharts,
// so it is only imported from pages loaded on demand (their own chunks,
// with the shared ECharts chunk).
import { useEffect, useRef, type CSSProperties } from 'react';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type LinesShape = { categories: readonly string[]; series: readonly { name: string; data: readonly unknown[] }[] };

type Props = {
  chart: LinesShape;
  /** How many of the series show at first; the legend turns on the rest. */
  shownAtFirst: number;
  /** What the chart shows, for screen readers. */
  label: string;
  className?: string;
  style?: CSSProperties;
  testId: string;
};

export function LinesChart({ chart, shownAtFirst, label, className, style, testId }: Props) {
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
        selected: Object.fromEntries(chart.series.map((s, i) => [s.name, i < shownAtFirst])),
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
  }, [chart, shownAtFirst]);
  return <div ref={el} className={className} style={style} role="img" aria-label={label} data-testid={testId} />;
}
