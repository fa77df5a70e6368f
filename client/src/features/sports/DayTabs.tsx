// The match days of a game (newest first) as a strip of tabs; the page
// holds the chosen day. Until one is chosen the newest is shown.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { SportsGame } from '../../gql/graphql';
import { QueryState, Tabs } from '../../ui';
import { sportsText as t } from './strings';

const Days = graphql(`
  query SportsMatchDays($game: SportsGame!) {
    sportsMatchDays(game: $game, first: 14)
  }
`);

/** `MM-DD` of a `YYYY-MM-DD`. */
const short = (day: string) => day.slice(5);

export function useMatchDays(game: SportsGame) {
  const q = useQuery(Days, { variables: { game }, context: { silent: true } });
  return { ...q, days: q.data?.sportsMatchDays ?? [] };
}

export function DayTabs({
  game,
  day,
  onDay,
  children,
}: {
  game: SportsGame;
  day: string | null;
  onDay: (day: string) => void;
  children: (day: string) => React.ReactNode;
}) {
  const { days, loading, error, refetch } = useMatchDays(game);
  const current = day && days.includes(day) ? day : days[0];
  return (
    <QueryState
      loading={loading && !days.length}
      error={error}
      empty={!days.length}
      emptyText={t.noMatches}
      onRetry={() => void refetch().catch(() => undefined)}
    >
      {current && (
        <>
          <Tabs
            className="lm-sports-tabs"
            activeKey={current}
            onChange={onDay}
            aria-label={t.day}
            data-testid="day-tabs"
          >
            {days.map((d) => (
              <Tabs.Tab key={d} title={short(d)} />
            ))}
          </Tabs>
          {children(current)}
        </>
      )}
    </QueryState>
  );
}
