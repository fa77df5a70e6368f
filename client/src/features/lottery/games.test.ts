import { describe, expect, it } from 'vitest';
import { complete, decodeZones, encodeZones, gameDef, ticketNumbers } from './games';

describe('lottery game picks', () => {
  it('round-trips a pick through the URL text', () => {
    const dlt = gameDef('dlt');
    const zones = [
      { dan: [3], tuo: [1, 2, 4, 5, 6] },
      { dan: [], tuo: [1, 7] },
    ];
    expect(decodeZones(dlt, encodeZones(zones))).toEqual(zones);
    expect(decodeZones(dlt, null)).toEqual([
      { dan: [], tuo: [] },
      { dan: [], tuo: [] },
    ]);
  });

  it('knows when a pick makes at least one bet', () => {
    const ssq = gameDef('ssq');
    expect(complete(ssq, [{ dan: [], tuo: [1, 2, 3, 4, 5] }, { dan: [], tuo: [1] }])).toBe(false);
    expect(complete(ssq, [{ dan: [1], tuo: [2, 3, 4, 5, 6] }, { dan: [], tuo: [1] }])).toBe(true);
    const pl3 = gameDef('pl3');
    expect(complete(pl3, [{ dan: [], tuo: [1] }, { dan: [], tuo: [] }, { dan: [], tuo: [2] }])).toBe(false);
  });

  it('turns 七星彩 positions into six digits and the last', () => {
    const qxc = gameDef('qxc');
    const zones = [1, 2, 3, 4, 5, 6, 14].map((n) => ({ dan: [], tuo: [n] }));
    expect(ticketNumbers(qxc, zones)).toEqual({ main: [1, 2, 3, 4, 5, 6], extra: [14] });
  });
});
