// The rules page's own words; the rules themselves are in content.ts.
export const rulesText = {
  title: '玩法规则',
  howToPlay: '玩法说明',
  forms: '投注方式',
  prizes: '奖级与奖金',
  examples: '计算示例',
  tierHead: '奖级',
  conditionHead: '中奖条件',
  prizeHead: '奖金',
  floating: '浮动',
  yuan: (n: number) => `${n}元`,
  result: (bets: number, yuan: number) => `${bets}注，共${yuan}元`,
  additional: (yuan: number) => `追加投注共${yuan}元`,
};
