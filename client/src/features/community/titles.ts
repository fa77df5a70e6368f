// The community's page and section titles: a module of their own, because
// the route table (routes.tsx, in every page's first load) takes them, and
// a module it imports lands whole in the base chunk — the rest of the words
// (strings.ts) load with the pages.
export const communityTitles = {
  community: '社区',
  post: '动态详情',
  systemPost: '官方公告',
  add: '发布动态',
  edit: '编辑动态',
  topicRank: '热门话题',
  topicPosts: '话题',
  search: '搜索',
  // The sections on other features' pages.
  hotPosts: '热门动态',
  memberPosts: '动态',
} as const;
