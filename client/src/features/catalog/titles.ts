// The category page's title (also its entry in home's tool grid): a module
// of its own, because the route table (routes.tsx, in every page's first
// load) takes it, and a module it imports lands whole in the base chunk —
// the rest of the words (strings.ts) load with the pages.
export const catalogTitles = {
  title: '全部分类',
} as const;
