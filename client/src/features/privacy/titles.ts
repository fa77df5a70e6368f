// The privacy pages' titles (also their entries in the settings menu): a
// module of their own, because the route table (routes.tsx, in every page's
// first load) takes them, and a module it imports lands whole in the base
// chunk — the rest of the words (strings.ts) load with the pages.
export const privacyTitles = {
  title: '隐私政策',
  userTitle: '用户协议',
  childTitle: '儿童个人信息保护',
} as const;
