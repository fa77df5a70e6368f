// The home page's title: a module of its own, because the route table
// (routes.tsx, in every page's first load) takes it, and a module it imports
// lands whole in the base chunk — the rest of the words (strings.ts) load
// with the pages.
export const homeTitles = {
  title: '首页',
} as const;
