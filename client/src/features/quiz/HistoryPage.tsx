// pages/quiz/history/index?id=: a member's record and picks (a board row
// leads here). Others' picks show once their first match has kicked off.
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { linkTo } from '../../lib/paths';
import { EmptyState, LoadMore, MissingState, QueryState, Tag } from '../../ui';
import { PickCard } from './PickCard';
import { RecordsCard } from './RecordsCard';
import { quizText as t } from './strings';
import './quiz.css';

const History = graphql(`
  query QuizHistoryPage($id: ID!, $after: String) {
    member(id: $id) {
      id
      nickname
      isExpert
    }
    quizRecords(memberId: $id) {
      scope
      ...RecordFigures_record
    }
    quizPicks(memberId: $id, first: 10, after: $after) {
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

export function HistoryPage() {
  const id = useSearchParams()[0].get('id');
  if (!id) return <MissingState what={t.memberId} />;
  return <HistoryView id={id} />;
}

function HistoryView({ id }: { id: string }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(History, {
    variables: { id },
    context: { silent: true },
    notifyOnNetworkStatusChange: true,
  });
  const m = data?.member;
  const picks = data?.quizPicks;
  return (
    <div className="lm-quiz" data-testid="quiz-history">
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={!!data && !m}
        emptyText={t.noMember}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {m && data && picks && (
          <>
            <h2 className="lm-quiz-heading lm-quiz-name">
              {m.nickname}
              {m.isExpert && (
                <Link to={linkTo.quizExpert(m.id)}>
                  <Tag color="var(--lm-brand-text)" fill="outline">
                    {t.expertTag}
                  </Tag>
                </Link>
              )}
            </h2>
            <RecordsCard title={t.record} records={data.quizRecords} />
            <h2 className="lm-quiz-heading">{t.picks}</h2>
            {picks.edges.length === 0 ? (
              <EmptyState title={t.noPicksOther} />
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
