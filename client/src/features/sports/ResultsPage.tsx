// sports/result/:game: a game's results. 竞彩 and 北单 by day (each match's
// half-time and full-time score and the right option of every play type);
// 传统足彩 by issue (the 14 matches, each pool's result string and the
// prize tiers). Sample fixtures are labelled as such.
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { SportsGame } from '../../gql/graphql';
import { linkTo } from '../../lib/paths';
import { MissingState, QueryState, Tabs } from '../../ui';
import { DayTabs } from './DayTabs';
import { GAME_NAMES, gameCode, gameOf } from './format';
import { IssuePicker } from './IssuePicker';
import { SampleNotice } from './SampleNotice';
import { sportsText as t } from './strings';
import './sports.css';

export const ResultRow_match = graphql(`
  fragment ResultRow_match on SportsMatch {
    id
    matchNum
    league
    home
    away
    state
    fullTime {
      home
      away
    }
    halfTime {
      home
      away
    }
    results {
      play
      optionName
    }
  }
`);

const DayResults = graphql(`
  query SportsDayResults($game: SportsGame!, $date: Date!) {
    sportsMatches(game: $game, date: $date) {
      id
      sample
      replay
      ...ResultRow_match
    }
  }
`);

const IssueResults = graphql(`
  query SportsIssueResults($issue: String!) {
    sportsIssue(game: CTZQ, issue: $issue) {
      issue
      sample
      matches {
        id
        ...ResultRow_match
      }
      sfc: results(pool: SFC14)
      bqc: results(pool: BQC6)
      jq: results(pool: JQ4)
      prizes {
        pool
        tier
        bets
        prize {
          yuan
        }
      }
    }
  }
`);

const GAMES: SportsGame[] = ['JCZQ', 'JCLQ', 'BJDC', 'CTZQ'];


const score = (s?: { home: number; away: number } | null) => (s ? `${s.home}:${s.away}` : '-');

export function ResultsPage() {
  const game = gameOf(useParams().game);
  const navigate = useNavigate();
  if (!game) return <MissingState what={t.results} />;
  return (
    <div className="lm-sports" data-testid={`results-${gameCode(game)}`}>
      <Tabs
        className="lm-sports-tabs"
        activeKey={game}
        onChange={(g) => navigate(linkTo.sportsResults(g.toLowerCase()), { replace: true })}
        data-testid="result-games"
      >
        {GAMES.map((g) => (
          <Tabs.Tab key={g} title={GAME_NAMES[g]} />
        ))}
      </Tabs>
      {game === 'CTZQ' ? <TraditionalResults /> : <DayList key={game} game={game} />}
    </div>
  );
}

function DayList({ game }: { game: SportsGame }) {
  const [day, setDay] = useState<string | null>(null);
  return (
    <DayTabs game={game} day={day} onDay={setDay}>
      {(d) => <Day game={game} day={d} />}
    </DayTabs>
  );
}

function Day({ game, day }: { game: SportsGame; day: string }) {
  const { data, loading, error, refetch } = useQuery(DayResults, { variables: { game, date: day }, context: { silent: true } });
  const matches = data?.sportsMatches ?? [];
  return (
    <QueryState loading={loading && !data} error={error} empty={!matches.length} emptyText={t.noMatches} onRetry={() => void refetch().catch(() => undefined)}>
      <SampleNotice show={matches.some((m) => m.sample)} replay={matches.some((m) => m.replay)} />
      <ul className="lm-sports-results" data-testid="results-list">
        {matches.map((m) => (
          <ResultRow key={m.id} match={m} analyse />
        ))}
      </ul>
    </QueryState>
  );
}

const CTZQ_OPTION = ['3', '1', '0'];
const JQ_OPTION = ['0', '1', '2', '3+'];
const resultString = (r: (number | null)[] | null | undefined, names: string[]) =>
  r ? r.map((o) => (o == null ? '*' : names[o])).join(' ') : t.notYet;

function TraditionalResults() {
  const [issue, setIssue] = useState<string | null>(null);
  return <IssuePicker issue={issue} onIssue={setIssue}>{(i) => <Issue issue={i} />}</IssuePicker>;
}

function Issue({ issue }: { issue: string }) {
  const { data, loading, error, refetch } = useQuery(IssueResults, { variables: { issue }, context: { silent: true } });
  const i = data?.sportsIssue;
  return (
    <QueryState loading={loading && !data} error={error} onRetry={() => void refetch().catch(() => undefined)}>
      {i && (
        <>
          <SampleNotice show={i.sample} />
          <dl className="lm-sports-pools" data-testid="pool-results">
            <div>
              <dt>{t.pools.SFC14}</dt>
              <dd>{resultString(i.sfc, CTZQ_OPTION)}</dd>
            </div>
            <div>
              <dt>{t.pools.BQC6}</dt>
              <dd>{resultString(i.bqc, CTZQ_OPTION)}</dd>
            </div>
            <div>
              <dt>{t.pools.JQ4}</dt>
              <dd>{resultString(i.jq, JQ_OPTION)}</dd>
            </div>
          </dl>
          {i.prizes.length > 0 && (
            <section className="lm-sports-prizes" aria-label={t.prizes}>
              <h2 className="lm-sports-heading">{t.prizes}</h2>
              <ul>
                {i.prizes.map((p) => (
                  <li key={`${p.pool}-${p.tier}`}>
                    {t.pools[p.pool]} {t.tier(p.tier)}：{p.bets === 0 ? t.noPrize : t.tierLine(String(p.bets), p.prize.yuan)}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ol className="lm-sports-results" data-testid="results-list">
            {i.matches.map((m) => (
              <ResultRow key={m.id} match={m} />
            ))}
          </ol>
        </>
      )}
    </QueryState>
  );
}

/** One match's result: score, half-time, each play type's result, and (竞彩 / 北单) a link to its analysis. */
function ResultRow({ match, analyse }: { match: FragmentType<typeof ResultRow_match>; analyse?: boolean }) {
  const m = getFragmentData(ResultRow_match, match);
  return (
    <li className="lm-sports-result" data-testid="result-row" data-match={m.matchNum}>
      <div className="lm-sports-result-head">
        <span className="lm-sports-num">{m.matchNum}</span>
        <span className="lm-sports-league">{m.league}</span>
        {analyse && (
          <Link className="lm-sports-analyse-link" to={linkTo.sportsStatics(m.id)}>
            {t.analyseLink}
          </Link>
        )}
      </div>
      <div className="lm-sports-result-score">
        <span className="lm-sports-team">{m.home}</span>
        <strong className="lm-sports-score" data-testid="full-time">
          {m.state === 'VOID' ? t.void : m.fullTime ? score(m.fullTime) : t.notYet}
        </strong>
        <span className="lm-sports-team">{m.away}</span>
      </div>
      {m.halfTime && (
        <p className="lm-sports-muted">
          {t.halfTime} {score(m.halfTime)}
        </p>
      )}
      {m.results.length > 0 && (
        <p className="lm-sports-result-plays">
          {m.results.map((r) => (
            <span key={r.play}>
              {t.playShort[r.play] ?? r.play} <b>{r.optionName}</b>
            </span>
          ))}
        </p>
      )}
    </li>
  );
}
