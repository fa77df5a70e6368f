// The matches still taking picks: a game's coming match days as tabs
// (today first, Beijing days) and each day's matches on sale before their
// kickoff. The page draws each match (`children`); generated sample
// fixtures are labelled as such.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { SportsGame } from '../../gql/graphql';
import { NoticeBar, QueryState, Tabs } from '../../ui';
import { beijingToday, comingDays, openForPicks } from './format';
import type { MatchRef } from './QuizMatch';
import { quizText as t } from './strings';

const Days = graphql(`
  query QuizMatchDays($game: SportsGame!) {
    sportsMatchDays(game: $game, first: 14)
  }
`);

const DayMatches = graphql(`
  query QuizDayMatches($game: SportsGame!, $date: Date!) {
    sportsMatches(game: $game, date: $date) {
      id
      state
      kickoff
      sample
      replay
      ...QuizMatch_match
    }
  }
`);

export type OpenMatch = { id: string; match: MatchRef };

export function SampleNotice({ show, replay = false }: { show: boolean; replay?: boolean }) {
  return (
    <>
      {show ? <NoticeBar className="lm-quiz-sample" data-testid="sample-notice" content={t.sample} color="alert" wrap /> : null}
      {replay ? <NoticeBar className="lm-quiz-sample" data-testid="replay-notice" content={t.replay} color="alert" wrap /> : null}
    </>
  );
}

export function OpenMatches({ game, children }: { game: SportsGame; children: (matches: OpenMatch[]) => ReactNode }) {
  const { data, loading, error, refetch } = useQuery(Days, { variables: { game }, context: { silent: true } });
  const days = comingDays(data?.sportsMatchDays ?? [], beijingToday());
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen && days.includes(chosen) ? chosen : days[0];
  return (
    <QueryState
      loading={loading && !data}
      error={error}
      empty={!!data && !day}
      emptyText={t.noOpenMatches}
      onRetry={() => void refetch().catch(() => undefined)}
    >
      {day && (
        <>
          {days.length > 1 && (
            <Tabs className="lm-quiz-tabs" activeKey={day} onChange={setChosen} data-testid="day-tabs">
              {days.map((d) => (
                <Tabs.Tab key={d} title={d.slice(5)} />
              ))}
            </Tabs>
          )}
          <Day game={game} day={day}>
            {children}
          </Day>
        </>
      )}
    </QueryState>
  );
}

function Day({ game, day, children }: { game: SportsGame; day: string; children: (matches: OpenMatch[]) => ReactNode }) {
  const { data, loading, error, refetch } = useQuery(DayMatches, { variables: { game, date: day }, context: { silent: true } });
  const open = (data?.sportsMatches ?? []).filter((m) => openForPicks(m));
  return (
    <QueryState
      loading={loading && !data}
      error={error}
      empty={!!data && !open.length}
      emptyText={t.noOpenMatches}
      onRetry={() => void refetch().catch(() => undefined)}
    >
      <SampleNotice show={open.some((m) => m.sample)} replay={open.some((m) => m.replay)} />
      <div className="lm-quiz-list">{children(open.map((m) => ({ id: m.id, match: m })))}</div>
    </QueryState>
  );
}
