import { describe, expect, it } from 'vitest';
import { parsePrizes } from './prizes';

describe('the prize table', () => {
  it('reads whole points by place, any separator', () => {
    expect(parsePrizes('100,50，20、10 5')).toEqual([100, 50, 20, 10, 5]);
  });
  it('refuses zero, fractions, signs and empty text', () => {
    for (const bad of ['', '0', '10.5', '-3', '10,abc', '1234567890']) expect(parsePrizes(bad)).toBeNull();
  });
});
