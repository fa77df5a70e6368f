// The play rules of the seven draw games as data, transcribed from
// /work/shared/domain/lottery-rules.md §1–4 (the same document the server's
// counting and prize code follows), so the rules page and its test read one
// source. Pure data: no React, no GraphQL, so content.test.ts checks it as
// is. Prize amounts are whole yuan exactly as the document states them; a
// tier the document calls floating has no amount.
import type { Game } from '../../gql/graphql';

/** A tier's prize: a fixed amount, or floating (浮动) with what decides it. */
export type Prize = { kind: 'fixed'; yuan: number } | { kind: 'floating'; note?: string };

export type PrizeTier = {
  /** 一等奖, 直选, 和数0/27 … */
  tier: string;
  /** What must match, e.g. `5+0 或 4+1`. */
  condition: string;
  prize: Prize;
  /** 大乐透 only: the amount while the pool is at or above the threshold. */
  boosted?: Prize;
};

export type PrizeTable = {
  title: string;
  /** How to read the condition column (e.g. 红球+蓝球). */
  legend?: string;
  /** Two prize columns (base, boosted) instead of one: their headings. */
  prizeHeads?: [string, string];
  tiers: PrizeTier[];
  notes?: string[];
};

export type BetForm = {
  name: string;
  /** What is picked. */
  how: string;
  /** How many bets that is. */
  count: string;
};

/**
 * A worked example's picks in a form the test can recount on its own:
 * - `zones`: per zone, Π C(tuo, need − dan) (复式 is dan = 0, tuo = picked);
 * - `positions`: digits picked per position, multiplied (直选复式);
 * - `group3` n(n−1), `group6` C(n,3), `directSum` the digit triples with that sum.
 */
export type ExampleCount =
  | { kind: 'zones'; zones: { dan: number; tuo: number; need: number }[] }
  | { kind: 'positions'; positions: number[] }
  | { kind: 'group3'; digits: number }
  | { kind: 'group6'; digits: number }
  | { kind: 'directSum'; sum: number };

export type WorkedExample = {
  title: string;
  /** What was picked, in words. */
  picks: string;
  /** The count written out, up to the result (`C(8,6)×C(2,1) = 28×2`). */
  formula: string;
  count: ExampleCount;
  bets: number;
  /** bets × price. */
  yuan: number;
  /** 大乐透: bets × the 追加 price. */
  yuanAdditional?: number;
};

export type GameRules = {
  game: Game;
  /** The `?game=` value: the lower-case code the other pages use. */
  code: string;
  /** Yuan per bet. */
  price: number;
  /** Yuan per bet with 追加 (大乐透). */
  additionalPrice?: number;
  howToPlay: string[];
  forms: BetForm[];
  tables: PrizeTable[];
  examples: WorkedExample[];
};

const fixed = (yuan: number): Prize => ({ kind: 'fixed', yuan });
const floating = (note?: string): Prize => ({ kind: 'floating', note });

// Said of every computer-drawn game (§1, from the 3D rule text of S2).
const MULTIPLES = '可倍投2–99倍，单张彩票金额不超过20000元。';
const ONE_TIER = '每注只取其中最高的一个奖级，不兼中兼得。';

// 福彩3D and 排列三 share their plays, tiers and counting (§3).
const DIGIT3_FORMS: BetForm[] = [
  { name: '直选单式', how: '百位、十位、个位各选1个数字', count: '1注' },
  { name: '直选复式', how: '各位可选多个数字', count: '注数 = 百位个数 × 十位个数 × 个位个数' },
  { name: '组三复式', how: '选2个及以上数字，任取两个组成“两位相同”的号码', count: 'n个数字：n×(n−1)注' },
  { name: '组六复式', how: '选3个及以上数字，任取三个不同数字组成一注', count: 'n个数字：C(n,3)注' },
  {
    name: '直选和值',
    how: '选一个和值（0–27），三位之和等于它的每个直选号码各算一注，中奖按直选1040元',
    count: '和值0或27为1注，和值13或14最多，为75注；例：和值10为63注',
  },
  {
    name: '组选和值',
    how: '选一个和值，展开为该和值的全部组三号码（中奖346元）和组六号码（中奖173元）',
    count: '例：和值10 = 组三5注 + 组六8注 = 13注',
  },
];

