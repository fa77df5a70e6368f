// Business failures of a mutation come back as data (`userErrors` in its
// payload), not as GraphQL errors, so the network layer does not see them:
// pages pass them here. One Chinese text per code, shared by every feature,
// because the codes are the schema's, not a page's.
import type { UserErrorCode } from '../gql/graphql';
import { toast } from '../ui/toast';

export interface UserErrorFields {
  code: UserErrorCode;
  field?: readonly string[] | null;
  message: string;
}

export const userErrorText: Record<UserErrorCode, string> = {
  ['INVALID_ARGUMENT']: '输入有误，请检查后重试',
  ['INVALID_CREDENTIALS']: '手机号或密码错误',
  ['NOT_FOUND']: '内容不存在或已删除',
  ['CONFLICT']: '操作冲突，请刷新后重试',
  ['INSUFFICIENT_POINTS']: '积分不足',
  ['OUT_OF_STOCK']: '库存不足',
  ['ALREADY_CHECKED_IN']: '今天已经签到过了',
  ['VERIFICATION_CODE_INVALID']: '验证码错误',
  ['VERIFICATION_CODE_EXPIRED']: '验证码已失效，请重新获取',
  ['PICKS_CLOSED']: '已截止，不能再竞猜或投注',
  ['ALREADY_PICKED']: '这场比赛的该玩法已经竞猜过了',
  ['STAKE_OUT_OF_RANGE']: '投入积分不在允许的范围内',
  ['NOT_ELIGIBLE']: '暂不符合条件',
  ['SENSITIVE_CONTENT']: '内容含有不允许的词语，请修改后重试',
  // The community's (issue 34); its pages say more in their own words.
  ['POST_LIMIT']: '今天发布的动态已达上限',
  ['COMMENT_LIMIT']: '今天的评论已达上限',
  ['LIKE_LIMIT']: '今天的点赞已达上限',
  ['BLOCKED']: '对方已将你拉黑，无法操作',
  ['EDIT_WINDOW_CLOSED']: '已超过可编辑的时间',
  // Channels, withdrawals and partners' webhooks (issue 35).
  ['INSUFFICIENT_BALANCE']: '可提现余额不足',
  ['WITHDRAWAL_LIMIT']: '超出提现限额或今日提现次数',
  ['NOT_VERIFIED']: '请先完成实名认证',
  ['PAYEE_MISMATCH']: '收款人须与实名认证姓名一致',
  ['UNSAFE_URL']: '网址不安全：须为公网 https 地址',
};

/** Shows the first user error, if any; true when there was one. */
export function showUserErrors(errors: readonly UserErrorFields[] | null | undefined): boolean {
  const first = errors?.[0];
  if (!first) return false;
  toast(userErrorText[first.code] ?? first.message);
  return true;
}
