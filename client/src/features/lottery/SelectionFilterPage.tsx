// selection/filter (chooseBall filter): ranges for the sum, odd count, big
// count and span, numbers every bet must hold, and numbers to leave out.
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toggled } from '../../ui/Balls';
import { linkTo } from '../../lib/paths';
import { two } from './games';
import { RANGE_KEYS, readSelection, writeSelection, type RangeKey } from './selectionParams';
import { lotteryText as t } from './strings';

export function SelectionFilterPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const p = readSelection(params);
  const set = (next: Partial<typeof p>) => setParams(writeSelection({ ...p, ...next }), { replace: true });
  const setRange = (k: RangeKey, i: 0 | 1, v: string) => {
    const r = { ...p.ranges, [k]: [...p.ranges[k]] as [string, string] };
    r[k][i] = v.replace(/[^0-9]/g, '');
    set({ ranges: r });
  };
  const mark = (n: number) => {
    // A tap cycles a candidate: plain → must hold → left out → plain.
    if (p.must.includes(n)) set({ must: p.must.filter((x) => x !== n), exclude: [...toggled(new Set(p.exclude), n)] });
    else if (p.exclude.includes(n)) set({ exclude: p.exclude.filter((x) => x !== n) });
    else set({ must: [...p.must, n] });
  };
  return (
    <div className="page selection-filter">
      <table className="filters">
        <tbody>
          {RANGE_KEYS.map((k) => (
            <tr key={k}>
              <th>{t.rangeNames[k]}</th>
              <td>
                <input inputMode="numeric" placeholder={t.min} value={p.ranges[k][0]} data-testid={`${k}-min`} onChange={(e) => setRange(k, 0, e.target.value)} />
              </td>
              <td>
                <input inputMode="numeric" placeholder={t.max} value={p.ranges[k][1]} data-testid={`${k}-max`} onChange={(e) => setRange(k, 1, e.target.value)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t.mustHint}</p>
      <div className="balls">
        {p.candidates.map((n) => (
          <button
            key={n}
            data-testid={`mark-${n}`}
            className={p.must.includes(n) ? 'ball red on' : p.exclude.includes(n) ? 'ball red excluded' : 'ball red'}
            onClick={() => mark(n)}
          >
            {two(n)}
          </button>
        ))}
      </div>
      <button className="primary" data-testid="run-filter" onClick={() => navigate(linkTo.selectionResult(writeSelection(p)))}>
        {t.filter}
      </button>
    </div>
  );
}
