// The digit games page's words (game names and the issue label come from
// src/ui, shared with the other draw pages).
import type { Shape } from './stats';

export const numeralText = {
  title: '数字型彩票',
  intro: (n: number) => `福彩3D、排列三、排列五的最新开奖，以及近${n}期的和值、跨度与形态。`,
  latest: '最新开奖',
  drawDate: (date: string) => `${date} 开奖`,
  latestFigures: (sum: number, span: number) => `和值 ${sum} · 跨度 ${span}`,
  recent: (n: number) => `近${n}期和值与跨度`,
  issueHead: '期号',
  numbersHead: '开奖号码',
  sumHead: '和值',
  spanHead: '跨度',
  shapeHead: '形态',
  shapes: { group3: '组三', group6: '组六', triple: '豹子' } satisfies Record<Shape, string>,
  shapeLegend: '形态：组三为两位相同，组六为三位各不相同，豹子为三位相同。',
  averageSum: '平均和值',
  commonSpan: '最常见跨度',
  shapeCounts: '形态分布',
  times: (n: number) => `${n}次`,
  noDraws: '暂无开奖数据',
  trend: '走势图',
  rules: '玩法规则',
  trendOf: (name: string) => `${name}走势图`,
  rulesOf: (name: string) => `${name}玩法规则`,
};
