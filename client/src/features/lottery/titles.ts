// The lottery pages' titles and the labels of the tools the home page lists:
// a module of their own, because the route table (routes.tsx, in every
// page's first load) takes them, and a module it imports lands whole in the
// base chunk — the rest of the words (strings.ts) load with the pages.
export const lotteryTitles = {
  trendTitle: '双色球走势图',
  calculatorTitle: '奖金计算器',
  checkPrize: '开奖对照',
  history: '开奖历史',
  parityTitle: '奇偶统计',
  replayTitle: '彩票回放',
  selectionTitle: '选号',
  filterTitle: '过滤条件',
  selectResultTitle: '选号结果',
  ruleTitle: '玩法规则',
  records: '我的选号',
  infoTitle: '选号详情',
  splitTitle: '拆单',
  splitRecords: '拆单记录',
  splitInfoTitle: '拆单详情',
} as const;
