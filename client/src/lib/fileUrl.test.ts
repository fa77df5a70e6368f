import { describe, expect, it } from 'vitest';
import { fileUrl, sizedUrl, srcSetOf } from './fileUrl';

describe('upload URLs in phone sizes', () => {
  it('turns a file id into its URL and leaves other URLs alone', () => {
    expect(fileUrl('0123abcd')).toBe('/api/Files/0123abcd');
    expect(fileUrl('https://thirdwx.qlogo.cn/a/132')).toBe('https://thirdwx.qlogo.cn/a/132');
  });

  it('asks an upload for a width, keeping a signed URL\'s query', () => {
    expect(sizedUrl('/api/Files/ab', 320)).toBe('/api/Files/ab?w=320');
    expect(sizedUrl('/api/Files/ab?exp=1&sig=f0', 750)).toBe('/api/Files/ab?exp=1&sig=f0&w=750');
    expect(sizedUrl('https://thirdwx.qlogo.cn/a/132', 320)).toBe('https://thirdwx.qlogo.cn/a/132');
  });

  it('lists the three copies in srcset for uploads only', () => {
    expect(srcSetOf('/api/Files/ab')).toBe('/api/Files/ab?w=320 320w, /api/Files/ab?w=750 750w, /api/Files/ab?w=1080 1080w');
    expect(srcSetOf('https://thirdwx.qlogo.cn/a/132')).toBeUndefined();
  });
});
