// selection/index: 双色球 number selection, step 1 — candidate reds (6–20)
// and the blues to play; then the filters.
import { useNavigate, useSearchParams, Link } from 'react-router-dom';
import { BallPicker, toggled } from '../../ui/Balls';
import { linkTo, paths } from '../../lib/paths';
import { readSelection, writeSelection } from './selectionParams';
import { lotteryText as t } from './strings';

export function SelectionPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const p = readSelection(params);
  const reds = new Set(p.candidates);
  const blues = new Set(p.blues);
  const set = (next: Partial<typeof p>) => setParams(writeSelection({ ...p, ...next }), { replace: true });
  const ready = reds.size >= 6 && reds.size <= 20 && blues.size >= 1;
  return (
    <div className="page selection">
      <p>{t.candidates}</p>
      <BallPicker max={33} picked={reds} kind="red" onToggle={(n) => set({ candidates: [...toggled(reds, n)].sort((a, b) => a - b) })} />
      <p>{t.pickBlue}</p>
      <BallPicker max={16} picked={blues} kind="blue" onToggle={(n) => set({ blues: [...toggled(blues, n)].sort((a, b) => a - b) })} />
      <p className="hint">{t.candidateCount(reds.size, blues.size)}</p>
      <button
        className="primary"
        data-testid="to-filter"
        disabled={!ready}
        onClick={() => navigate(linkTo.selectionFilter(writeSelection(p)))}
      >
        {t.nextFilter}
      </button>
      <nav className="menu">
        <Link className="menu-item" to={paths.selectionRecords}>{t.records}</Link>
        <Link className="menu-item" to={paths.splitOrder}>{t.splitTitle}</Link>
        <Link className="menu-item" to={paths.splitRecords}>{t.splitRecords}</Link>
        <Link className="menu-item" to={paths.selectionRule}>{t.ruleTitle}</Link>
      </nav>
    </div>
  );
}
