export const homeText = {
  title: '首页',
  announcement: '公告',
  tools: '常用工具',
  draws: '最新开奖',
  issue: (i: string) => `第${i}期`,
  pool: '奖池',
  poolUnknown: '奖池未公布',
  nextDraw: '距下期开奖',
  drawing: '开奖中',
  countdown: (d: number, h: number, m: number, s: number) =>
    d > 0 ? `${d}天${h}小时${m}分` : `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`,
  offline: '当前离线，显示上次看到的开奖结果',
  noDraws: '暂无开奖数据',
  allDraws: '全部开奖',
  trend: '走势',
  yuan: '元',
};
