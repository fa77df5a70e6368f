// pages/competition/release (staff): a new competition over open matches —
// its matches and the play types open on each, title, description, stake
// range and prize table; entries open now and close at the earliest kickoff
// — created as a draft, then released (发布). Staff-only operations (the
// whole SDL, src/gql/staff): members see only that the page is for staff,
// and never send these documents.
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { getFragmentData } from '../../gql';
import { graphql } from '../../gql/staff';
import type { SportsGame, SportsPlayType } from '../../gql/graphql';
import { linkTo } from '../../lib/paths';
import { Button, Card, EmptyState, Input, QueryState, Selector, Stepper, Tabs, Tag, TextArea, toast } from '../../ui';
import { quizErrorText } from './errors';
import { parsePrizes, playName, QUIZ_GAMES, QUIZ_PLAYS, when } from './format';
import { OpenMatches } from './OpenMatches';
import { QuizMatch_match } from './QuizMatch';
import { quizText as t } from './strings';
import { useViewer } from './useViewer';
import './quiz.css';

const StaffCompetitions = graphql(`
  query QuizStaffCompetitions {
    staffCompetitions(first: 20) {
      edges {
        cursor
        node {
          id
          title
          state
          openAt
          closeAt
          matches {
            plays
          }
        }
      }
    }
  }
`);

