// Text of the shared UI: words more than one feature shows about a draw,
// and the design system's own (page states, the 倍数 options).
export const uiText = {
  gameNames: { SSQ: '双色球', DLT: '大乐透', FC3D: '福彩3D', PL3: '排列三', PL5: '排列五', QLC: '七乐彩', QXC: '七星彩' } as Record<string, string>,
  issue: (i: string) => `第${i}期`,
  // A draw the demo's replay feed served again (Draw.replay): never today's real draw.
  replayTag: '回放',
  replayDraws: '回放数据：其中有已开出的真实开奖按今天的日期重新播放（演示，标有“回放”），并非今日真实开奖。',
  loading: '加载中',
  empty: '暂无数据',
  errorTitle: '加载失败',
  errorBody: '网络不太顺畅，请稍后重试',
  retry: '重试',
  // The next page of a list (ui/LoadMore).
  more: '加载更多',
  missing: (what: string) => `缺少${what}`,
  missingBody: '链接不完整，无法打开此页面',
  goBack: '返回',
  multiple: '倍数',
  additional: '追加',
  // The download helper's failure (spec §8).
  downloadFailed: '下载失败',
};
