// pages/quiz/plan/index?id=: an expert's plan: title, expert, price and
// 不中退款, its matches; the picks and analysis stay hidden until the
// caller unlocks it (points, once; asked first), and show to everyone once
// the first match has started.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { linkTo } from '../../lib/paths';
import { Button, Card, Dialog, MissingState, NoticeBar, QueryState, toast } from '../../ui';
import { showQuizErrors } from './errors';
import { lineText, playName, when } from './format';
import { OutcomeTag } from './Outcome';
import { PriceTags } from './PlanItem';
import { quizText as t } from './strings';
import './quiz.css';

const Plan = graphql(`
  query QuizPlanPage($id: ID!) {
    node(id: $id) {
      ... on ExpertPlan {
        id
        title
        price
        refundOnMiss
        firstKickoff
        createdAt
        outcome
        unlocks
        unlocked
        visible
        withdrawn
        analysis
        expert {
          id
          nickname
        }
        matches {
          id
          matchNum
          league
          home
          away
          kickoff
          fullTime {
            home
            away
          }
        }
        legs {
          matchId
          play
          option
          odds
          line
          outcome
        }
      }
    }
    points
  }
`);

const Unlock = graphql(`
  mutation QuizUnlockPlan($id: ID!) {
    unlockExpertPlan(input: { id: $id }) {
      plan {
        id
        unlocked
        unlocks
        visible
        analysis
        legs {
          matchId
          play
          option
          odds
          line
          outcome
        }
      }
      userErrors {
        code
        field
        message
      }
    }
  }
`);

export function PlanPage() {
  const id = useSearchParams()[0].get('id');
  if (!id) return <MissingState what={t.planId} />;
  return <PlanView id={id} />;
}

function PlanView({ id }: { id: string }) {
  const { data, loading, error, refetch } = useQuery(Plan, { variables: { id }, context: { silent: true } });
  const [unlock, { loading: unlocking }] = useMutation(Unlock, { refetchQueries: ['QuizPlanPage'] });
  const [asking, setAsking] = useState(false);
  const p = data?.node?.__typename === 'ExpertPlan' ? data.node : null;
  const doUnlock = async () => {
    const r = (await unlock({ variables: { id } }).catch(() => null))?.data?.unlockExpertPlan;
    if (!r || showQuizErrors(r.userErrors, { INSUFFICIENT_POINTS: `${t.errors.INSUFFICIENT_POINTS}（${data?.points ?? 0}）` })) return;
    toast(t.unlockDone, 0);
  };
  return (
    <div className="lm-quiz" data-testid="quiz-plan">
      <QueryState
        loading={loading && !data}
        error={data ? null : error}
        empty={!!data && !p}
        emptyText={t.noPlan}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {p && (
          <>
            <section className="lm-quiz-plan-head">
              <h2 className="lm-quiz-name" data-testid="plan-title">
                {p.title}
              </h2>
              <p className="lm-quiz-plan-tags">
                <PriceTags price={p.price} refundOnMiss={p.refundOnMiss} />
                <OutcomeTag outcome={p.outcome} long />
              </p>
              <p className="lm-quiz-muted">
                {p.expert && (
                  <Link to={linkTo.quizExpert(p.expert.id)} data-testid="plan-expert">
                    {t.byExpert(p.expert.nickname)}
                  </Link>
                )}{' '}
                · {t.firstKickoff(when(p.firstKickoff))} · {t.unlocks(p.unlocks)}
              </p>
            </section>
            <Card className="lm-quiz-card" title={t.matches}>
              <ul className="lm-quiz-legs">
                {p.matches.map((m) => (
                  <li key={m.id} className="lm-quiz-leg">
                    <span className="lm-quiz-leg-match">
                      <b>{m.matchNum}</b> {m.league} {m.home} {t.vs} {m.away}
                      {m.fullTime && (
                        <span className="lm-quiz-score">
                          {' '}
                          {m.fullTime.home}:{m.fullTime.away}
                        </span>
                      )}
                    </span>
                    {m.kickoff && <span className="lm-quiz-muted">{when(m.kickoff)}</span>}
                  </li>
                ))}
              </ul>
            </Card>
            {p.withdrawn && (
              <NoticeBar className="lm-quiz-card" color="alert" content={t.planWithdrawn} wrap data-testid="plan-withdrawn" />
            )}
            {p.visible && p.legs ? (
              <>
                <Card className="lm-quiz-card" title={t.legs} data-testid="plan-legs">
                  <ul className="lm-quiz-legs">
                    {p.legs.map((l) => {
                      const m = p.matches.find((x) => x.id === l.matchId);
                      const line = lineText(l.play, l.line);
                      return (
                        <li key={`${l.matchId}-${l.play}`} className="lm-quiz-leg">
                          <span className="lm-quiz-leg-match">
                            <b>{m?.matchNum}</b> {m?.home} {t.vs} {m?.away}
                          </span>
                          <span className="lm-quiz-leg-pick">
                            {playName(l.play)}
                            {line && ` ${line}`} · <b data-testid="plan-option">{l.option}</b> @{l.odds} <OutcomeTag outcome={l.outcome} />
                          </span>
                        </li>
                      );
                    })}
                  </ul>
                </Card>
                <Card className="lm-quiz-card" title={t.analysis}>
                  <p className="lm-quiz-analysis" data-testid="plan-analysis">
                    {p.analysis}
                  </p>
                </Card>
              </>
            ) : p.withdrawn ? null : (
              <Card className="lm-quiz-card lm-quiz-locked" data-testid="plan-locked">
                <p>{t.hiddenPicks}</p>
                <Button block color="primary" loading={unlocking} onClick={() => setAsking(true)} data-testid="unlock-plan">
                  {t.unlock(p.price)}
                </Button>
              </Card>
            )}
            <Dialog
              visible={asking}
              title={t.unlockTitle}
              content={t.unlockConfirm(p.price, p.refundOnMiss)}
              closeOnAction
              closeOnMaskClick
              onClose={() => setAsking(false)}
              actions={[
                [
                  { key: 'cancel', text: t.cancel },
                  { key: 'unlock', text: t.confirm, bold: true, onClick: doUnlock },
                ],
              ]}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
