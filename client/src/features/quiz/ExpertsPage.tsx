// pages/quiz/professor/list: the experts, most recent first, each with the
// hit rate and 近10中N of their picks and of their plans.
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { linkTo, paths } from '../../lib/paths';
import { EmptyState, LoadMore, QueryState } from '../../ui';
import { rateText } from './format';
import { quizText as t } from './strings';
import './quiz.css';

const Experts = graphql(`
  query QuizExpertsPage($after: String) {
    experts(first: 10, after: $after) {
      edges {
        cursor
        node {
          memberId
          member {
            id
            nickname
          }
          records {
            scope
            hitRate
            currentStreak
            recent(n: 10) {
              played
              red
            }
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export function ExpertsPage() {
  const { data, loading, error, refetch, fetchMore } = useQuery(Experts, { context: { silent: true }, notifyOnNetworkStatusChange: true });
  const list = data?.experts;
  return (
    <div className="lm-quiz" data-testid="quiz-experts">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {list && (
          <>
            {list.edges.length === 0 ? (
              <EmptyState title={t.expertsEmpty}>
                <Link to={paths.quizRecruit}>{t.becomeExpert}</Link>
              </EmptyState>
            ) : (
              <ul className="lm-quiz-experts">
                {list.edges.map(({ node: e }) => {
                  const all = e.records.find((r) => r.scope === 'all');
                  const plans = e.records.find((r) => r.scope === 'plans');
                  return (
                    <li key={e.memberId} className="lm-quiz-expert" data-testid="expert">
                      <Link className="lm-quiz-expert-link" to={linkTo.quizExpert(e.memberId)}>
                        <span className="lm-quiz-avatar" aria-hidden>
                          {(e.member?.nickname ?? '').slice(0, 1)}
                        </span>
                        <span className="lm-quiz-row-main">
                          <b className="lm-quiz-row-name">{e.member?.nickname}</b>
                          <span className="lm-quiz-muted">
                            {t.pickRecord} {t.hitRate} {rateText(all?.hitRate)} · {t.recent(all?.recent.played ?? 0, all?.recent.red ?? 0)} ·{' '}
                            {t.streak} {all?.currentStreak ?? 0}
                          </span>
                          <span className="lm-quiz-muted">
                            {t.planRecord} {t.recent(plans?.recent.played ?? 0, plans?.recent.red ?? 0)}
                          </span>
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            )}
            <LoadMore pageInfo={list.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} />
            <p className="lm-quiz-note">
              <Link to={paths.quizRecruit}>{t.recruit}</Link>
            </p>
          </>
        )}
      </QueryState>
    </div>
  );
}