const DIGIT3_TABLE: PrizeTable = {
  title: '奖级设置',
  tiers: [
    { tier: '直选', condition: '投注号码与开奖号码按位全部相同', prize: fixed(1040) },
    { tier: '组三', condition: '开奖号码有两位相同，投注号码与其相同（顺序不限）', prize: fixed(346) },
    { tier: '组六', condition: '开奖号码三位各不相同，投注号码与其相同（顺序不限）', prize: fixed(173) },
  ],
  notes: ['开奖号码三位相同（豹子，如111）时只有直选中奖，组三、组六均不中奖。'],
};

export const RULE_GAMES: GameRules[] = [
  {
    game: 'SSQ',
    code: 'ssq',
    price: 2,
    howToPlay: [
      '从01–33中选6个红球，从01–16中选1个蓝球，组成一注。',
      `每注2元；${MULTIPLES}`,
      '每期开出6个红球和1个蓝球，按投注号码与开奖号码相同的红球、蓝球个数确定奖级。',
      ONE_TIER,
    ],
    forms: [
      { name: '单式', how: '选6个红球 + 1个蓝球', count: '1注' },
      { name: '复式', how: '选7–20个红球和/或2–16个蓝球', count: '注数 = C(红球数,6) × 蓝球数' },
      { name: '胆拖', how: '选1–5个红球作胆码，胆码 + 拖码至少7个，再选蓝球', count: '注数 = C(拖码数, 6−胆码数) × 蓝球数' },
    ],
    tables: [
      {
        title: '奖级设置',
        legend: '中奖条件：红球中奖个数 + 蓝球中奖个数',
        tiers: [
          { tier: '一等奖', condition: '6+1', prize: floating('单注最高500万元；奖池达1亿元及以上时另加一份最高500万元，单注最高1000万元') },
          { tier: '二等奖', condition: '6+0', prize: floating() },
          { tier: '三等奖', condition: '5+1', prize: fixed(3000) },
          { tier: '四等奖', condition: '5+0 或 4+1', prize: fixed(200) },
          { tier: '五等奖', condition: '4+0 或 3+1', prize: fixed(10) },
          { tier: '六等奖', condition: '2+1、1+1 或 0+1（中蓝球即中奖）', prize: fixed(5) },
          { tier: '福运奖', condition: '3+0（仅“特别规定”启用期间）', prize: fixed(5) },
        ],
        notes: [
          '福运奖自第2026014期起设立：奖池达到15亿元时启用，低于3亿元时停止，介于两者之间时维持原状态；是否设奖以当期开奖公告为准。',
          '3+1仍为五等奖10元，不再另得福运奖。',
        ],
      },
    ],
    examples: [
      {
        title: '复式',
        picks: '8个红球 + 2个蓝球',
        formula: 'C(8,6) × C(2,1) = 28 × 2',
        count: { kind: 'zones', zones: [{ dan: 0, tuo: 8, need: 6 }, { dan: 0, tuo: 2, need: 1 }] },
        bets: 56,
        yuan: 112,
      },
      {
        title: '胆拖',
        picks: '2个红球胆码 + 6个红球拖码 + 1个蓝球',
        formula: 'C(6,4) × 1',
        count: { kind: 'zones', zones: [{ dan: 2, tuo: 6, need: 6 }, { dan: 0, tuo: 1, need: 1 }] },
        bets: 15,
        yuan: 30,
      },
    ],
  },
  {
    game: 'DLT',
    code: 'dlt',
    price: 2,
    additionalPrice: 3,
    howToPlay: [
      '前区从01–35中选5个号码，后区从01–12中选2个号码，组成一注。',
      `每注2元，追加投注每注3元；${MULTIPLES}`,
      '每期开出5个前区号码和2个后区号码，按投注号码与开奖号码相同的前区、后区个数确定奖级。',
      '现行规则自第26014期起执行（2026年2月2日首次开奖）；此前各期按当时的规则兑奖。',
      ONE_TIER,
    ],
    forms: [
      { name: '单式', how: '选5个前区号码 + 2个后区号码', count: '1注' },
      { name: '复式', how: '前区选6–18个和/或后区选3–12个', count: '注数 = C(前区数,5) × C(后区数,2)' },
      {
        name: '胆拖',
        how: '前区胆码1–4个，胆码 + 拖码至少6个；后区胆码0–1个，胆码 + 拖码至少3个',
        count: '注数 = C(前区拖码数, 5−前区胆码数) × C(后区拖码数, 2−后区胆码数)',
      },
      { name: '追加', how: '在任一投注方式上追加，每注3元', count: '注数不变；追加只作用于一等奖和二等奖' },
    ],
    tables: [
      {
        title: '2026年规则（第26014期起，现行）',
        legend: '中奖条件：前区中奖个数 + 后区中奖个数',
        prizeHeads: ['奖池<8亿元', '奖池≥8亿元'],
        tiers: [
          { tier: '一等奖', condition: '5+2', prize: floating(), boosted: floating() },
          { tier: '二等奖', condition: '5+1', prize: floating(), boosted: floating() },
          { tier: '三等奖', condition: '5+0 或 4+2', prize: fixed(5000), boosted: fixed(6666) },
          { tier: '四等奖', condition: '4+1', prize: fixed(300), boosted: fixed(380) },
          { tier: '五等奖', condition: '4+0 或 3+2', prize: fixed(150), boosted: fixed(200) },
          { tier: '六等奖', condition: '3+1 或 2+2', prize: fixed(15), boosted: fixed(18) },
          { tier: '七等奖', condition: '3+0、2+1、1+2 或 0+2', prize: fixed(5), boosted: fixed(7) },
        ],
        notes: [
          '1+1、2+0、0+1 不中奖。',
          '奖池指本期开奖前（即上一期开奖后）的奖池余额。',
          '追加投注：一等奖、二等奖另得同奖级基本奖金的80%（取整到元）；其他奖级不设追加奖金。',
          '部分期次另有“派奖”奖金，以当期开奖公告为准，不计入上表。',
        ],
      },
      {
        title: '2019年规则（第19019–26013期）',
        legend: '中奖条件：前区中奖个数 + 后区中奖个数',
        tiers: [
          { tier: '一等奖', condition: '5+2', prize: floating() },
          { tier: '二等奖', condition: '5+1', prize: floating() },
          { tier: '三等奖', condition: '5+0', prize: fixed(10000) },
          { tier: '四等奖', condition: '4+2', prize: fixed(3000) },
          { tier: '五等奖', condition: '4+1', prize: fixed(300) },
          { tier: '六等奖', condition: '3+2', prize: fixed(200) },
          { tier: '七等奖', condition: '4+0', prize: fixed(100) },
          { tier: '八等奖', condition: '3+1 或 2+2', prize: fixed(15) },
          { tier: '九等奖', condition: '3+0、2+1、1+2 或 0+2', prize: fixed(5) },
        ],
        notes: ['追加投注同样只作用于一等奖、二等奖，按80%计。'],
      },
    ],
    examples: [
      {
        title: '复式',
        picks: '7个前区号码 + 3个后区号码',
        formula: 'C(7,5) × C(3,2) = 21 × 3',
        count: { kind: 'zones', zones: [{ dan: 0, tuo: 7, need: 5 }, { dan: 0, tuo: 3, need: 2 }] },
        bets: 63,
        yuan: 126,
        yuanAdditional: 189,
      },
      {
        title: '胆拖',
        picks: '前区2个胆码 + 5个拖码，后区1个胆码 + 3个拖码',
        formula: 'C(5,3) × C(3,1) = 10 × 3',
        count: { kind: 'zones', zones: [{ dan: 2, tuo: 5, need: 5 }, { dan: 1, tuo: 3, need: 2 }] },
        bets: 30,
        yuan: 60,
        yuanAdditional: 90,
      },
    ],
  },
  {
    game: 'FC3D',
    code: 'fc3d',
    price: 2,
    howToPlay: [
      '从000–999中选一个三位数投注：百位、十位、个位各选0–9中的一个数字。',
      `每注2元；${MULTIPLES}`,
      '每期开出一个三位数作为开奖号码。',
    ],
    forms: DIGIT3_FORMS,
    tables: [
      DIGIT3_TABLE,
      {
        // §3 warns that 和数 is a play of its own, not the 和值 bet above.
        title: '3D“和数”玩法（与“和值”投注不同）',
        legend: '猜开奖号码三位数字之和，按和数的固定奖金兑奖',
        tiers: [
          { tier: '和数0或27', condition: '三位之和为0或27', prize: fixed(1040) },
          { tier: '和数1或26', condition: '三位之和为1或26', prize: fixed(345) },
          { tier: '和数2或25', condition: '三位之和为2或25', prize: fixed(172) },
          { tier: '和数3或24', condition: '三位之和为3或24', prize: fixed(104) },
          { tier: '和数4或23', condition: '三位之和为4或23', prize: fixed(69) },
          { tier: '和数5或22', condition: '三位之和为5或22', prize: fixed(49) },
          { tier: '和数6或21', condition: '三位之和为6或21', prize: fixed(37) },
          { tier: '和数7或20', condition: '三位之和为7或20', prize: fixed(29) },
          { tier: '和数8或19', condition: '三位之和为8或19', prize: fixed(23) },
          { tier: '和数9或18', condition: '三位之和为9或18', prize: fixed(19) },
          { tier: '和数10或17', condition: '三位之和为10或17', prize: fixed(16) },
          { tier: '和数11或16', condition: '三位之和为11或16', prize: fixed(15) },
          { tier: '和数12或15', condition: '三位之和为12或15', prize: fixed(15) },
          { tier: '和数13或14', condition: '三位之和为13或14', prize: fixed(14) },
        ],
      },
    ],
    examples: [
      {
        title: '直选复式',
        picks: '百位2个、十位3个、个位2个数字',
        formula: '2 × 3 × 2',
        count: { kind: 'positions', positions: [2, 3, 2] },
        bets: 12,
        yuan: 24,
      },
      {
        title: '直选和值',
        picks: '和值10',
        formula: '三位之和为10的三位数',
        count: { kind: 'directSum', sum: 10 },
        bets: 63,
        yuan: 126,
      },
    ],
  },
  {
    game: 'PL3',
    code: 'pl3',
    price: 2,
    howToPlay: [
      '从000–999中选一个三位数投注：百位、十位、个位各选0–9中的一个数字。',
      `每注2元；${MULTIPLES}`,
      '排列三的开奖号码是排列五开奖号码的前三位。',
    ],
    forms: DIGIT3_FORMS,
    tables: [DIGIT3_TABLE],
    examples: [
      {
        title: '组三复式',
        picks: '选5个数字',
        formula: '5 × 4',
        count: { kind: 'group3', digits: 5 },
        bets: 20,
        yuan: 40,
      },
      {
        title: '组六复式',
        picks: '选5个数字',
        formula: 'C(5,3)',
        count: { kind: 'group6', digits: 5 },
        bets: 10,
        yuan: 20,
      },
    ],
  },
  {
    game: 'PL5',
    code: 'pl5',
    price: 2,
    howToPlay: [
      '从00000–99999中选一个五位数投注：万位、千位、百位、十位、个位各选0–9中的一个数字。',
      `每注2元；${MULTIPLES}`,
      '只有直选一种玩法：投注号码与开奖号码按位全部相同即中奖。',
      '排列五开奖号码的前三位即当期排列三的开奖号码。',
    ],
    forms: [
      { name: '直选单式', how: '每位各选1个数字', count: '1注' },
      { name: '直选复式', how: '各位可选多个数字', count: '注数 = 各位所选数字个数之积' },
    ],
    tables: [
      {
        title: '奖级设置',
        tiers: [{ tier: '直选', condition: '投注号码与开奖号码按位全部相同', prize: fixed(100000) }],
      },
    ],
    examples: [
      {
        // The document gives 排列五 no worked example; this one applies its
        // 直选复式 rule (the product of the digits per position) to five places.
        title: '直选复式',
        picks: '万位2个数字，千位、百位、十位各1个，个位3个',
        formula: '2 × 1 × 1 × 1 × 3',
        count: { kind: 'positions', positions: [2, 1, 1, 1, 3] },
        bets: 6,
        yuan: 12,
      },
    ],
  },
  {
    game: 'QLC',
    code: 'qlc',
    price: 2,
    howToPlay: [
      '从01–30中选7个号码，组成一注。',
      `每注2元；${MULTIPLES}`,
      '每期开出7个基本号码和1个特别号码，按投注号码与基本号码相同的个数、以及是否含特别号码确定奖级。',
      ONE_TIER,
    ],
    forms: [
      { name: '单式', how: '选7个号码', count: '1注' },
      { name: '复式', how: '选8个及以上号码', count: '注数 = C(号码个数,7)' },
    ],
    tables: [
      {
        title: '奖级设置',
        tiers: [
          { tier: '一等奖', condition: '中7个基本号码', prize: floating('高等奖奖金的70%') },
          { tier: '二等奖', condition: '中6个基本号码 + 特别号码', prize: floating('高等奖奖金的10%') },
          { tier: '三等奖', condition: '中6个基本号码', prize: floating('高等奖奖金的20%') },
          { tier: '四等奖', condition: '中5个基本号码 + 特别号码', prize: fixed(200) },
          { tier: '五等奖', condition: '中5个基本号码', prize: fixed(50) },
          { tier: '六等奖', condition: '中4个基本号码 + 特别号码', prize: fixed(10) },
          { tier: '七等奖', condition: '中4个基本号码', prize: fixed(5) },
        ],
      },
    ],
    examples: [
      {
        title: '复式',
        picks: '选8个号码',
        formula: 'C(8,7)',
        count: { kind: 'zones', zones: [{ dan: 0, tuo: 8, need: 7 }] },
        bets: 8,
        yuan: 16,
      },
    ],
  },
  {
    game: 'QXC',
    code: 'qxc',
    price: 2,
    howToPlay: [
      '前6位每位从0–9中选1个数字，第7位从0–14中选1个数字，组成一注。',
      `每注2元；${MULTIPLES}`,
      '按位对奖：数前6位中与开奖号码同一位置相同的个数，再看第7位是否相同；相同的位置不必相连。',
      '以上为2020年起的七星彩规则；旧规则（7位均为0–9、按连续位置对奖）已停用。',
      ONE_TIER,
    ],
    forms: [
      { name: '单式', how: '每位各选1个数字', count: '1注' },
      { name: '复式', how: '各位可选多个数字', count: '注数 = 各位所选数字个数之积' },
    ],
    tables: [
      {
        title: '奖级设置',
        legend: '中奖条件：前6位中奖个数 + 第7位中奖个数',
        tiers: [
          { tier: '一等奖', condition: '6+1', prize: floating('单注最高500万元') },
          { tier: '二等奖', condition: '6+0', prize: floating() },
          { tier: '三等奖', condition: '5+1', prize: fixed(3000) },
          { tier: '四等奖', condition: '5+0 或 4+1', prize: fixed(500) },
          { tier: '五等奖', condition: '4+0 或 3+1', prize: fixed(30) },
          { tier: '六等奖', condition: '3+0、2+1、1+1 或 0+1', prize: fixed(5) },
        ],
      },
    ],
    examples: [
      {
        // The document has no 七星彩 counting example; the product per
        // position is how the server counts a 七星彩 复式 (DirectMulti).
        title: '复式',
        picks: '第1位2个数字，第2–6位各1个，第7位3个',
        formula: '2 × 1 × 1 × 1 × 1 × 1 × 3',
        count: { kind: 'positions', positions: [2, 1, 1, 1, 1, 1, 3] },
        bets: 6,
        yuan: 12,
      },
    ],
  },
];

/** The rules for a `?game=` value; anything unknown (or none) is 双色球. */
export function rulesFor(code: string | null | undefined): GameRules {
  const wanted = code?.trim().toLowerCase();
  return RULE_GAMES.find((g) => g.code === wanted) ?? RULE_GAMES[0];
}
