// The category page's words. A game's one-line summary is from
// lottery-rules.md §1–4 (no draw days: the rules document does not give them).
import { catalogTitles } from './titles';

export const catalogText = {
  ...catalogTitles,
  groups: {
    draw: '数字彩',
    digit: '数字型',
    charts: '图表工具',
    calc: '计算工具',
    rules: '规则',
    sports: '竞彩',
  },
  summaries: {
    SSQ: '6个红球（01–33）+ 1个蓝球（01–16），每注2元',
    DLT: '前区5个（01–35）+ 后区2个（01–12），每注2元，追加3元',
    QLC: '从01–30中选7个号码，每注2元',
    QXC: '前6位各选0–9，第7位选0–14，每注2元',
    FC3D: '三位数000–999，每注2元',
    PL3: '三位数000–999（排列五的前三位），每注2元',
    PL5: '五位数00000–99999，每注2元',
  } as Record<string, string>,
  trend: '走势图',
  rules: '玩法规则',
  history: '开奖历史',
  trendOf: (name: string) => `${name}走势图`,
  rulesOf: (name: string) => `${name}玩法规则`,
  historyOf: (name: string) => `${name}开奖历史`,
  linksOf: (name: string) => `${name}相关页面`,
  trendTile: (name: string) => `${name}走势`,
  digitHub: '数字型综合',
  digitHubNote: '福彩3D、排列三、排列五的最新开奖与和值、跨度统计',
  chartTools: '图表工具',
  parity: '奇偶统计',
  calculator: '奖金计算',
  selection: '选号',
  splitOrder: '拆单',
  replay: '模拟开奖回放',
  playRules: '玩法规则',
};
