export const homeText = {
  title: '首页',
  welcome: '欢迎来到彩友会员中心',
  announcement: '公告',
  rankTitle: '邀请排行榜',
  rankEmpty: '还没有人上榜，快去邀请好友吧',
  myRank: (r: number) => (r > 0 ? `我的排名：第${r}名` : '我还未上榜'),
};
