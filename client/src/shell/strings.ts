export const shellText = {
  appName: '彩友会员中心',
  tabs: { home: '首页', jc: '排行', mine: '我的' },
  back: '返回',
  tabsLabel: '主导航',
  notFoundTitle: '页面不存在',
  notFound: '您访问的页面不存在或已下线',
  goHome: '返回首页',
  networkError: '网络错误，请稍后重试',
  loading: '加载中…',
  // A page whose script did not load (shell/lazyPage).
  chunkFailed: '页面加载失败，请检查网络后重试',
  retry: '重试',
  // The re-login dialog of the session provider (shell/session).
  expiredTitle: '提示',
  expired: '登录信息已过期，请重新登录',
  relogin: '重新登录',
};
