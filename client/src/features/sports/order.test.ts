import { describe, expect, it } from 'vitest';
import {
  emptyOrder,
  fitPassTypes,
  limitBroken,
  passChoices,
  readOrder,
  toggleBanker,
  togglePick,
  toInput,
  writeOrder,
  type PassTypeInfo,
} from './order';

const m = (id: string) => ({ matchId: id, handicap: -10, totalLine: 0 });
const PASSES: PassTypeInfo[] = [
  { name: '单关', games: 1, bets: 1, sizes: [1] },
  { name: '2串1', games: 2, bets: 1, sizes: [2] },
  { name: '3串1', games: 3, bets: 1, sizes: [3] },
  { name: '3串3', games: 3, bets: 3, sizes: [2] },
  { name: '3串4', games: 3, bets: 4, sizes: [2, 3] },
  { name: '4串1', games: 4, bets: 1, sizes: [4] },
  { name: '4串11', games: 4, bets: 11, sizes: [2, 3, 4] },
];
const text = {
  tooMany: (p: string, max: number, n: number) => `${p}最多串${max}场，已选${n}场`,
  tooFew: (p: string, min: number) => `${p}至少选${min}场`,
};

describe('a sports order', () => {
  it('adds and removes picks, a match leaving with its last pick', () => {
    let o = togglePick(emptyOrder('JCZQ'), m('a'), { play: 'SPF', option: 0, odds: 210 });
    o = togglePick(o, m('a'), { play: 'RQSPF', option: 2, odds: 330 });
    o = togglePick(o, m('b'), { play: 'SPF', option: 1, odds: 300 });
    expect(o.matches.map((x) => [x.matchId, x.picks.length])).toEqual([
      ['a', 2],
      ['b', 1],
    ]);
    o = toggleBanker(o, 'b');
    o = togglePick(o, m('b'), { play: 'SPF', option: 1, odds: 300 });
    expect(o.matches.map((x) => x.matchId)).toEqual(['a']);
  });

  it('travels in the query string and back', () => {
    let o = togglePick(emptyOrder('JCLQ'), m('U3BvcnRzTWF0Y2g6MQ'), { play: 'SFC', option: 3, odds: 1250 });
    o = toggleBanker({ ...o, passTypes: ['2串1', '3串1'], multiple: 5 }, 'U3BvcnRzTWF0Y2g6MQ');
    const back = readOrder(writeOrder(o));
    expect(back).toEqual(o);
    expect(toInput(back!).matches[0]).toEqual({
      matchId: 'U3BvcnRzTWF0Y2g6MQ',
      picks: [{ play: 'SFC', option: 3, odds: 1250 }],
      banker: true,
      handicap: -10,
      totalLine: 0,
    });
    expect(readOrder('g=jczq&x=1')).toBeNull();
    expect(readOrder('g=ssq&m=a~0~0~0~SPF.0.210')).toBeNull();
    expect(readOrder('g=jczq&m=a~0~0~0~SPF.x.210')).toBeNull();
  });

  it('names the play type limit a selection breaks', () => {
    let o = emptyOrder('JCLQ');
    for (const id of ['a', 'b', 'c', 'd', 'e']) o = togglePick(o, m(id), { play: 'SFC', option: 0, odds: 500 });
    const limits = [{ play: 'SFC' as const, name: '胜分差', maxGames: 4, minGames: 1 }];
    expect(limitBroken(o, limits, text)).toBe('胜分差最多串4场，已选5场');
    expect(limitBroken({ ...o, matches: o.matches.slice(0, 4) }, limits, text)).toBeNull();
  });

  it('offers M串1 up to the match count and M串N for exactly that count', () => {
    const { free, multi } = passChoices(PASSES, 3, 8);
    expect(free.map((p) => p.name)).toEqual(['单关', '2串1', '3串1']);
    expect(multi.map((p) => p.name)).toEqual(['3串3', '3串4']);
    expect(passChoices(PASSES, 4, 3).multi).toEqual([]);
  });

  it('keeps fitting 过关方式 and falls back to n串1', () => {
    let o = emptyOrder('JCZQ');
    for (const id of ['a', 'b', 'c']) o = togglePick(o, m(id), { play: 'SPF', option: 0, odds: 200 });
    expect(fitPassTypes({ ...o, passTypes: ['3串4'] }, PASSES, 8)).toEqual(['3串4']);
    expect(fitPassTypes({ ...o, passTypes: ['4串11'] }, PASSES, 8)).toEqual(['3串1']);
    expect(fitPassTypes({ ...o, passTypes: [] }, PASSES, 2)).toEqual(['2串1']);
  });
});
