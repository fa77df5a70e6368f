import { describe, expect, it } from 'vitest';
import { deliveryText } from './delivery';

describe('deliveryText', () => {
  it('shows reads over recipients with the share rounded down', () => {
    expect(deliveryText({ recipients: 3, reads: 2 }, 'SENT')).toBe('2 / 3（66%）');
    expect(deliveryText({ recipients: 100000, reads: 0 }, 'SENT')).toBe('0 / 100000（0%）');
  });
  it('says a broadcast is being counted while its count is 0', () => {
    expect(deliveryText({ recipients: 0, reads: 0 }, 'SENT')).toBe('统计中');
  });
  it('shows the planned recipients of a scheduled message and nothing for a cancelled one', () => {
    expect(deliveryText({ recipients: 5, reads: 0 }, 'SCHEDULED')).toBe('预计 5 人');
    expect(deliveryText({ recipients: 5, reads: 0 }, 'CANCELLED')).toBe('—');
    expect(deliveryText(null, 'SENT')).toBe('—');
  });
});
