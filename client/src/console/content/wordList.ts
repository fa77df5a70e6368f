// A pasted list of sensitive words: one a line, an optional action after a
// comma (`赌球,BLOCK`), else the default. Blank lines and repeats are
// skipped; a word outside 1–20 characters is reported by its line number.

export type WordAction = 'BLOCK' | 'HOLD';
export type ParsedList = { words: { word: string; action: WordAction }[]; bad: number[] };

/** The server's limit on a word (moderation::words). */
export const MAX_WORD = 20;

export function parseWordList(text: string, fallback: WordAction): ParsedList {
  const words: ParsedList['words'] = [];
  const bad: number[] = [];
  const seen = new Set<string>();
  text.split(/\r?\n/).forEach((line, i) => {
    const raw = line.trim();
    if (!raw) return;
    const m = /^(.*?)[,，]\s*(BLOCK|HOLD)$/i.exec(raw);
    const word = (m ? m[1] : raw).trim().toLowerCase();
    const action = (m ? m[2].toUpperCase() : fallback) as WordAction;
    const length = [...word].length;
    if (length < 1 || length > MAX_WORD) {
      bad.push(i + 1);
      return;
    }
    if (seen.has(word)) return;
    seen.add(word);
    words.push({ word, action });
  });
  return { words, bad };
}
