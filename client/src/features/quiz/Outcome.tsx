// A settled pick's, leg's, plan's or entry's mark: 红 (hit), 黑 (miss),
// 走 (cancelled match), or 待开奖 while the match is undecided.
import type { QuizOutcome } from '../../gql/graphql';
import { Tag } from '../../ui';
import { quizText as t } from './strings';

const COLORS: Record<QuizOutcome, string> = {
  RED: 'var(--lm-brand-text)',
  BLACK: '#222222',
  VOID: '#666666',
};

export function OutcomeTag({ outcome, long }: { outcome: QuizOutcome | null | undefined; long?: boolean }) {
  const text = outcome ? (long ? t.outcomeLong[outcome] : t.outcome[outcome]) : t.open;
  return (
    <Tag
      className={`lm-quiz-outcome lm-quiz-outcome-${outcome?.toLowerCase() ?? 'open'}`}
      color={outcome ? COLORS[outcome] : 'default'}
      fill={outcome ? 'solid' : 'outline'}
      data-testid="outcome"
      data-outcome={outcome ?? 'OPEN'}
    >
      {text}
    </Tag>
  );
}
