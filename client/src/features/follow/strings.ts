export const followText = {
  title: '个人主页',
  follow: '关注',
  following: '已关注',
  fans: '粉丝',
  focus: '关注',
};
