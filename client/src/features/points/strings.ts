import { pointsTitles } from './titles';

export const pointsText = {
  ...pointsTitles,
  balance: '当前积分',
  income: '收入',
  outgo: '支出',
  empty: '暂无积分记录',
  checkIn: '立即签到',
  checkedIn: '今日已签到',
  continuous: (n: number) => `已连续签到 ${n} 天`,
  todayReward: (n: number) => `今日签到可得 ${n} 积分`,
  checkedInReward: '明天记得再来哦',
  rewards: '签到奖励',
  day: (n: number) => `第${n}天`,
  month: (m: string) => `${m.slice(0, 4)}年${Number(m.slice(5, 7))}月`,
  dayChecked: '（已签到）',
  week: ['一', '二', '三', '四', '五', '六', '日'],
  adThanks: '积分已到账',
};
