// One match of a day's list: number, league, teams, line, and the options
// of the play type shown, each with its odds, to tap into the selection.
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { SportsPlayType } from '../../gql/graphql';
import { handicapText, oddsText, tenthsText } from './format';
import { sportsText as t } from './strings';

export const MatchCard_match = graphql(`
  fragment MatchCard_match on SportsMatch {
    id
    matchNum
    league
    home
    away
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

const HANDICAP_PLAYS: SportsPlayType[] = ['RQSPF', 'RFSF', 'BD_RQSPF'];

export type PlayInfo = { play: SportsPlayType; name: string; options: string[]; maxGames: number; minGames: number };

export function MatchCard({
  match,
  play,
  picked,
  onPick,
}: {
  match: FragmentType<typeof MatchCard_match>;
  play: PlayInfo;
  picked: (option: number) => boolean;
  onPick: (option: number, odds: number) => void;
}) {
  const m = getFragmentData(MatchCard_match, match);
  const odds = m.odds.find((o) => o.play === play.play)?.odds;
  // The line the play type is sold with: 大小分's total, 让球 / 让分's handicap
  // (none for a level 北单 让球胜平负: "让0" says nothing).
  const line =
    play.play === 'DXF' && m.totalLine != null
      ? t.totalLine(tenthsText(m.totalLine))
      : HANDICAP_PLAYS.includes(play.play) && !!m.handicap
        ? t.handicap(handicapText(m.handicap))
        : null;
  return (
    <article className="lm-sports-match" data-testid="sports-match" data-match={m.matchNum}>
      <header className="lm-sports-match-head">
        <span className="lm-sports-num">{m.matchNum}</span>
        <span className="lm-sports-league">{m.league}</span>
        <span className="lm-sports-teams">
          {m.home} <span className="lm-sports-vs">{t.vs}</span> {m.away}
        </span>
        {line && <span className="lm-sports-line">{line}</span>}
      </header>
      {odds ? (
        <div className={`lm-sports-options lm-sports-options-${play.options.length > 9 ? 'many' : 'few'}`}>
          {play.options.map((name, i) => {
            const price = odds[i];
            const on = picked(i);
            return (
              <button
                key={name}
                type="button"
                className={`lm-sports-option${on ? ' on' : ''}`}
                aria-pressed={on}
                disabled={price == null || m.state === 'VOID'}
                data-testid="sports-option"
                onClick={() => price != null && onPick(i, price)}
              >
                <span className="lm-sports-option-name">{name}</span>
                <span className="lm-sports-option-odds">{oddsText(price)}</span>
              </button>
            );
          })}
        </div>
      ) : (
        <p className="lm-sports-muted">{t.notOffered}</p>
      )}
    </article>
  );
}
