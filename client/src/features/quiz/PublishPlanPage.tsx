// pages/quiz/record-for-professor/index (发布方案): an expert chooses 1 to 4
// options of open matches (one per match), writes a title and an analysis
// (at least the set minimum), sets the unlock price (0: free, up to the set
// maximum) and 不中退款, and publishes; their followers are told.
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router';
import { getFragmentData, graphql } from '../../gql';
import type { SportsGame } from '../../gql/graphql';
import { linkTo, paths } from '../../lib/paths';
import { Button, Card, Checkbox, EmptyState, Input, QueryState, Stepper, Tabs, TextArea, toast } from '../../ui';
import { quizErrorText } from './errors';
import { oddsText, playName, QUIZ_GAMES, QUIZ_PLAYS } from './format';
import { OpenMatches } from './OpenMatches';
import { QuizMatch, QuizMatch_match } from './QuizMatch';
import { tapLeg, toLegInputs, type ChosenLeg } from './selection';
import { quizText as t } from './strings';
import { usePlayOptions } from './usePlayOptions';
import { useViewer } from './useViewer';
import './quiz.css';

const Rules = graphql(`
  query QuizPlanRules {
    quizRules {
      planMaxPrice
      planMinAnalysis
    }
  }
`);

const Publish = graphql(`
  mutation QuizPublishPlan($input: PublishExpertPlanInput!) {
    publishExpertPlan(input: $input) {
      plan {
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

const MAX_LEGS = 4;

export function PublishPlanPage() {
  const viewer = useViewer();
  const rules = useQuery(Rules, { context: { silent: true } });
  const r = rules.data?.quizRules;
  return (
    <div className="lm-quiz" data-testid="quiz-publish">
      <QueryState
        loading={(viewer.loading && !viewer.me) || (rules.loading && !r)}
        error={viewer.me ? rules.error : viewer.error}
        onRetry={() => void Promise.all([viewer.refetch(), rules.refetch()]).catch(() => undefined)}
      >
        {viewer.me && r &&
          (viewer.me.isExpert ? (
            <PlanForm maxPrice={r.planMaxPrice} minAnalysis={r.planMinAnalysis} />
          ) : (
            <EmptyState title={t.onlyExperts}>
              <Link to={paths.quizRecruit}>{t.becomeExpert}</Link>
            </EmptyState>
          ))}
      </QueryState>
    </div>
  );
}

function PlanForm({ maxPrice, minAnalysis }: { maxPrice: number; minAnalysis: number }) {
  const navigate = useNavigate();
  const ids = { title: useId(), analysis: useId() };
  const [game, setGame] = useState<SportsGame>('JCZQ');
  const [legs, setLegs] = useState<ChosenLeg[]>([]);
  const [title, setTitle] = useState('');
  const [analysis, setAnalysis] = useState('');
  const [price, setPrice] = useState(0);
  const [refund, setRefund] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { options } = usePlayOptions();
  const [publish, { loading }] = useMutation(Publish);
  const length = [...analysis.trim()].length;
  const missing = !title.trim() ? t.titleMissing : !legs.length ? t.legsMissing : length < minAnalysis ? t.analysisShort(minAnalysis, length) : null;
  const submit = async () => {
    setProblem(null);
    const answer = (
      await publish({
        variables: { input: { title: title.trim(), analysis: analysis.trim(), price, refundOnMiss: refund, legs: toLegInputs(legs) } },
      }).catch(() => null)
    )?.data?.publishExpertPlan;
    if (!answer) return;
    const err = answer.userErrors[0];
    if (err) {
      setProblem(quizErrorText(err, { NOT_ELIGIBLE: t.onlyExperts }));
      return;
    }
    toast(t.published, 0);
    if (answer.plan) navigate(linkTo.quizPlan(answer.plan.id), { replace: true });
  };
  return (
    <>
      <Card className="lm-quiz-card" title={t.planLegs(legs.length)}>
        {legs.length ? (
          <ul className="lm-quiz-chosen" data-testid="plan-chosen">
            {legs.map((l) => (
              <li key={`${l.matchId}-${l.play}`}>
                {l.label} @{oddsText(l.odds)}{' '}
                <Button size="mini" fill="none" onClick={() => setLegs((ls) => ls.filter((x) => x !== l))}>
                  {t.removeLeg}
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="lm-quiz-muted">{t.planLegsHint}</p>
        )}
      </Card>
      <Tabs className="lm-quiz-tabs" activeKey={game} onChange={(k) => setGame(k as SportsGame)} data-testid="game-tabs">
        {QUIZ_GAMES.map((g) => (
          <Tabs.Tab key={g.game} title={g.name} />
        ))}
      </Tabs>
      <OpenMatches game={game}>
        {(matches) =>
          matches.map(({ id, match }) => {
            const m = getFragmentData(QuizMatch_match, match);
            return (
              <QuizMatch
                key={id}
                match={match}
                plays={QUIZ_PLAYS[game]}
                options={options}
                selected={(play, choice) => legs.some((l) => l.matchId === id && l.play === play && l.choice === choice)}
                onPick={(play, choice, odds) => {
                  const leg = { matchId: id, play, choice, odds, label: `${m.matchNum} ${playName(play)} ${options.get(play)?.[choice] ?? ''}` };
                  const adding = !legs.some((l) => l.matchId === id);
                  if (adding && legs.length >= MAX_LEGS) {
                    toast(t.tooManyLegs, 0);
                    return;
                  }
                  setLegs((ls) => tapLeg(ls, leg, MAX_LEGS));
                }}
              />
            );
          })
        }
      </OpenMatches>
      <Card className="lm-quiz-card lm-quiz-form" title={t.publishPlan}>
        <label className="lm-quiz-label" htmlFor={ids.title}>
          {t.planTitle}
        </label>
        <Input id={ids.title} className="lm-quiz-input" placeholder={t.planTitlePlaceholder} maxLength={40} value={title} onChange={setTitle} data-testid="plan-title-input" />
        <label className="lm-quiz-label" htmlFor={ids.analysis}>
          {t.planAnalysis}
        </label>
        <TextArea
          id={ids.analysis}
          className="lm-quiz-textarea"
          placeholder={t.planAnalysisPlaceholder(minAnalysis)}
          maxLength={5000}
          rows={6}
          showCount
          value={analysis}
          onChange={setAnalysis}
          data-testid="plan-analysis-input"
        />
        <div className="lm-quiz-field-row">
          <span className="lm-quiz-label">{t.planPrice}</span>
          <Stepper aria-label={t.planPrice} min={0} max={maxPrice} step={1} digits={0} value={price} onChange={(v) => setPrice(v ?? 0)} data-testid="plan-price-input" />
        </div>
        <Checkbox checked={refund} onChange={setRefund} data-testid="plan-refund">
          {t.refundOnMiss}
        </Checkbox>
        {(problem ?? (legs.length || title ? missing : null)) && (
          <p className="lm-quiz-error" role="alert" data-testid="publish-error">
            {problem ?? missing}
          </p>
        )}
        <Button block color="primary" disabled={!!missing} loading={loading} onClick={() => void submit()} data-testid="publish-plan">
          {t.publish}
        </Button>
      </Card>
    </>
  );
}
