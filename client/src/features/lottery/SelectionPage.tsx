// selection/index: 双色球 number selection, step 1 — candidate reds (6–20)
// and the blues to play; then the filters.
import { useNavigate, useSearchParams, Link } from 'react-router';
import { BallPicker, Button, Card, List, toggled } from '../../ui';
import { linkTo, paths } from '../../lib/paths';
import { readSelection, selectionReady, writeSelection } from './selectionParams';
import { lotteryText as t } from './strings';
import './lottery.css';

export function SelectionPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const p = readSelection(params);
  const reds = new Set(p.candidates);
  const blues = new Set(p.blues);
  const set = (next: Partial<typeof p>) => setParams(writeSelection({ ...p, ...next }), { replace: true });
  return (
    <div className="lm-lottery lm-lottery-selection">
      <Card>
        <section className="lm-lottery-zone">
          <h3 className="lm-lottery-zone-title">{t.candidates}</h3>
          <BallPicker
            max={33}
            picked={reds}
            kind="red"
            label={t.candidates}
            onToggle={(n) => set({ candidates: [...toggled(reds, n)].sort((a, b) => a - b) })}
          />
        </section>
        <section className="lm-lottery-zone">
          <h3 className="lm-lottery-zone-title">{t.pickBlue}</h3>
          <BallPicker
            max={16}
            picked={blues}
            kind="blue"
            label={t.pickBlue}
            onToggle={(n) => set({ blues: [...toggled(blues, n)].sort((a, b) => a - b) })}
          />
        </section>
        <p className="lm-lottery-note" aria-live="polite">
          {t.candidateCount(reds.size, blues.size)}
        </p>
      </Card>
      <Button
        color="primary"
        block
        data-testid="to-filter"
        disabled={!selectionReady(p)}
        onClick={() => navigate(linkTo.selectionFilter(writeSelection(p)))}
      >
        {t.nextFilter}
      </Button>
      <List className="lm-lottery-menu">
        {[
          { to: paths.selectionRecords, label: t.records },
          { to: paths.splitOrder, label: t.splitTitle },
          { to: paths.splitRecords, label: t.splitRecords },
          { to: paths.selectionRule, label: t.ruleTitle },
        ].map((item) => (
          <List.Item key={item.to} className="lm-lottery-row" arrowIcon>
            <Link className="lm-lottery-row-link" to={item.to}>
              {item.label}
            </Link>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
