import { followTitles } from './titles';

export const followText = {
  ...followTitles,
  follow: '关注',
  following: '已关注',
  fans: '粉丝',
  focus: '关注',
  followBack: '回关',
  expert: '专家',
  empty: '还没有人',
  emptyFans: '还没有粉丝',
  emptyFocus: '还没有关注任何人',
  more: '加载更多',
  memberId: '用户信息',
  noMember: '该用户不存在或已注销',
};
