// The number-selection flow keeps its inputs in the URL: the index page
// picks candidates and blues, the filter page adds ranges, the result page
// runs them. Reload and back work on every step.
import type { SelectNumbersInput } from '../../gql/graphql';
import { parseNumbers } from './games';

export type SelectionParams = {
  candidates: number[];
  blues: number[];
  ranges: Record<RangeKey, [string, string]>;
  must: number[];
  exclude: number[];
};

export const RANGE_KEYS = ['sum', 'odd', 'big', 'span'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

const list = parseNumbers;

export function readSelection(q: URLSearchParams): SelectionParams {
  const ranges = Object.fromEntries(
    RANGE_KEYS.map((k) => [k, [q.get(`${k}Min`) ?? '', q.get(`${k}Max`) ?? '']]),
  ) as SelectionParams['ranges'];
  return { candidates: list(q.get('c')), blues: list(q.get('b')), ranges, must: list(q.get('must')), exclude: list(q.get('exclude')) };
}

export function writeSelection(p: SelectionParams): string {
  const q = new URLSearchParams({ c: p.candidates.join(','), b: p.blues.join(',') });
  for (const k of RANGE_KEYS) {
    if (p.ranges[k][0] !== '') q.set(`${k}Min`, p.ranges[k][0]);
    if (p.ranges[k][1] !== '') q.set(`${k}Max`, p.ranges[k][1]);
  }
  if (p.must.length) q.set('must', p.must.join(','));
  if (p.exclude.length) q.set('exclude', p.exclude.join(','));
  return q.toString();
}

const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

export function selectionInput(p: SelectionParams): SelectNumbersInput {
  return {
    candidates: p.candidates,
    blues: p.blues,
    sumMin: num(p.ranges.sum[0]),
    sumMax: num(p.ranges.sum[1]),
    oddMin: num(p.ranges.odd[0]),
    oddMax: num(p.ranges.odd[1]),
    bigMin: num(p.ranges.big[0]),
    bigMax: num(p.ranges.big[1]),
    spanMin: num(p.ranges.span[0]),
    spanMax: num(p.ranges.span[1]),
    must: p.must,
    exclude: p.exclude,
  };
}

/**
 * Whether the candidates make a selection (6–20 reds and a blue): the index
 * page goes on only then, and the filter and result pages opened without
 * them have nothing to work on.
 */
export function selectionReady(p: Pick<SelectionParams, 'candidates' | 'blues'>): boolean {
  const reds = new Set(p.candidates).size;
  return reds >= 6 && reds <= 20 && new Set(p.blues).size >= 1;
}
