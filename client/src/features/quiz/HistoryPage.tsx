// pages/quiz/history/index?id=&game=: a member's record and picks (a board
// row leads here) — history_jc: all picks, or one game's (竞彩足球 / 竞彩篮球)
// with that game's record. Others' picks show once their first match has
// kicked off. The record leads to the member's places on past boards
// (排名记录).
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { SportsGame } from '../../gql/graphql';
import { linkTo } from '../../lib/paths';
import { EmptyState, LoadMore, MissingState, QueryState, Tabs, Tag } from '../../ui';
import { PickCard } from './PickCard';
import { RecordsCard } from './RecordsCard';
import { quizText as t } from './strings';
import './quiz.css';

const History = graphql(`
  query QuizHistoryPage($id: ID!, $game: SportsGame, $after: String) {
    member(id: $id) {
      id
      nickname
      isExpert
    }
    quizRecords(memberId: $id) {
      scope
      ...RecordFigures_record
    }
    quizPicks(memberId: $id, game: $game, first: 10, after: $after) {
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

/** The game tabs: every pick, or one game's (the key is the URL's `game`). */
const GAMES: { key: '' | SportsGame; name: string }[] = [
  { key: '', name: t.scopes.all },
  { key: 'JCZQ', name: t.scopes['game:jczq'] },
  { key: 'JCLQ', name: t.scopes['game:jclq'] },
];

export function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  if (!id) return <MissingState what={t.memberId} />;
  const game = GAMES.find((g) => g.key && g.key === params.get('game'))?.key || null;
  const pickGame = (key: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (key) next.set('game', key);
        else next.delete('game');
        return next;
      },
      { replace: true },
    );
  return <HistoryView id={id} game={game} onGame={pickGame} />;
}

function HistoryView({ id, game, onGame }: { id: string; game: SportsGame | null; onGame: (key: string) => void }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(History, {
    variables: { id, game },
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
            <Tabs className="lm-quiz-tabs" activeKey={game ?? ''} onChange={onGame} data-testid="history-games">
              {GAMES.map((g) => (
                <Tabs.Tab key={g.key} title={g.name} />
              ))}
            </Tabs>
            <RecordsCard
              title={t.record}
              records={data.quizRecords}
              scope={game ? `game:${game.toLowerCase()}` : 'all'}
              extra={
                <Link className="lm-quiz-places-link" to={linkTo.rankingMember(m.id)} data-testid="member-places-link">
                  {t.memberPlaces}
                </Link>
              }
            />
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
