// pages/quiz/recruit/apply (申请成为专家): a statement to send, and the
// caller's applications with their state, outcome (a rejection's reason)
// and, while open, a way to withdraw.
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { linkTo, paths } from '../../lib/paths';
import { Button, Card, EmptyState, LoadMore, QueryState, Tag, TextArea, toast } from '../../ui';
import { quizErrorText, showQuizErrors } from './errors';
import { when } from './format';
import { quizText as t } from './strings';
import { useViewer } from './useViewer';
import './quiz.css';

const Applications = graphql(`
  query QuizApplications($after: String) {
    myExpertApplications(first: 10, after: $after) {
      edges {
        cursor
        node {
          id
          statement
          state
          outcome
          reason
          settled
          red
          createdAt
          flags {
            cancellable
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

const Apply = graphql(`
  mutation QuizApplyExpert($statement: String!) {
    applyExpert(input: { statement: $statement }) {
      application {
        id
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const Withdraw = graphql(`
  mutation QuizWithdrawApplication($id: ID!) {
    cancelExpertApplication(input: { id: $id }) {
      application {
        id
        state
        outcome
        flags {
          cancellable
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function ApplyPage() {
  const fieldId = useId();
  const [statement, setStatement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const viewer = useViewer();
  const list = useQuery(Applications, { context: { silent: true }, notifyOnNetworkStatusChange: true });
  const [apply, { loading: applying }] = useMutation(Apply, { refetchQueries: ['QuizApplications'] });
  const [withdraw] = useMutation(Withdraw);
  const apps = list.data?.myExpertApplications;
  const submit = async () => {
    setProblem(null);
    const r = (await apply({ variables: { statement: statement.trim() } }).catch(() => null))?.data?.applyExpert;
    if (!r) return;
    const err = r.userErrors[0];
    if (err) {
      setProblem(quizErrorText(err, { NOT_ELIGIBLE: t.notEligibleApply }));
      return;
    }
    setStatement('');
    toast(t.applied, 0);
  };
  return (
    <div className="lm-quiz" data-testid="quiz-apply">
      <QueryState
        loading={(viewer.loading && !viewer.me) || (list.loading && !list.data)}
        error={viewer.me ? (list.data ? null : list.error) : viewer.error}
        onRetry={() => void Promise.all([viewer.refetch(), list.refetch()]).catch(() => undefined)}
      >
        {viewer.me?.isExpert ? (
          <EmptyState title={t.alreadyExpert}>
            <Link to={linkTo.quizExpert(viewer.me.id)}>{t.expert}</Link>
          </EmptyState>
        ) : (
          <Card className="lm-quiz-card lm-quiz-form" title={t.applyNow}>
            <label className="lm-quiz-label" htmlFor={fieldId}>
              {t.statement}
            </label>
            <TextArea
              id={fieldId}
              className="lm-quiz-textarea"
              placeholder={t.statementPlaceholder}
              maxLength={500}
              rows={5}
              showCount
              value={statement}
              onChange={setStatement}
            />
            {problem && (
              <p className="lm-quiz-error" role="alert" data-testid="apply-error">
                {problem}
              </p>
            )}
            <Button block color="primary" disabled={!statement.trim()} loading={applying} onClick={() => void submit()} data-testid="apply-submit">
              {t.submitApply}
            </Button>
            <p className="lm-quiz-note">
              <Link to={paths.quizRecruit}>{t.recruitRules}</Link>
            </p>
          </Card>
        )}
        {apps && (
          <section>
            <h2 className="lm-quiz-heading">{t.myApplications}</h2>
            {apps.edges.length === 0 ? (
              <EmptyState title={t.noApplications} />
            ) : (
              <ul className="lm-quiz-apps">
                {apps.edges.map(({ node: a }) => (
                  <li key={a.id} className="lm-quiz-app" data-testid="application">
                    <p className="lm-quiz-app-head">
                      <Tag color={a.outcome === 'APPROVED' ? 'var(--lm-brand-text)' : 'default'} fill="outline">
                        {a.outcome ? t.appOutcome[a.outcome] : t.appState[a.state]}
                      </Tag>
                      <span className="lm-quiz-muted">{when(a.createdAt)}</span>
                    </p>
                    <p className="lm-quiz-app-text">{a.statement}</p>
                    <p className="lm-quiz-muted">{t.appFigures(a.settled, a.red)}</p>
                    {a.reason && <p className="lm-quiz-muted">{t.rejectReason(a.reason)}</p>}
                    {a.flags.cancellable && (
                      <Button
                        size="small"
                        onClick={async () => {
                          const r = (await withdraw({ variables: { id: a.id } }).catch(() => null))?.data?.cancelExpertApplication;
                          if (r && !showQuizErrors(r.userErrors)) toast(t.withdrawn, 0);
                        }}
                      >
                        {t.withdraw}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <LoadMore pageInfo={apps.pageInfo} onMore={(after) => list.fetchMore({ variables: { after } })} />
          </section>
        )}
      </QueryState>
    </div>
  );
}
