export const followText = {
  title: '个人主页',
  follow: '关注',
  following: '已关注',
  fans: '粉丝',
  focus: '关注',
  followBack: '回关',
  empty: '还没有人',
  lists: '关注与粉丝',
};
