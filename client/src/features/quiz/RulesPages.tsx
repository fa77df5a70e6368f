// pages/quiz/rules/index (竞猜规则) and pages/quiz/recruit/index (专家招募):
// the rules as the server applies them, with the numbers of its settings
// (quizRules), so a changed setting changes the page.
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { paths } from '../../lib/paths';
import { Card, QueryState } from '../../ui';
import { rulesContent, quizText as t } from './strings';
import './quiz.css';

const Rules = graphql(`
  query QuizRulesPage {
    quizRules {
      boardMinWeek
      boardMinMonth
      expertMinSettled
      expertWindowDays
      expertMinHitRate
      expertReapplyDays
      expertStrikeDays
      planMaxPrice
      planMinAnalysis
    }
  }
`);

function useRules() {
  const q = useQuery(Rules, { context: { silent: true } });
  return { ...q, rules: q.data?.quizRules };
}

export function QuizRulesPage() {
  const { rules, loading, error, refetch } = useRules();
  return (
    <div className="lm-quiz" data-testid="quiz-rules">
      <QueryState loading={loading && !rules} error={rules ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {rules &&
          rulesContent(rules).map((s) => (
            <Card key={s.title} className="lm-quiz-card" title={s.title}>
              <ol className="lm-quiz-rules">
                {s.items.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ol>
            </Card>
          ))}
      </QueryState>
    </div>
  );
}

export function RecruitPage() {
  const { rules, loading, error, refetch } = useRules();
  return (
    <div className="lm-quiz" data-testid="quiz-recruit">
      <QueryState loading={loading && !rules} error={rules ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {rules && (
          <>
            <p className="lm-quiz-intro">{t.recruitIntro}</p>
            <Card className="lm-quiz-card" title={t.recruitRules}>
              <ol className="lm-quiz-rules" data-testid="recruit-rules">
                <li>{t.recruitRule.record(rules.expertWindowDays, rules.expertMinSettled, rules.expertMinHitRate)}</li>
                <li>{t.recruitRule.phone}</li>
                <li>{t.recruitRule.one}</li>
                <li>{t.recruitRule.reapply(rules.expertReapplyDays)}</li>
                {rules.expertStrikeDays > 0 && <li>{t.recruitRule.strike(rules.expertStrikeDays)}</li>}
              </ol>
            </Card>
            <Card className="lm-quiz-card" title={t.expertRules}>
              <ol className="lm-quiz-rules">
                <li>{t.expertRule.analysis(rules.planMinAnalysis)}</li>
                <li>{t.expertRule.price(rules.planMaxPrice)}</li>
                <li>{t.expertRule.refund}</li>
                <li>{t.expertRule.review}</li>
              </ol>
            </Card>
            <Link className="lm-quiz-cta" to={paths.quizApply} data-testid="apply-link">
              {t.applyNow}
            </Link>
          </>
        )}
      </QueryState>
    </div>
  );
}
