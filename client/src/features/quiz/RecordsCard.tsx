// A member's records: the overall figures, then one line per scope that has
// anything settled (per game, per play type, 2串1, an expert's plans);
// `extra` at the head's end (a way on: 排名记录).
import type { ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '../../gql';
import { Card } from '../../ui';
import { rateText, scopeName } from './format';
import { RecordFigures, RecordFigures_record } from './RecordFigures';
import { quizText as t } from './strings';

type RecordRef = FragmentType<typeof RecordFigures_record>;

/** Scopes in the order the table lists them: games, play types, 2串1 (the rest after). */
const ORDER = Object.keys(t.scopes);

export function RecordsCard({ title, records, scope = 'all', extra }: { title: string; records: readonly RecordRef[]; scope?: string; extra?: ReactNode }) {
  const all = records.find((r) => getFragmentData(RecordFigures_record, r).scope === scope);
  const rest = records
    .map((r) => getFragmentData(RecordFigures_record, r))
    .filter((r) => r.scope !== 'all' && r.scope !== 'plans' && r.settled + r.void > 0)
    .sort((a, b) => ORDER.indexOf(a.scope) - ORDER.indexOf(b.scope));
  return (
    <Card className="lm-quiz-card" title={title} extra={extra}>
      {all ? <RecordFigures record={all} /> : <p className="lm-quiz-muted">{t.noStats}</p>}
      {scope === 'all' && rest.length > 0 && (
        <table className="lm-quiz-scopes" data-testid="scopes">
          <caption>{t.byPlay}</caption>
          <thead>
            <tr>
              <th scope="col">{t.pickMode}</th>
              <th scope="col">{t.settledCount}</th>
              <th scope="col">{t.hitRate}</th>
              <th scope="col">{t.longestStreak}</th>
            </tr>
          </thead>
          <tbody>
            {rest.map((r) => (
              <tr key={r.scope}>
                <th scope="row">{scopeName(r.scope)}</th>
                <td>{t.redBlackVoid(r.red, r.black, r.void)}</td>
                <td>{rateText(r.hitRate)}</td>
                <td>{r.longestStreak}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
