import { shopTitles } from './titles';

export const shopText = {
  ...shopTitles,
  myPoints: '我的积分',
  price: (p: number) => `${p} 积分`,
  stock: (n: number) => `库存 ${n}`,
  redeem: '兑换',
  redeemItem: (name: string) => `兑换${name}`,
  soldOut: '已兑完',
  needAddress: '请先添加收货地址',
  done: '兑换成功',
  empty: '暂无商品',
  noRecords: '暂无兑换记录',
  status: { PENDING: '待发货', SHIPPED: '已发货', CANCELLED: '已取消' } as Record<string, string>,
  tracking: (no: string) => `快递单号：${no}`,
  quantity: (n: number) => `×${n}`,
  spent: (p: number) => `-${p} 积分`,
};
