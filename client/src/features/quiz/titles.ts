// The quiz pages' titles: a module of their own, because the route table
// (routes.tsx, in every page's first load) takes them, and a module it
// imports lands whole in the base chunk — the rest of the words (strings.ts)
// load with the pages.
export const quizTitles = {
  pick: '竞猜',
  mine: '我的竞猜',
  history: '竞猜记录',
  experts: '专家',
  expert: '专家主页',
  plan: '方案详情',
  publishPlan: '发布方案',
  recruit: '专家招募',
  apply: '申请成为专家',
  rules: '竞猜规则',
  poster: '分享海报',
  rankingDetail: '往期榜单',
  competitions: '竞猜大赛',
  competition: '大赛详情',
} as const;
