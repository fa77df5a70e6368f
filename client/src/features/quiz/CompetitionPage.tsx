// pages/competition/detail?id=: a competition: its window, stake range and
// prizes; its matches with their odds to enter (one option, a stake within
// the range, one entry per match and play type); the caller's entries with
// how they settled; and the board by points won with the caller's place.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { getFragmentData, graphql } from '../../gql';
import type { QuizCompetitionPageQuery, SportsPlayType } from '../../gql/graphql';
import { linkTo } from '../../lib/paths';
import { Button, EmptyState, LoadMore, MissingState, QueryState, Stepper, Tabs, toast } from '../../ui';
import { quizErrorText } from './errors';
import { oddsText, openForPicks, playName, signed, when } from './format';
import { OutcomeTag } from './Outcome';
import { QuizMatch, QuizMatch_match } from './QuizMatch';
import type { ChosenLeg } from './selection';
import { quizText as t } from './strings';
import { usePlayOptions } from './usePlayOptions';
import './quiz.css';

const Competition = graphql(`
  query QuizCompetitionPage($id: ID!) {
    node(id: $id) {
      ... on Competition {
        id
        title
        description
        openAt
        closeAt
        stakeMin
        stakeMax
        prizes
        state
        settledMatches
        matches {
          plays
          match {
            id
            state
            kickoff
            ...QuizMatch_match
          }
        }
        myEntries {
          id
          play
          choice
          odds
          stake
          payout
          outcome
          match {
            id
            matchNum
            home
            away
          }
        }
      }
    }
    points
  }
`);

const Board = graphql(`
  query QuizCompetitionBoard($id: ID!, $after: String) {
    node(id: $id) {
      ... on Competition {
        id
        board(first: 20, after: $after) {
          edges {
            cursor
            node {
              place
              entries
              staked
              paid
              netPoints
              member {
                id
                nickname
              }
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
          mine {
            place
            entries
            staked
            paid
            netPoints
          }
        }
      }
    }
  }
`);

