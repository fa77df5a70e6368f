// The console shell's words (Simplified Chinese, one place).
export const consoleText = {
  title: '彩友管理后台',
  signOut: '退出登录',
  menus: {
    audit: '审计日志',
    jobs: '后台任务',
  },
  forbidden: '您没有访问此页面的权限',
  notFound: '页面不存在',
  loadFailed: '加载失败，请重试',
};
