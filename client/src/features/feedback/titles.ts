// The feedback pages' titles: a module of their own, because the route
// table (routes.tsx, in every page's first load) takes them, and a module
// it imports lands whole in the base chunk — the rest of the words, the
// FAQ among them (strings.ts), load with the pages.
export const feedbackTitles = {
  addTitle: '意见反馈',
  mineTitle: '我的反馈',
  helperTitle: '帮助与反馈',
} as const;
