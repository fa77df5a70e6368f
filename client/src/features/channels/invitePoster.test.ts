// The invite poster's layout (推广码): long titles and links are clamped
// with an ellipsis, and the parts stack without overlapping whatever the
// lines, on the 750-wide poster.
import { describe, expect, it } from 'vitest';
import { clampLines, invitePosterLayout, POSTER_QR, POSTER_WIDTH } from './invitePoster';

/** Every character as wide as the font's size (a Chinese font's square). */
const measure = (font: string, s: string) => Number(/(\d+)px/.exec(font)?.[1] ?? 0) * [...s].length;

describe('clampLines', () => {
  const width = (s: string) => s.length;
  it('keeps text that fits in its lines', () => {
    expect(clampLines(width, '一号渠道', 4, 2)).toEqual(['一号渠道']);
    expect(clampLines(width, '一号渠道推广', 4, 2)).toEqual(['一号渠道', '推广']);
  });
  it('ends the last line with an ellipsis when text is left over', () => {
    expect(clampLines(width, '一二三四五六七八九十', 4, 2)).toEqual(['一二三四', '五六七…']);
  });
});

describe('invitePosterLayout', () => {
  const poster = { title: '一号渠道', code: 'ABCD2345', link: 'https://example.com/pages/share/receive?code=ABCD2345' };

  it('writes the title, the invitation, the code and the link, top to bottom', () => {
    const l = invitePosterLayout(poster, measure);
    const texts = l.texts.map((x) => x.text);
    expect(texts).toEqual([
      '彩友会员中心 · 渠道邀请',
      '一号渠道',
      '诚邀你加入彩友会员中心',
      '数据查询 · 走势分析 · 奖金计算',
      '推广码 ABCD2345',
      '长按识别二维码，或打开下方链接注册',
      // 24 px a character in 610 px: 25 characters a line.
      'https://example.com/pages',
      '/share/receive?code=ABCD2',
      '345',
    ]);
    const ys = l.texts.map((x) => x.y);
    expect([...ys].sort((a, b) => a - b)).toEqual(ys);
  });

  it('puts the QR code in the card, under the red top, above the code, centred', () => {
    const l = invitePosterLayout(poster, measure);
    const codeY = l.texts.find((x) => x.text.startsWith('推广码'))!.y;
    expect(l.qr.w).toBe(POSTER_QR);
    expect(l.qr.x * 2 + l.qr.w).toBe(POSTER_WIDTH);
    expect(l.qr.y).toBeGreaterThan(l.card.y);
    expect(l.qr.y + l.qr.h).toBeLessThan(codeY - 48);
    expect(l.card.y).toBeLessThan(l.band);
    expect(l.texts.filter((x) => x.y < l.band).map((x) => x.text)).toContain('数据查询 · 走势分析 · 奖金计算');
    expect(l.card.y + l.card.h).toBeGreaterThan(l.texts.at(-1)!.y);
    expect(l.height).toBeGreaterThan(l.card.y + l.card.h);
  });

  it('gives a long title two lines at most and grows the poster by its lines', () => {
    const short = invitePosterLayout(poster, measure);
    const long = invitePosterLayout({ ...poster, title: '深圳市南山区科技园彩友会员推广一号渠道（线下门店合作）' }, measure);
    const title = long.texts.filter((x) => x.font.includes('56px')).map((x) => x.text);
    expect(title).toHaveLength(2);
    expect(title[1].endsWith('…')).toBe(true);
    expect(long.height - short.height).toBe(72);
    expect(long.qr.y - short.qr.y).toBe(72);
  });
});
