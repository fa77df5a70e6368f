// An expert's red and black picks per play type as stacked bars. ECharts
// (as the sports odds chart), trimmed to a bar chart on the SVG renderer;
// this module is its own chunk, loaded only by the expert's page and only
// when there is something settled to draw.
import { useEffect, useRef } from 'react';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { quizText as t } from './strings';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export type PlayBar = { name: string; red: number; black: number };

export function ExpertChart({ bars }: { bars: PlayBar[] }) {
  const el = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!el.current) return;
    const chart = echarts.init(el.current, undefined, { renderer: 'svg' });
    chart.setOption({
      animation: false,
      grid: { left: 32, right: 12, top: 36, bottom: 28 },
      legend: { top: 0, data: [t.outcome.RED, t.outcome.BLACK] },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      xAxis: { type: 'category', data: bars.map((b) => b.name), axisLabel: { interval: 0, fontSize: 11 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: t.outcome.RED, type: 'bar', stack: 'n', color: '#d42a00', data: bars.map((b) => b.red), barMaxWidth: 28 },
        { name: t.outcome.BLACK, type: 'bar', stack: 'n', color: '#444444', data: bars.map((b) => b.black), barMaxWidth: 28 },
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [bars]);
  return <div ref={el} className="lm-quiz-chart" role="img" aria-label={t.statsChart} data-testid="expert-chart" />;
}
