// One pick (a single, or a 2串1 of two matches): each leg's match, play
// type, option at the odds it was made with, and how each leg and the whole
// pick settled, with its notional return.
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { Card } from '../../ui';
import { lineText, playName, when } from './format';
import { OutcomeTag } from './Outcome';
import { quizText as t } from './strings';

export const PickCard_pick = graphql(`
  fragment PickCard_pick on QuizPick {
    id
    parlay
    outcome
    firstKickoff
    stake {
      yuan
    }
    returned {
      yuan
    }
    legs {
      matchId
      play
      option
      odds
      line
      outcome
      match {
        id
        matchNum
        league
        home
        away
        sample
        fullTime {
          home
          away
        }
      }
    }
  }
`);

export function PickCard({ pick }: { pick: FragmentType<typeof PickCard_pick> }) {
  const p = getFragmentData(PickCard_pick, pick);
  return (
    <Card
      className="lm-quiz-card"
      data-testid="pick"
      data-outcome={p.outcome ?? 'OPEN'}
      title={
        <span className="lm-quiz-card-title">
          {p.parlay ? t.parlay : t.single}
          <span className="lm-quiz-muted">{t.firstKickoff(when(p.firstKickoff))}</span>
        </span>
      }
      extra={<OutcomeTag outcome={p.outcome} />}
    >
      <ul className="lm-quiz-legs">
        {p.legs.map((l) => {
          const line = lineText(l.play, l.line);
          return (
            <li key={`${l.matchId}-${l.play}`} className="lm-quiz-leg">
              <span className="lm-quiz-leg-match">
                {l.match ? (
                  <>
                    <b>{l.match.matchNum}</b> {l.match.home} {t.vs} {l.match.away}
                    {l.match.fullTime && (
                      <span className="lm-quiz-score">
                        {' '}
                        {l.match.fullTime.home}:{l.match.fullTime.away}
                      </span>
                    )}
                  </>
                ) : (
                  l.matchId
                )}
              </span>
              <span className="lm-quiz-leg-pick">
                {playName(l.play)}
                {line && ` ${line}`} · <b>{l.option}</b> @{l.odds}
                {p.parlay && <OutcomeTag outcome={l.outcome} />}
              </span>
            </li>
          );
        })}
      </ul>
      {p.outcome && p.outcome !== 'VOID' && (
        <p className="lm-quiz-muted">
          {t.stake} {t.yuan(p.stake.yuan)} · {t.returned} {t.yuan(p.returned.yuan)}
        </p>
      )}
    </Card>
  );
}
