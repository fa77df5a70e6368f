// pages/competition/index (竞猜大赛): the released competitions, newest
// first, with their window, stake range and top prize (staff release them
// in the console).
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { linkTo } from '../../lib/paths';
import { EmptyState, LoadMore, QueryState, Tag } from '../../ui';
import { when } from './format';
import { quizText as t } from './strings';
import './quiz.css';

const Competitions = graphql(`
  query QuizCompetitions($after: String) {
    competitions(first: 10, after: $after) {
      edges {
        cursor
        node {
          id
          title
          state
          openAt
          closeAt
          stakeMin
          stakeMax
          prizes
          settledMatches
          matches {
            plays
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

export function CompetitionsPage() {
  const { data, loading, error, refetch, fetchMore } = useQuery(Competitions, { context: { silent: true }, notifyOnNetworkStatusChange: true });
  const list = data?.competitions;
  return (
    <div className="lm-quiz" data-testid="competitions">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {list &&
          (list.edges.length === 0 ? (
            <EmptyState title={t.competitionsEmpty} />
          ) : (
            <ul className="lm-quiz-comps">
              {list.edges.map(({ node: c }) => (
                <li key={c.id} className="lm-quiz-comp" data-testid="competition">
                  <Link className="lm-quiz-comp-link" to={linkTo.competition(c.id)}>
                    <span className="lm-quiz-comp-head">
                      <b className="lm-quiz-plan-title">{c.title}</b>
                      <Tag color={c.state === 'RELEASED' ? 'var(--lm-brand-text)' : 'default'} fill="outline">
                        {t.compState[c.state]}
                      </Tag>
                    </span>
                    <span className="lm-quiz-muted">{t.window(when(c.openAt), when(c.closeAt))}</span>
                    <span className="lm-quiz-muted">
                      {t.stakeRange(c.stakeMin, c.stakeMax)} · {t.settledMatches(c.settledMatches, c.matches.length)}
                    </span>
                    {c.prizes.length > 0 && <span className="lm-quiz-prize">{t.prizeOf(1, c.prizes[0])}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          ))}
        <LoadMore pageInfo={list?.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} />
      </QueryState>
    </div>
  );
}
