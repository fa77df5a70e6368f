// The settings pages' titles: a module of their own, because the route
// table (routes.tsx, in every page's first load) takes them, and a module
// it imports lands whole in the base chunk — the rest of the words
// (strings.ts) load with the pages.
export const settingsTitles = {
  title: '设置',
  realNameTitle: '实名认证',
  account: '账户信息',
  richTitle: '通用设置',
  blockedTitle: '黑名单',
  privacyRightsTitle: '个人信息与账号注销',
  notificationsTitle: '通知设置',
} as const;
