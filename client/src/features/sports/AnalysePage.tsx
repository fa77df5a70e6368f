// sportsAnalyse/index: a day's 竞彩足球 matches, each leading to its
// analysis (sportsAnalyse/statics).
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import { linkTo } from '../../lib/paths';
import { QueryState } from '../../ui';
import { DayTabs } from './DayTabs';
import { SampleNotice } from './SampleNotice';
import { sportsText as t } from './strings';
import './sports.css';

const DayMatches = graphql(`
  query SportsAnalyseDay($date: Date!) {
    sportsMatches(game: JCZQ, date: $date) {
      id
      matchNum
      league
      home
      away
      sample
      replay
    }
  }
`);

export function AnalysePage() {
  const [day, setDay] = useState<string | null>(null);
  return (
    <div className="lm-sports" data-testid="sports-analyse">
      <DayTabs game="JCZQ" day={day} onDay={setDay}>
        {(d) => <Day day={d} />}
      </DayTabs>
    </div>
  );
}

function Day({ day }: { day: string }) {
  const { data, loading, error, refetch } = useQuery(DayMatches, { variables: { date: day }, context: { silent: true } });
  const matches = data?.sportsMatches ?? [];
  return (
    <QueryState loading={loading && !data} error={error} empty={!matches.length} emptyText={t.noMatches} onRetry={() => void refetch().catch(() => undefined)}>
      <SampleNotice show={matches.some((m) => m.sample)} replay={matches.some((m) => m.replay)} />
      <ul className="lm-sports-results">
        {matches.map((m) => (
          <li key={m.id} className="lm-sports-result">
            <Link className="lm-sports-row-link" to={linkTo.sportsStatics(m.id)} data-testid="analyse-link">
              <span className="lm-sports-num">{m.matchNum}</span>
              <span className="lm-sports-league">{m.league}</span>
              <span className="lm-sports-teams">
                {m.home} {t.vs} {m.away}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
