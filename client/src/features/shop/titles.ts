// The points shop's page titles: a module of their own, because the route
// table (routes.tsx, in every page's first load) takes them, and a module it
// imports lands whole in the base chunk — the rest of the words (strings.ts)
// load with the pages.
export const shopTitles = {
  title: '积分商城',
  records: '兑换记录',
} as const;
