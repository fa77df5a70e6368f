// What staff type into the draw form, as the API takes it: numbers
// separated by spaces or commas; yuan as fen (integers: money is never a
// float, common/money); prize rows `tier,yuan`.
import { fenToYuan, yuanToFen } from '../common/money';

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

/** A published prize row as the draw list reads it. */
export type PublishedPrize = { tier: number; name?: string | null; amount: { fen: string }; additional?: { fen: string } | null; winners?: number | null };

/** The published rows as the form's text, one `tier,yuan` a line. */
export function prizesText(rows: readonly PublishedPrize[]): string {
  return rows.map((r) => `${r.tier},${fenToYuan(String(r.amount.fen))}`).join('\n');
}

/**
 * A correction's prize rows: the amounts typed, each tier keeping what the
 * form does not show (its name, winners and 追加 amount) from the published
 * row of the same tier.
 */
export function mergePrizes(typed: { tier: number; amountFen: string }[], published: readonly PublishedPrize[]) {
  return typed.map((row) => {
    const was = published.find((p) => p.tier === row.tier);
    return { ...row, name: was?.name ?? null, winners: was?.winners ?? null, additionalFen: was?.additional ? String(was.additional.fen) : null };
  });
}
