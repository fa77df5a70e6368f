// A guessing record's figures (platform rules §2): hit rate, 近10中N, the
// current and longest red streaks, return rate, and the red / black / void
// counts. The rates are the server's exact one-decimal strings.
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { rateText } from './format';
import { quizText as t } from './strings';

export const RecordFigures_record = graphql(`
  fragment RecordFigures_record on QuizRecord {
    scope
    settled
    red
    black
    void
    hitRate
    currentStreak
    longestStreak
    returnRate
    recent(n: 10) {
      played
      red
    }
  }
`);

export function RecordFigures({ record, testId }: { record: FragmentType<typeof RecordFigures_record>; testId?: string }) {
  const r = getFragmentData(RecordFigures_record, record);
  return (
    <div className="lm-quiz-figures" data-testid={testId ?? 'record-figures'}>
      <dl className="lm-quiz-figure-grid">
        <div>
          <dt>{t.hitRate}</dt>
          <dd data-testid="hit-rate">{rateText(r.hitRate)}</dd>
        </div>
        <div>
          <dt>{t.recentLabel}</dt>
          <dd data-testid="recent">{t.recent(r.recent.played, r.recent.red)}</dd>
        </div>
        <div>
          <dt>{t.currentStreak}</dt>
          <dd data-testid="streak">{r.currentStreak}</dd>
        </div>
        <div>
          <dt>{t.returnRate}</dt>
          <dd data-testid="return-rate">{rateText(r.returnRate)}</dd>
        </div>
      </dl>
      <p className="lm-quiz-muted">
        {t.settledOf(r.settled)} · {t.redBlackVoid(r.red, r.black, r.void)} · {t.longestStreak} {r.longestStreak}
      </p>
    </div>
  );
}
