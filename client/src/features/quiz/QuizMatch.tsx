// One match with the options of the guessing play types on it, each with
// its odds, to tap: the pick page, a plan being written, a competition.
// An option already picked is marked 已猜 and its play type is closed (one
// pick per match and play type).
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { SportsPlayType } from '../../gql/graphql';
import { lineText, matchLine, oddsText, playName, when } from './format';
import { quizText as t } from './strings';

export const QuizMatch_match = graphql(`
  fragment QuizMatch_match on SportsMatch {
    id
    matchNum
    league
    home
    away
    kickoff
    handicap
    totalLine
    state
    sample
    odds {
      play
      odds
    }
  }
`);

export type MatchRef = FragmentType<typeof QuizMatch_match>;

export function QuizMatch({
  match,
  plays,
  options,
  selected,
  picked,
  closed,
  onPick,
}: {
  match: MatchRef;
  plays: readonly SportsPlayType[];
  options: Map<string, readonly string[]>;
  /** Whether this option is in the selection being made. */
  selected: (play: SportsPlayType, choice: number) => boolean;
  /** The option already picked on this play type, if any. */
  picked?: (play: SportsPlayType) => number | undefined;
  /** No option can be tapped (kicked off, stopped selling, closed). */
  closed?: boolean;
  onPick: (play: SportsPlayType, choice: number, odds: number) => void;
}) {
  const m = getFragmentData(QuizMatch_match, match);
  const shown = plays.filter((p) => m.odds.some((o) => o.play === p));
  return (
    <article className="lm-quiz-match" data-testid="quiz-match" data-match={m.matchNum}>
      <header className="lm-quiz-match-head">
        <span className="lm-quiz-num">{m.matchNum}</span>
        <span className="lm-quiz-league">{m.league}</span>
        <span className="lm-quiz-teams">
          {m.home} <span className="lm-quiz-vs">{t.vs}</span> {m.away}
        </span>
        {m.kickoff && <span className="lm-quiz-muted">{t.closesAt(when(m.kickoff))}</span>}
      </header>
      {shown.map((play) => {
        const odds = m.odds.find((o) => o.play === play)?.odds ?? [];
        const names = options.get(play) ?? [];
        const done = picked?.(play);
        const line = lineText(play, matchLine(play, m));
        return (
          <div key={play} className="lm-quiz-play" data-play={play}>
            <span className="lm-quiz-play-name">
              {playName(play)}
              {line && <span className="lm-quiz-line">{line}</span>}
            </span>
            <div className="lm-quiz-options">
              {names.map((name, i) => {
                const price = odds[i];
                const on = selected(play, i) || done === i;
                return (
                  <button
                    key={name}
                    type="button"
                    className={`lm-quiz-option${on ? ' on' : ''}${done === i ? ' done' : ''}`}
                    aria-pressed={on}
                    disabled={closed || price == null || done !== undefined}
                    data-testid="quiz-option"
                    data-option={name}
                    onClick={() => price != null && onPick(play, i, price)}
                  >
                    <span>{name}</span>
                    <span className="lm-quiz-odds">{done === i ? t.picked : oddsText(price)}</span>
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </article>
  );
}
