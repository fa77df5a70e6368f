// The shop manager's page titles: a module of their own, because the route
// table (routes.tsx, in every page's first load) takes them, and a module
// it imports lands whole in the base chunk — the rest of the words
// (strings.ts) load with the pages.
export const shopTitles = {
  accountTitle: '店铺认证',
  toolboxTitle: '店主工具箱',
  familyTitle: '我的家人',
  familyAddTitle: '添加客户',
  memoRecordTitle: '备忘记录',
  memoResultTitle: '备忘结果',
  shareInfoTitle: '分享信息',
} as const;
