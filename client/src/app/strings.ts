export const appText = {
  // A new version was deployed while the app was open (spec §4).
  updateReady: '新版本已就绪，是否重启？',
  restart: '重启',
  later: '稍后',
};
