export const homeText = {
  title: '首页',
  welcome: '欢迎来到彩友会员中心',
  announcement: '公告',
};
