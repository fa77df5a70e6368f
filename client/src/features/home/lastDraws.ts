// The last draws the home page showed, kept on this device so the page
// still shows them with the network cut (with the service worker serving
// the app's files, the home page opens offline). Public data only: the
// latest draws are the same for everyone.
import { readJson, writeJson } from '../../lib/storage';

const KEY = 'lm.home.lastDraws';

export function rememberDraws<T>(draws: T[]): void {
  if (draws.length > 0) writeJson(KEY, draws);
}

export function lastDrawsSeen<T>(): T[] {
  const v = readJson(KEY);
  return Array.isArray(v) ? (v as T[]) : [];
}
