export const myText = {
  title: '我的',
  points: '积分',
  focus: '关注',
  fans: '粉丝',
  messages: '消息中心',
  checkIn: '每日签到',
  checkedIn: '今日已签到',
  checkInDone: (points: number, days: number) => `签到成功 +${points} 积分，已连续签到${days}天`,
  login: '登录 / 注册',
  logout: '退出登录',
};
