// 渠道与合作方's words.
export const channelsText = {
  compare: {
    title: '渠道对比',
    channel: '渠道',
    name: '渠道标识',
    operator: '运营人',
    noOperator: '未指定',
    range: '统计区间',
    picked: (n: number, max: number) => `已选 ${n} 个渠道（最多 ${max} 个）`,
    pickSome: '请勾选要对比的渠道',
    result: (from: string, to: string) => `对比结果（${from} 至 ${to}）`,
    empty: '还没有渠道',
  },
  credit: {
    action: '补发佣金',
    title: (name: string) => `补发佣金 · ${name}`,
    amount: '金额（元，0.01 至 10000）',
    badAmount: '请填写金额，最多两位小数',
    reason: '原因（运营人会在消息中看到，最多 200 字）',
    reasonRequired: '请填写原因',
    submit: '入账',
    done: (name: string, yuan: string) => `已为 ${name} 补发，可提现余额 ${yuan} 元`,
  },
  figures: {
    registrations: '注册',
    active: '活跃',
    checkIns: '签到',
    invites: '邀请',
    pointsIssued: '发放积分',
    pointsSpent: '消耗积分',
    earnings: '佣金（元）',
  },
};
