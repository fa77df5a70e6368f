// pages/quiz/record/index (竞猜): the open 竞彩足球 / 竞彩篮球 matches of a
// day with the odds of the guessing play types; tap an option to pick it as
// a single, or two options of two matches as a 2串1. Options already picked
// are marked (myQuizPicked); a refusal says why, by its code. Once a pick
// is placed, 开奖后通知我 offers to say when it is settled.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { getFragmentData, graphql } from '../../gql';
import type { SportsGame, SportsPlayType } from '../../gql/graphql';
import { paths } from '../../lib/paths';
import { Button, Selector, Tabs, toast } from '../../ui';
import { quizErrorText } from './errors';
import { oddsText, playName, QUIZ_GAMES, QUIZ_PLAYS } from './format';
import { OpenMatches, type OpenMatch } from './OpenMatches';
import { NotifyOnSettleButton } from './NotifyOnSettle';
import { QuizMatch, QuizMatch_match } from './QuizMatch';
import { pickReady, tapLeg, toLegInputs, type ChosenLeg } from './selection';
import { quizText as t } from './strings';
import { usePlayOptions } from './usePlayOptions';
import './quiz.css';

const Picked = graphql(`
  query QuizPicked($ids: [ID!]!) {
    myQuizPicked(matchIds: $ids) {
      matchId
      play
      choice
    }
  }
`);

const MakePick = graphql(`
  mutation QuizMakePick($legs: [QuizLegInput!]!) {
    makeQuizPick(input: { legs: $legs }) {
      pick {
        id
        parlay
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function PickPage() {
  const [game, setGame] = useState<SportsGame>('JCZQ');
  const [parlay, setParlay] = useState(false);
  const [legs, setLegs] = useState<ChosenLeg[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [placed, setPlaced] = useState(false);
  const { options } = usePlayOptions();
  const [makePick, { loading: sending }] = useMutation(MakePick, { refetchQueries: ['QuizPicked'] });
  const ready = pickReady(legs, parlay);
  const submit = async () => {
    setProblem(null);
    const r = await makePick({ variables: { legs: toLegInputs(legs) } }).catch(() => null);
    const answer = r?.data?.makeQuizPick;
    if (!answer) return; // the network layer said so
    const err = answer.userErrors[0];
    if (err) {
      setProblem(quizErrorText(err));
      return;
    }
    setLegs([]);
    setPlaced(true);
    toast(t.pickDone, 0);
  };
  return (
    <div className="lm-quiz" data-testid="quiz-pick">
      <Tabs
        className="lm-quiz-tabs"
        activeKey={game}
        onChange={(k) => {
          setGame(k as SportsGame);
          setLegs([]);
        }}
        data-testid="game-tabs"
      >
        {QUIZ_GAMES.map((g) => (
          <Tabs.Tab key={g.game} title={g.name} />
        ))}
      </Tabs>
      <div className="lm-quiz-mode">
        <span className="lm-quiz-muted">{t.pickMode}</span>
        <Selector
          className="lm-quiz-choice"
          showCheckMark={false}
          options={[
            { label: t.single, value: 'single' },
            { label: t.parlay, value: 'parlay' },
          ]}
          value={[parlay ? 'parlay' : 'single']}
          onChange={(v) => {
            if (!v.length) return;
            const next = v[0] === 'parlay';
            setParlay(next);
            setLegs((ls) => (next ? ls : ls.slice(-1)));
          }}
          data-testid="pick-mode"
        />
      </div>
      <OpenMatches game={game}>
        {(matches) => (
          <DayList
            matches={matches}
            plays={QUIZ_PLAYS[game]}
            options={options}
            legs={legs}
            onTap={(leg) => {
              setProblem(null);
              setLegs((ls) => tapLeg(ls, leg, parlay ? 2 : 1));
            }}
          />
        )}
      </OpenMatches>
      <p className="lm-quiz-note">
        {t.pickRuleNote} <Link to={paths.quizRules}>{t.rules}</Link> · <Link to={paths.quizMine}>{t.mine}</Link>
      </p>
      <section className="lm-quiz-bar" data-testid="pick-bar">
        <p className={legs.length ? 'lm-quiz-chosen' : 'lm-quiz-muted'}>
          {legs.length
            ? `${parlay ? `${t.parlay}：` : ''}${legs.map((l) => `${l.label} @${oddsText(l.odds)}`).join('；')}`
            : t.chooseOne}
        </p>
        {ready === 'second' && <p className="lm-quiz-muted">{t.chooseTwo(legs.length)}</p>}
        {problem && (
          <p className="lm-quiz-error" role="alert" data-testid="pick-error">
            {problem}
          </p>
        )}
        <div className="lm-quiz-actions">
          <Button size="small" onClick={() => setLegs([])} disabled={!legs.length}>
            {t.clear}
          </Button>
          <Button color="primary" size="small" disabled={!!ready} loading={sending} onClick={() => void submit()} data-testid="submit-pick">
            {t.submitPick}
          </Button>
        </div>
        {placed && <NotifyOnSettleButton />}
      </section>
    </div>
  );
}

function DayList({
  matches,
  plays,
  options,
  legs,
  onTap,
}: {
  matches: OpenMatch[];
  plays: SportsPlayType[];
  options: Map<string, readonly string[]>;
  legs: ChosenLeg[];
  onTap: (leg: ChosenLeg) => void;
}) {
  const { data } = useQuery(Picked, { variables: { ids: matches.map((m) => m.id) }, skip: !matches.length, context: { silent: true } });
  const picked = data?.myQuizPicked ?? [];
  return (
    <>
      {matches.map(({ id, match }) => {
        const m = getFragmentData(QuizMatch_match, match);
        return (
          <QuizMatch
            key={id}
            match={match}
            plays={plays}
            options={options}
            selected={(play, choice) => legs.some((l) => l.matchId === id && l.play === play && l.choice === choice)}
            picked={(play) => picked.find((p) => p.matchId === id && p.play === play)?.choice}
            onPick={(play, choice, odds) =>
              onTap({ matchId: id, play, choice, odds, label: `${m.matchNum} ${playName(play)} ${options.get(play)?.[choice] ?? ''}` })
            }
          />
        );
      })}
    </>
  );
}
