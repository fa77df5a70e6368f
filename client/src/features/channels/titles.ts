// The channel and withdrawal pages' titles: a module of their own, because
// the route table (routes.tsx, in every page's first load) takes them, and a
// module it imports lands whole in the base chunk — the rest of the words
// (strings.ts) load with the pages.
export const channelTitles = {
  channels: '我的渠道',
  channelInfo: '渠道详情',
  channelInvite: '推广码',
  operation: '渠道统计运营',
  receiveInfo: '收款信息',
  withdraw: '提现',
  payouts: '提现记录',
} as const;
