import { feedbackTitles } from './titles';

export const feedbackText = {
  ...feedbackTitles,
  label: '问题或建议',
  placeholder: '请描述您遇到的问题或建议（500 字以内）',
  submit: '提交',
  thanks: '感谢您的反馈',
  empty: '暂无反馈',
  state: { PRESTART: '待处理', PROCESSING: '处理中', CLOSED: '已关闭' } as Record<string, string>,
  // How a closed one ended (Feedback.outcome), shown in place of 已关闭.
  outcome: { RESOLVED: '已处理', CANCELLED: '已撤回', REJECTED: '未采纳', APPROVED: '已采纳', PAID: '已处理' } as Record<string, string>,
  // The member's own feedback: staff's answer, and what the member may still do.
  replyTitle: '客服回复',
  reasonTitle: '未采纳原因',
  repliedAt: (time: string) => `回复于 ${time}`,
  waiting: '客服会尽快处理，回复会显示在这里',
  cancelledNote: '你已撤回这条反馈，客服不会再处理',
  closedNote: '这条反馈已处理完毕',
  screenshots: '截图',
  screenshotOf: (i: number, n: number) => `查看截图 ${i}/${n}`,
  edit: '修改',
  editLabel: '修改反馈内容',
  save: '保存',
  keep: '取消',
  edited: '已修改',
  withdraw: '撤回',
  withdrawTitle: '撤回反馈',
  withdrawConfirm: '撤回后客服将不再处理这条反馈，且不能恢复。确定撤回吗？',
  withdrawn: '已撤回',
  remove: '删除',
  removeTitle: '删除反馈',
  removeConfirm: '删除后不可恢复，确定删除这条反馈吗？',
  removed: '已删除',
  mine: '我的反馈',
  viewMine: '查看我的反馈',
  // The feedback helper (常见问题): what members ask most, and the way to write.
  helperLink: '常见问题',
  faqTitle: '常见问题',
  writeTitle: '没有找到答案？',
  writeHint: '把问题写给我们，客服会在“我的反馈”里回复你。',
  write: '写反馈',
  faq: [
    {
      q: '收不到验证码怎么办？',
      a: '验证码5分钟内有效。同一手机号60秒内只能获取一次，每小时最多5次、每天最多10次。请检查手机是否拦截了短信，稍后再试。',
    },
    {
      q: '这里可以买彩票吗？',
      a: '不可以。本应用只提供开奖查询、走势图、计算器和竞猜等工具，不销售、不代购、不出票。',
    },
    {
      q: '积分有什么用？可以提现吗？',
      a: '积分可以在积分商城兑换礼品。积分是虚拟奖励，不能用钱购买，也不能提现或转让。',
    },
    {
      q: '签到奖励怎么算？',
      a: '按北京时间每天可签到一次，连续签到奖励递增，中断后从第一天重新计算。',
    },
    {
      q: '邀请好友的奖励怎么算？',
      a: '好友通过你的邀请码注册即奖励积分。每位好友只计一次，按手机号计；不能邀请自己，两人也不能互相邀请。',
    },
    {
      q: '兑换的礼品什么时候发货？',
      a: '兑换后可在“兑换记录”查看状态，发货后会显示快递单号；兑换被取消时积分会退回。',
    },
    {
      q: '如何注销账号？',
      a: '在“设置”中注销账号，需要短信验证。注销后个人信息会被删除，且不可恢复。',
    },
  ],
};
