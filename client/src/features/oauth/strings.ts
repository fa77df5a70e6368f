// The OAuth pages' text: the consent page (授权) and 已授权的应用 (their
// titles are titles.ts, for the route table).
export const oauthText = {
  asks: (app: string) => `「${app}」申请使用你的账号`,
  willAccess: '授权后，该应用可以：',
  note: '该应用只能读取上述信息，不能替你发帖、竞猜或修改账号；你可以随时在「设置 › 已授权的应用」中取消授权。',
  returnsTo: '授权后将返回：',
  approve: '同意授权',
  deny: '拒绝',
  leaving: '正在返回应用…',
  invalid: '授权请求无效',
  invalidBody: '该应用或其回调地址未在平台登记，请返回应用重试或联系应用方。',
  staffBody: '员工账号不能授权第三方应用。',
  failed: '授权未能完成，请稍后重试',
  noApps: '还没有授权过任何应用',
  approvedAt: '授权时间',
  lastUsed: '最近使用',
  neverUsed: '尚未使用',
  revoke: '取消授权',
  revokeConfirm: (app: string) => `取消后「${app}」将立即无法再读取你的信息，确定取消吗？`,
  cancel: '再想想',
  revoked: '已取消授权',
};

/** What each member scope lets an app do, as the member reads it. */
export const scopeText: Record<string, string> = {
  'member:read': '读取你的公开资料（昵称、头像、等级等）',
  'focus:read': '读取你的关注与粉丝',
  'points:read': '读取你的积分余额与明细',
  'messages:read': '读取你的消息中心',
  'unread:subscribe': '接收你的未读消息数提醒',
  'quiz:read': '读取你的竞猜记录与战绩',
  'community:read': '读取你在社区的帖子与互动',
  'member:pii': '读取你的手机号、真实姓名与收货地址',
};

/** A scope's text, or its name when this build does not know it. */
export function scopeLabel(name: string): string {
  return scopeText[name] ?? name;
}
