// selection/filter (chooseBall filter): ranges for the sum, odd count, big
// count and span, numbers every bet must hold, and numbers to leave out.
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Card, Input, MissingState, toggled } from '../../ui';
import { linkTo } from '../../lib/paths';
import { two } from './games';
import { RANGE_KEYS, readSelection, selectionReady, writeSelection, type RangeKey } from './selectionParams';
import { lotteryText as t } from './strings';
import './lottery.css';

export function SelectionFilterPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const p = readSelection(params);
  if (!selectionReady(p)) return <MissingState what={t.candidatesWhat} />;
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
    <div className="lm-lottery lm-lottery-filter">
      <Card title={t.filterTitle}>
        {RANGE_KEYS.map((k) => (
          <div key={k} className="lm-lottery-range" role="group" aria-label={t.rangeNames[k]}>
            <span>{t.rangeNames[k]}</span>
            <Input
              inputMode="numeric"
              placeholder={t.min}
              aria-label={t.rangeLabel(t.rangeNames[k], t.min)}
              value={p.ranges[k][0]}
              data-testid={`${k}-min`}
              onChange={(v) => setRange(k, 0, v)}
            />
            <span className="lm-lottery-range-dash" aria-hidden="true">
              –
            </span>
            <Input
              inputMode="numeric"
              placeholder={t.max}
              aria-label={t.rangeLabel(t.rangeNames[k], t.max)}
              value={p.ranges[k][1]}
              data-testid={`${k}-max`}
              onChange={(v) => setRange(k, 1, v)}
            />
          </div>
        ))}
      </Card>
      <Card title={t.candidatesWhat}>
        <p className="lm-lottery-hint">{t.mustHint}</p>
        {/* A three-state mark over the candidates only (not 1..33), so the
            cells are ball buttons by hand rather than the BallPicker. */}
        <div className="lm-balls" role="group" aria-label={t.candidatesWhat}>
          {p.candidates.map((n) => {
            const state = p.must.includes(n) ? 'must' : p.exclude.includes(n) ? 'exclude' : 'plain';
            return (
              <button
                key={n}
                type="button"
                data-testid={`mark-${n}`}
                className={state === 'must' ? 'lm-ball red on' : state === 'exclude' ? 'lm-ball red excluded' : 'lm-ball red'}
                aria-label={t.markLabel(two(n), t.markStates[state])}
                onClick={() => mark(n)}
              >
                {two(n)}
              </button>
            );
          })}
        </div>
      </Card>
      <Button color="primary" block data-testid="run-filter" onClick={() => navigate(linkTo.selectionResult(writeSelection(p)))}>
        {t.filter}
      </Button>
    </div>
  );
}
