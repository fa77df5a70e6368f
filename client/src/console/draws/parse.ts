// What staff type into the draw form, as the API takes it: numbers
// separated by spaces or commas; yuan as fen (integers: money is never a
// float, common/money); prize rows `tier,yuan`.
import { yuanToFen } from '../common/money';

/** `"01 02, 3"` → [1, 2, 3]; null when anything is not a whole number. */
export function parseNumbers(text: string | undefined): number[] | null {
  const parts = (text ?? '').split(/[\s,，]+/).filter(Boolean);
  if (!parts.every((p) => /^\d{1,2}$/.test(p))) return null;
  return parts.map(Number);
}

/** Prize rows, one a line: `1,5000000` → [{ tier: 1, amountFen: "500000000" }]; null on a bad line. */
export function parsePrizes(text: string | undefined): { tier: number; amountFen: string }[] | null {
  const rows = [];
  for (const line of (text ?? '').split(/\r?\n/)) {
    if (!line.trim()) continue;
    const m = /^\s*(\d{1,2})\s*[,，]\s*(\S+)\s*$/.exec(line);
    const fen = m ? yuanToFen(m[2]) : null;
    if (!m || !fen || Number(m[1]) < 1 || Number(m[1]) > 10) return null;
    rows.push({ tier: Number(m[1]), amountFen: fen });
  }
  return rows;
}
