// A list's filters kept in the URL's query string: read as a record of the
// named keys (absent or empty: undefined), written all at once (a new
// search drops the old cursor and keys left empty).
import { useSearchParams } from 'react-router';

export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) || undefined])) as Record<K, string | undefined>;
  const apply = (next: Partial<Record<K, string | number | null | undefined>>) => {
    const out = new URLSearchParams();
    for (const k of keys) {
      const v = next[k];
      if (v !== undefined && v !== null && String(v).trim() !== '') out.set(k, String(v).trim());
    }
    setParams(out);
  };
  return { values, apply };
}
