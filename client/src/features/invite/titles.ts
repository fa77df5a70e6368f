// The invite pages' titles: a module of their own, because the route table
// (routes.tsx, in every page's first load) takes them, and a module it
// imports lands whole in the base chunk — the rest of the words (strings.ts)
// load with the pages.
export const inviteTitles = {
  shareTitle: '邀请好友',
  rule: '邀请规则',
  rank: '邀请排行',
  receiveTitle: '好友邀请',
} as const;
