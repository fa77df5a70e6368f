// Tracking action ids (spec §9): 32 characters from a 41-character alphabet.
export const ACTION_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.~!';
export const ACTION_ID_LENGTH = 32;

export function actionId(random: (n: number) => Uint8Array = randomBytes): string {
  const bytes = random(ACTION_ID_LENGTH);
  let out = '';
  for (const b of bytes) out += ACTION_ID_ALPHABET[b % ACTION_ID_ALPHABET.length];
  return out;
}

function randomBytes(n: number): Uint8Array {
  const b = new Uint8Array(n);
  crypto.getRandomValues(b);
  return b;
}