const Enter = graphql(`
  mutation QuizEnterCompetition($input: EnterCompetitionInput!) {
    enterCompetition(input: $input) {
      entry {
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

export function CompetitionPage() {
  const id = useSearchParams()[0].get('id');
  if (!id) return <MissingState what={t.competitionId} />;
  return <CompetitionView id={id} />;
}

function CompetitionView({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(Competition, { variables: { id }, context: { silent: true } });
  const [tab, setTab] = useState('matches');
  const c = data?.node?.__typename === 'Competition' ? data.node : null;
  return (
    <div className="lm-quiz" data-testid="competition">
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={!!data && !c}
        emptyText={t.noCompetition}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {c && data && (
          <>
            <section className="lm-quiz-plan-head">
              <h2 className="lm-quiz-name">{c.title}</h2>
              {c.description && <p className="lm-quiz-intro">{c.description}</p>}
              <p className="lm-quiz-muted">
                {t.compState[c.state]} · {t.window(when(c.openAt), when(c.closeAt))}
              </p>
              <p className="lm-quiz-muted">
                {t.stakeRange(c.stakeMin, c.stakeMax)} · {t.settledMatches(c.settledMatches, c.matches.length)}
              </p>
              {c.prizes.length > 0 && (
                <p className="lm-quiz-prizes" aria-label={t.prizes}>
                  {c.prizes.map((p, i) => (
                    <span key={i} className="lm-quiz-prize">
                      {t.prizeOf(i + 1, p)}
                    </span>
                  ))}
                </p>
              )}
            </section>
            <Tabs className="lm-quiz-tabs" activeKey={tab} onChange={setTab} data-testid="competition-tabs">
              <Tabs.Tab key="matches" title={t.tabMatches} />
              <Tabs.Tab key="entries" title={t.tabEntries} />
              <Tabs.Tab key="board" title={t.tabBoard} />
            </Tabs>
            {tab === 'matches' && <Matches competition={c} points={data.points} />}
            {tab === 'entries' && <Entries entries={c.myEntries} />}
            {tab === 'board' && <BoardTab id={c.id} />}
          </>
        )}
      </QueryState>
    </div>
  );
}

type CompetitionData = Extract<NonNullable<QuizCompetitionPageQuery['node']>, { __typename: 'Competition' }>;

function Matches({ competition: c, points }: { competition: CompetitionData; points: number }) {
  const { options } = usePlayOptions();
  const [leg, setLeg] = useState<ChosenLeg | null>(null);
  const [stake, setStake] = useState(c.stakeMin);
  const [problem, setProblem] = useState<string | null>(null);
  const [enter, { loading }] = useMutation(Enter, { refetchQueries: ['QuizCompetitionPage', 'QuizCompetitionBoard'] });
  const now = Date.now();
  const open = c.state === 'RELEASED' && Date.parse(c.openAt) <= now && now < Date.parse(c.closeAt);
  const submit = async () => {
    if (!leg) return;
    setProblem(null);
    const r = (
      await enter({ variables: { input: { competitionId: c.id, stake, leg: { matchId: leg.matchId, play: leg.play, choice: leg.choice } } } }).catch(() => null)
    )?.data?.enterCompetition;
    if (!r) return;
    const err = r.userErrors[0];
    if (err) {
      setProblem(quizErrorText(err, { STAKE_OUT_OF_RANGE: `${t.errors.STAKE_OUT_OF_RANGE}（${t.stakeRange(c.stakeMin, c.stakeMax)}）` }));
      return;
    }
    setLeg(null);
    toast(t.entryDone, 0);
  };
  return (
    <>
      <div className="lm-quiz-list">
        {c.matches.map((cm) => {
          if (!cm.match) return null;
          const id = cm.match.id;
          const m = getFragmentData(QuizMatch_match, cm.match);
          return (
            <QuizMatch
              key={id}
              match={cm.match}
              plays={cm.plays as SportsPlayType[]}
              options={options}
              closed={!open || !openForPicks(cm.match, now)}
              selected={(play, choice) => leg?.matchId === id && leg.play === play && leg.choice === choice}
              picked={(play) => c.myEntries.find((e) => e.match?.id === id && e.play === play)?.choice}
              onPick={(play, choice, odds) => {
                setProblem(null);
                const next = { matchId: id, play, choice, odds, label: `${m.matchNum} ${playName(play)} ${options.get(play)?.[choice] ?? ''}` };
                setLeg(leg && leg.matchId === id && leg.play === play && leg.choice === choice ? null : next);
              }}
            />
          );
        })}
      </div>
      <section className="lm-quiz-bar" data-testid="entry-bar">
        {open ? (
          <>
            <p className={leg ? 'lm-quiz-chosen' : 'lm-quiz-muted'}>{leg ? `${leg.label} @${oddsText(leg.odds)}` : t.chooseEntry}</p>
            {problem && (
              <p className="lm-quiz-error" role="alert" data-testid="entry-error">
                {problem}
              </p>
            )}
            <div className="lm-quiz-stake">
              <Stepper
                aria-label={t.stakeLabel}
                min={c.stakeMin}
                max={c.stakeMax}
                step={1}
                digits={0}
                value={stake}
                onChange={(v) => setStake(v ?? c.stakeMin)}
                data-testid="stake"
              />
              <Button color="primary" disabled={!leg} loading={loading} onClick={() => void submit()} data-testid="enter-competition">
                {t.enter}
              </Button>
            </div>
            <p className="lm-quiz-muted">
              {t.stakeLabel} {t.stakeRange(c.stakeMin, c.stakeMax)} · {t.myPoints(points)}
            </p>
          </>
        ) : (
          <p className="lm-quiz-muted">{t.closed}</p>
        )}
      </section>
    </>
  );
}

function Entries({ entries }: { entries: CompetitionData['myEntries'] }) {
  const { options } = usePlayOptions();
  if (!entries.length) return <EmptyState title={t.noEntries} />;
  return (
    <ul className="lm-quiz-legs lm-quiz-entries-list">
      {entries.map((e) => (
        <li key={e.id} className="lm-quiz-leg" data-testid="entry" data-outcome={e.outcome ?? 'OPEN'}>
          <span className="lm-quiz-leg-match">
            <b>{e.match?.matchNum}</b> {e.match?.home} {t.vs} {e.match?.away}
          </span>
          <span className="lm-quiz-leg-pick">
            {playName(e.play)} · <b>{options.get(e.play)?.[e.choice] ?? e.choice}</b> · {t.entryLine(e.stake, e.odds)} <OutcomeTag outcome={e.outcome} />
            {e.outcome && <span className="lm-quiz-muted"> {t.payout(e.payout)}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}

function BoardTab({ id }: { id: string }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(Board, { variables: { id }, context: { silent: true }, notifyOnNetworkStatusChange: true });
  const b = data?.node?.__typename === 'Competition' ? data.node.board : null;
  return (
    <QueryState loading={loading && !data} error={data ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
      {b && (
        <>
          {b.edges.length === 0 ? (
            <EmptyState title={t.boardEmptyComp} />
          ) : (
            <ol className="lm-quiz-board" data-testid="competition-board">
              {b.edges.map(({ cursor, node: s }) => (
                <li key={cursor} className="lm-quiz-row" data-testid="standing" data-place={s.place}>
                  <span className={s.place <= 3 ? 'lm-quiz-place top' : 'lm-quiz-place'}>{s.place}</span>
                  <span className="lm-quiz-row-main">
                    {s.member ? (
                      <Link className="lm-quiz-row-name" to={linkTo.quizHistory(s.member.id)}>
                        {s.member.nickname}
                      </Link>
                    ) : null}
                    <span className="lm-quiz-muted">{t.standingLine(s.entries, s.staked, s.paid)}</span>
                  </span>
                  <b className="lm-quiz-row-figure">{signed(s.netPoints)}</b>
                </li>
              ))}
            </ol>
          )}
          <LoadMore pageInfo={b.pageInfo} onMore={(after) => fetchMore({ variables: { after } })} />
          <section className="lm-quiz-mine" aria-label={t.myPlace} data-testid="competition-mine">
            <p className="lm-quiz-mine-line">
              <b>{t.myPlace}</b>{' '}
              <span data-testid="competition-my-rank">{b.mine ? t.placeOf(b.mine.place) : t.noEntries}</span>
              {b.mine && <b className="lm-quiz-row-figure">{signed(b.mine.netPoints)}</b>}
            </p>
            {b.mine && <p className="lm-quiz-muted">{t.standingLine(b.mine.entries, b.mine.staked, b.mine.paid)}</p>}
          </section>
        </>
      )}
    </QueryState>
  );
}

