// A channel's days as lines, drawn from the API's chart shape (the shared
// LinesChart, ECharts on the SVG renderer): this module is its own chunk
// (with the shared ECharts chunk), loaded only when a channel's detail has
// days to draw.
import { LinesChart, type LinesShape } from '../../lib/LinesChart';
import { channelText as t } from './strings';

export type ChartShape = LinesShape & { name: string };

/**
 * How many of the series are shown at first: the member counts (注册, 活跃,
 * 签到, 邀请). Points and earnings (in fen) run to other magnitudes and
 * would flatten them; the legend turns them on.
 */
const SHOWN_AT_FIRST = 4;

export function ChannelChart({ chart }: { chart: ChartShape }) {
  return <LinesChart chart={chart} shownAtFirst={SHOWN_AT_FIRST} label={t.chartLabel(chart.name)} className="lm-channels-chart" testId="channel-chart" />;
}