const Create = graphql(`
  mutation QuizCreateCompetition($input: CreateCompetitionInput!) {
    createCompetition(input: $input) {
      competition {
        id
        state
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const Release = graphql(`
  mutation QuizReleaseCompetition($id: ID!) {
    releaseCompetition(input: { id: $id }) {
      competition {
        id
        state
        releasedAt
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

type Chosen = { matchId: string; label: string; kickoff: string; plays: SportsPlayType[] };

export function ReleasePage() {
  const { me, loading, error, refetch } = useViewer();
  return (
    <div className="lm-quiz" data-testid="competition-release">
      <QueryState loading={loading && !me} error={me ? null : error} onRetry={() => void refetch().catch(() => undefined)}>
        {me && (me.isStaff ? <ReleaseForm /> : <EmptyState title={t.staffOnly} />)}
      </QueryState>
    </div>
  );
}

function ReleaseForm() {
  const ids = { title: useId(), description: useId(), prizes: useId() };
  const [game, setGame] = useState<SportsGame>('JCZQ');
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [prizes, setPrizes] = useState('');
  const [stakeMin, setStakeMin] = useState(10);
  const [stakeMax, setStakeMax] = useState(500);
  const [problem, setProblem] = useState<string | null>(null);
  const staff = useQuery(StaffCompetitions, { context: { silent: true } });
  const [create, { loading: creating }] = useMutation(Create, { refetchQueries: ['QuizStaffCompetitions'] });
  const [release] = useMutation(Release, { refetchQueries: ['QuizStaffCompetitions'] });
  const prizeList = parsePrizes(prizes);
  const closeAt = chosen.length ? chosen.map((c) => c.kickoff).sort()[0] : null;
  const missing = !title.trim() ? t.compTitleMissing : !chosen.length ? t.compMatchesMissing : !prizeList ? t.prizesInvalid : null;
  const setPlays = (c: Omit<Chosen, 'plays'>, plays: SportsPlayType[]) =>
    setChosen((cs) => {
      const others = cs.filter((x) => x.matchId !== c.matchId);
      return plays.length ? [...others, { ...c, plays }] : others;
    });
  const submit = async () => {
    if (!closeAt || !prizeList) return;
    setProblem(null);
    const r = (
      await create({
        variables: {
          input: {
            title: title.trim(),
            description: description.trim(),
            openAt: new Date().toISOString(),
            closeAt,
            stakeMin,
            stakeMax,
            prizes: prizeList,
            matches: chosen.map((c) => ({ matchId: c.matchId, plays: c.plays })),
          },
        },
      }).catch(() => null)
    )?.data?.createCompetition;
    if (!r) return;
    const err = r.userErrors[0];
    if (err) {
      setProblem(quizErrorText(err));
      return;
    }
    setChosen([]);
    setTitle('');
    setDescription('');
    toast(t.draftCreated, 0);
  };
  const doRelease = async (id: string) => {
    const r = (await release({ variables: { id } }).catch(() => null))?.data?.releaseCompetition;
    const err = r?.userErrors[0];
    if (err) toast(quizErrorText(err));
    else if (r) toast(t.released, 0);
  };
  const comps = staff.data?.staffCompetitions.edges ?? [];
  return (
    <>
      <Card className="lm-quiz-card lm-quiz-form" title={t.newCompetition}>
        <label className="lm-quiz-label" htmlFor={ids.title}>
          {t.compTitle}
        </label>
        <Input id={ids.title} className="lm-quiz-input" placeholder={t.compTitlePlaceholder} maxLength={40} value={title} onChange={setTitle} data-testid="comp-title" />
        <label className="lm-quiz-label" htmlFor={ids.description}>
          {t.compDescription}
        </label>
        <TextArea id={ids.description} className="lm-quiz-textarea" placeholder={t.compDescriptionPlaceholder} maxLength={2000} rows={3} value={description} onChange={setDescription} />
        <label className="lm-quiz-label" htmlFor={ids.prizes}>
          {t.compPrizes}
        </label>
        <Input id={ids.prizes} className="lm-quiz-input" placeholder={t.compPrizesPlaceholder} value={prizes} onChange={setPrizes} data-testid="comp-prizes" />
        <div className="lm-quiz-field-row">
          <span className="lm-quiz-label">{t.compStakeMin}</span>
          <Stepper aria-label={t.compStakeMin} min={1} max={stakeMax} digits={0} value={stakeMin} onChange={(v) => setStakeMin(v ?? 1)} />
        </div>
        <div className="lm-quiz-field-row">
          <span className="lm-quiz-label">{t.compStakeMax}</span>
          <Stepper aria-label={t.compStakeMax} min={stakeMin} max={100000} digits={0} value={stakeMax} onChange={(v) => setStakeMax(v ?? stakeMin)} />
        </div>
        <p className="lm-quiz-muted">{closeAt ? t.compCloses(when(closeAt)) : t.compMatchesHint}</p>
        {chosen.length > 0 && (
          <ul className="lm-quiz-chosen" data-testid="comp-chosen">
            {chosen.map((c) => (
              <li key={c.matchId}>
                {c.label} · {c.plays.map(playName).join('、')}
              </li>
            ))}
          </ul>
        )}
        {(problem ?? (title || chosen.length ? missing : null)) && (
          <p className="lm-quiz-error" role="alert">
            {problem ?? missing}
          </p>
        )}
        <Button block color="primary" disabled={!!missing} loading={creating} onClick={() => void submit()} data-testid="create-competition">
          {t.createDraft}
        </Button>
      </Card>
      <h2 className="lm-quiz-heading">{t.compMatches(chosen.length)}</h2>
      <Tabs className="lm-quiz-tabs" activeKey={game} onChange={(k) => setGame(k as SportsGame)}>
        {QUIZ_GAMES.map((g) => (
          <Tabs.Tab key={g.game} title={g.name} />
        ))}
      </Tabs>
      <OpenMatches game={game}>
        {(matches) =>
          matches.map(({ id, match }) => {
            const m = getFragmentData(QuizMatch_match, match);
            const offered = QUIZ_PLAYS[game].filter((p) => m.odds.some((o) => o.play === p));
            const base = { matchId: id, label: `${m.matchNum} ${m.home}${t.vs}${m.away}`, kickoff: m.kickoff ?? '' };
            return (
              <article key={id} className="lm-quiz-match" data-testid="release-match">
                <header className="lm-quiz-match-head">
                  <span className="lm-quiz-num">{m.matchNum}</span>
                  <span className="lm-quiz-league">{m.league}</span>
                  <span className="lm-quiz-teams">
                    {m.home} <span className="lm-quiz-vs">{t.vs}</span> {m.away}
                  </span>
                  {m.kickoff && <span className="lm-quiz-muted">{when(m.kickoff)}</span>}
                </header>
                <Selector
                  className="lm-quiz-choice"
                  multiple
                  showCheckMark={false}
                  options={offered.map((p) => ({ label: playName(p), value: p }))}
                  value={chosen.find((c) => c.matchId === id)?.plays ?? []}
                  onChange={(v) => setPlays(base, v as SportsPlayType[])}
                />
              </article>
            );
          })
        }
      </OpenMatches>
      <h2 className="lm-quiz-heading">{t.staffCompetitions}</h2>
      <QueryState loading={staff.loading && !staff.data} error={staff.data ? null : staff.error} empty={!!staff.data && !comps.length} emptyText={t.competitionsEmpty} onRetry={() => void staff.refetch().catch(() => undefined)}>
        <ul className="lm-quiz-comps">
          {comps.map(({ node: c }) => (
            <li key={c.id} className="lm-quiz-comp" data-testid="staff-competition" data-state={c.state}>
              <span className="lm-quiz-comp-head">
                {c.state === 'DRAFT' ? <b className="lm-quiz-plan-title">{c.title}</b> : <Link to={linkTo.competition(c.id)}>{c.title}</Link>}
                <Tag color={c.state === 'DRAFT' ? 'default' : 'var(--lm-brand-text)'} fill="outline">
                  {t.compState[c.state]}
                </Tag>
              </span>
              <span className="lm-quiz-muted">
                {t.window(when(c.openAt), when(c.closeAt))} · {t.matchCount(c.matches.length)}
              </span>
              {c.state === 'DRAFT' && (
                <Button size="small" color="primary" onClick={() => void doRelease(c.id)} data-testid="release-competition">
                  {t.release}
                </Button>
              )}
            </li>
          ))}
        </ul>
      </QueryState>
    </>
  );
}
