// The privacy pages' titles: a module of their own, because the route
// table (routes.tsx, in every page's first load) takes them, and a module
// it imports lands whole in the base chunk — the policy's text (strings.ts)
// loads with the pages.
export const privacyTitles = {
  title: '隐私政策',
  userTitle: '用户协议',
  childTitle: '儿童个人信息保护',
} as const;
