// The trend pages' titles (the chart tools hub's is also its entry in home's
// tool grid): a module of their own, because the route table (routes.tsx, in
// every page's first load) takes them, and a module it imports lands whole
// in the base chunk — the rest of the words (strings.ts) load with the
// pages.
export const trendTitles = {
  trendTitle: '走势图',
  landscapeTitle: '横屏走势图',
  chartToolsTitle: '图表工具',
  parityTitle: '奇偶统计',
} as const;
