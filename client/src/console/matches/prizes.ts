// The prize table as staff type it: whole points by place, separated by
// commas (either width), 、 or spaces; null when any part is not a
// positive whole number.
export function parsePrizes(text: string): number[] | null {
  const parts = text
    .split(/[,，、\s]+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!parts.length || parts.some((p) => !/^[1-9]\d{0,8}$/.test(p))) return null;
  return parts.map(Number);
}
