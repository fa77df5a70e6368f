export const feedbackText = {
  addTitle: '意见反馈',
  mineTitle: '我的反馈',
  label: '问题或建议',
  placeholder: '请描述您遇到的问题或建议（500 字以内）',
  submit: '提交',
  thanks: '感谢您的反馈',
  empty: '暂无反馈',
  reply: '回复：',
  state: { PRESTART: '待处理', PROCESSING: '处理中', CLOSED: '已关闭' } as Record<string, string>,
  mine: '我的反馈',
  viewMine: '查看我的反馈',
};
