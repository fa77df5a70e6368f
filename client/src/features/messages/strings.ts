export const messageText = {
  title: '消息中心',
  empty: '暂无消息',
  allRead: '全部已读',
  unread: '未读',
  markRead: '标为已读',
  markUnread: '标为未读',
  types: { SYSTEM_NOTICE: '系统通知', INTERACTION: '互动消息', POINTS: '积分消息' } as Record<string, string>,
};
