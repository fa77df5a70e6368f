// Drawing posters on a canvas (the quiz's and the shop's): the font stack,
// text broken into lines, and rounded boxes. The canvas has neither line
// breaking nor a rounded-rectangle path everywhere we run (older WebViews
// lack `roundRect`), so they are written here once.

/** The posters' font: the system's Chinese fonts, then Noto. */
export const POSTER_FONT = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

/** Breaks `text` into lines that fit `width` (by character: Chinese has no spaces). */
export function wrapText(measure: (s: string) => number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of text) {
    if (line && measure(line + ch) > width) {
      lines.push(line);
      line = ch;
    } else line += ch;
  }
  if (line) lines.push(line);
  return lines;
}

/** A rounded rectangle's path (fill or stroke it after). */
export function roundRect(c: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  c.beginPath();
  c.moveTo(x + r, y);
  c.arcTo(x + w, y, x + w, y + h, r);
  c.arcTo(x + w, y + h, x, y + h, r);
  c.arcTo(x, y + h, x, y, r);
  c.arcTo(x, y, x + w, y, r);
  c.closePath();
}
