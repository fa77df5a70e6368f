// pages/quiz/mine/index (我的竞猜): the caller's record (hit rate, 近10中N,
// streaks, return rate, per play type) and picks, newest first, with their
// 红 / 黑 / 走 marks. A settlement moves the record live (myQuizRecord).
// The record leads to the caller's places on past boards (排名记录).
import { useQuery, useSubscription } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { linkTo, paths } from '../../lib/paths';
import { useSession } from '../../shell/session/SessionProvider';
import { EmptyState, LoadMore, QueryState } from '../../ui';
import { PickCard } from './PickCard';
import { RecordsCard } from './RecordsCard';
import { quizText as t } from './strings';
import './quiz.css';

const Mine = graphql(`
  query QuizMinePage($memberId: ID!, $after: String) {
    quizRecords(memberId: $memberId) {
      scope
      ...RecordFigures_record
    }
    myQuizPicks(first: 10, after: $after) {
      edges {
        cursor
        node {
          id
          ...PickCard_pick
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const Moved = graphql(`
  subscription QuizRecordMoved {
    myQuizRecord {
      settled
      red
      currentStreak
    }
  }
`);

export function MinePage() {
  const { session } = useSession();
  const memberId = session?.user.id ?? '';
  const { data, loading, error, refetch, fetchMore } = useQuery(Mine, {
    variables: { memberId },
    skip: !memberId,
    context: { silent: true },
    notifyOnNetworkStatusChange: true,
  });
  // A pick settled: read the record and the picks again.
  useSubscription(Moved, { skip: !memberId, onData: () => void refetch().catch(() => undefined) });
  const picks = data?.myQuizPicks;
  return (
    <div className="lm-quiz" data-testid="quiz-mine">
      <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {data && picks && (
          <>
            <RecordsCard
              title={t.myRecord}
              records={data.quizRecords}
              extra={
                <Link className="lm-quiz-places-link" to={linkTo.rankingMember(memberId)} data-testid="member-places-link">
                  {t.memberPlaces}
                </Link>
              }
            />
            <h2 className="lm-quiz-heading">{t.picks}</h2>
            {picks.edges.length === 0 ? (
              <EmptyState title={t.noPicks}>
                <Link to={paths.quizPick}>{t.goPick}</Link>
              </EmptyState>
            ) : (
              <div className="lm-quiz-list">
                {picks.edges.map((e) => (
                  <PickCard key={e.node.id} pick={e.node} />
                ))}
              </div>
            )}
            <LoadMore pageInfo={picks.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} />
          </>
        )}
      </QueryState>
    </div>
  );
}
