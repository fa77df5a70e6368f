// The rules data checked against itself and against the figures of
// lottery-rules.md: each worked example is recounted here from its picks
// (not read back from the data), so a typo in a count or a price shows up.
import { describe, expect, it } from 'vitest';
import { RULE_GAMES, rulesFor, type ExampleCount, type Prize } from './content';

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return r;
}

function recount(c: ExampleCount): number {
  switch (c.kind) {
    case 'zones':
      return c.zones.reduce((acc, z) => acc * choose(z.tuo, z.need - z.dan), 1);
    case 'positions':
      return c.positions.reduce((acc, n) => acc * n, 1);
    case 'group3':
      return c.digits * (c.digits - 1);
    case 'group6':
      return choose(c.digits, 3);
    case 'directSum': {
      let n = 0;
      for (let a = 0; a < 10; a++) for (let b = 0; b < 10; b++) for (let d = 0; d < 10; d++) if (a + b + d === c.sum) n++;
      return n;
    }
  }
}

const amount = (p: Prize) => (p.kind === 'fixed' ? p.yuan : Infinity);

describe('rules content', () => {
  it('has the seven games once each, in the tab order', () => {
    expect(RULE_GAMES.map((g) => g.code)).toEqual(['ssq', 'dlt', 'fc3d', 'pl3', 'pl5', 'qlc', 'qxc']);
    expect(RULE_GAMES.map((g) => g.game)).toEqual(['SSQ', 'DLT', 'FC3D', 'PL3', 'PL5', 'QLC', 'QXC']);
    for (const g of RULE_GAMES) expect(g.code).toBe(g.game.toLowerCase());
  });

  it.each(RULE_GAMES.map((g) => [g.code, g] as const))('%s has every section filled in', (_, g) => {
    expect(g.howToPlay.length).toBeGreaterThan(0);
    expect(g.forms.length).toBeGreaterThan(0);
    expect(g.tables.length).toBeGreaterThan(0);
    expect(g.examples.length).toBeGreaterThan(0);
    expect(new Set(g.forms.map((f) => f.name)).size).toBe(g.forms.length);
    for (const t of g.tables) {
      expect(t.tiers.length).toBeGreaterThan(0);
      expect(new Set(t.tiers.map((r) => r.tier)).size).toBe(t.tiers.length);
    }
  });

  it.each(RULE_GAMES.map((g) => [g.code, g] as const))('%s: prizes are whole yuan and never rise down a table', (_, g) => {
    for (const t of g.tables) {
      for (const r of t.tiers) {
        if (r.prize.kind === 'fixed') {
          expect(Number.isInteger(r.prize.yuan)).toBe(true);
          expect(r.prize.yuan).toBeGreaterThan(0);
        }
      }
      // Floating tiers come first (they are the top tiers), then fixed
      // amounts in non-increasing order.
      const amounts = t.tiers.map((r) => amount(r.prize));
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    }
  });

  it('gives a boosted amount for every tier exactly where a table has two prize columns', () => {
    for (const g of RULE_GAMES) {
      for (const t of g.tables) {
        for (const r of t.tiers) {
          expect(r.boosted !== undefined).toBe(t.prizeHeads !== undefined);
          if (r.boosted) {
            expect(r.boosted.kind).toBe(r.prize.kind);
            expect(amount(r.boosted)).toBeGreaterThanOrEqual(amount(r.prize));
          }
        }
      }
    }
  });

  it.each(RULE_GAMES.flatMap((g) => g.examples.map((e) => [`${g.code} ${e.title}`, g, e] as const)))(
    '%s: the worked example recounts to its bets and cost',
    (_, g, e) => {
      expect(e.bets).toBe(recount(e.count));
      expect(e.yuan).toBe(e.bets * g.price);
      if (e.yuanAdditional !== undefined) {
        expect(g.additionalPrice).toBeDefined();
        expect(e.yuanAdditional).toBe(e.bets * (g.additionalPrice ?? 0));
      }
    },
  );

  it('keeps the figures lottery-rules.md states', () => {
    const ssq = rulesFor('ssq');
    expect(ssq.examples[0]).toMatchObject({ bets: 56, yuan: 112 });
    expect(ssq.tables[0].tiers.map((r) => amount(r.prize))).toEqual([Infinity, Infinity, 3000, 200, 10, 5, 5]);
    const dlt = rulesFor('dlt');
    expect(dlt.examples[0]).toMatchObject({ bets: 63, yuan: 126, yuanAdditional: 189 });
    expect(dlt.tables[0].tiers.map((r) => amount(r.prize))).toEqual([Infinity, Infinity, 5000, 300, 150, 15, 5]);
    expect(dlt.tables[0].tiers.map((r) => amount(r.boosted ?? r.prize))).toEqual([Infinity, Infinity, 6666, 380, 200, 18, 7]);
    expect(dlt.tables[1].tiers).toHaveLength(9);
    for (const code of ['fc3d', 'pl3']) {
      expect(rulesFor(code).tables[0].tiers.map((r) => amount(r.prize))).toEqual([1040, 346, 173]);
    }
    expect(rulesFor('fc3d').examples.find((e) => e.count.kind === 'directSum')).toMatchObject({ bets: 63, yuan: 126 });
    expect(rulesFor('pl5').tables[0].tiers.map((r) => amount(r.prize))).toEqual([100000]);
    expect(rulesFor('qlc').tables[0].tiers.map((r) => amount(r.prize))).toEqual([Infinity, Infinity, Infinity, 200, 50, 10, 5]);
    expect(rulesFor('qxc').tables[0].tiers.map((r) => amount(r.prize))).toEqual([Infinity, Infinity, 3000, 500, 30, 5]);
  });

  it('lists the 3D 和数 prizes for each of the 28 sums once', () => {
    const table = rulesFor('fc3d').tables[1];
    const sums = table.tiers.flatMap((r) => (r.tier.match(/\d+/g) ?? []).map(Number));
    expect([...sums].sort((a, b) => a - b)).toEqual(Array.from({ length: 28 }, (_, i) => i));
    // Each row pairs s with 27 − s (the table is symmetric).
    for (const r of table.tiers) {
      const [a, b] = (r.tier.match(/\d+/g) ?? []).map(Number);
      expect(a + b).toBe(27);
    }
  });

  it('falls back to 双色球 for an unknown or missing game', () => {
    expect(rulesFor(null).code).toBe('ssq');
    expect(rulesFor('').code).toBe('ssq');
    expect(rulesFor('jczq').code).toBe('ssq');
    expect(rulesFor('DLT').code).toBe('dlt');
  });
});
