// The sports pages' titles and the labels of the category page's 竞彩
// entries: a module of their own, because the route table (routes.tsx, in
// every page's first load) takes them, and a module it imports lands whole
// in the base chunk — the rest of the words (strings.ts) load with the pages.
export const sportsTitles = {
  football: '竞彩足球',
  basketball: '竞彩篮球',
  beidan: '北京单场',
  traditional: '传统足彩',
  footballCalc: '竞彩足球计算器',
  basketballCalc: '竞彩篮球计算器',
  beidanCalc: '北单计算器',
  traditionalCalc: '传统足彩计算器',
  results: '赛果',
  resultsTitle: '竞彩赛果',
  chooseResult: '奖金明细',
  splitResult: '拆单明细',
  share: '方案分享',
  analyse: '赛事分析',
  statics: '比赛分析',
  records: '我的竞彩方案',
} as const;
