// The points pages' titles: a module of their own, because the route table
// (routes.tsx, in every page's first load) takes them, and a module it
// imports lands whole in the base chunk — the rest of the words (strings.ts)
// load with the pages.
export const pointsTitles = {
  historyTitle: '积分明细',
  checkInTitle: '每日签到',
} as const;
