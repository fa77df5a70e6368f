// The trend feature's text (走势图, its landscape view and the chart tools hub).
import { uiText } from '../../ui/strings';

export const trendText = {
  gameNames: uiText.gameNames,
  issue: uiText.issue,
  // Page titles (routes.tsx).
  trendTitle: '走势图',
  landscapeTitle: '横屏走势图',
  chartToolsTitle: '图表工具',
  parityTitle: '奇偶统计',
  // The parity statistics' columns.
  parityColumns: { oddEven: '奇:偶', bigSmall: '大:小', sum: '和值', span: '跨度', consecutive: '连号' },
  // The pickers above the chart.
  gamePicker: '选择彩种',
  windowPicker: '统计期数',
  window: (n: number) => `近${n}期`,
  landscape: '横屏查看',
  landscapeLabel: (game: string) => `横屏查看${game}走势图`,
  portrait: '竖屏查看',
  portraitLabel: (game: string) => `返回${game}竖屏走势图`,
  // The grid.
  gridLabel: (game: string, n: number) => `${game}走势图，近${n}期：每行一期，开出的号码显示为球，其余显示遗漏期数`,
  scrollHint: '左右滑动查看全部号码',
  issueHead: '期号',
  hit: (n: string) => `开出${n}`,
  stats: {
    hits: '出现次数',
    averageMiss: '平均遗漏',
    maxMiss: '最大遗漏',
    maxStreak: '最大连出',
  },
  zones: {
    red: '红球',
    blue: '蓝球',
    front: '前区',
    back: '后区',
    tenThousands: '万位',
    thousands: '千位',
    hundreds: '百位',
    tens: '十位',
    units: '个位',
  },
  // The current omission table under the chart.
  summaryTitle: (zone: string) => `${zone}当前遗漏`,
  number: '号码',
  currentMiss: '当前遗漏',
  // Page states.
  noDraws: '暂无开奖数据',
  unknownGame: '暂不支持该彩种的走势图',
  allCharts: '查看全部走势图',
  // The chart tools hub.
  chartsHeader: '各彩种走势图',
  openTrend: '走势图',
  openLandscape: '横屏走势图',
  trendOf: (game: string) => `${game}走势图`,
  landscapeOf: (game: string) => `${game}横屏走势图`,
  statsHeader: '统计工具',
  parity: '奇偶/大小统计',
  parityHint: '各彩种近30/50/100期的奇偶、大小、和值、跨度、连号',
  history: '开奖历史',
  historyHint: '各彩种历史开奖号码与奖级',
};
