// How the sports pages write the API's values: odds in hundredths (210 →
// "2.10") and lines in tenths (−10 → "-1", 1785 → "178.5"), from src/lib/odds
// (integer arithmetic only), and the games' names and link codes.
import type { SportsGame } from '../../gql/graphql';
import { sportsText as t } from './strings';

// (The integers' writing is shared with the quiz pages: src/lib/odds.)
export { handicapText, oddsText, tenthsText } from '../../lib/odds';

export const GAME_NAMES: Record<SportsGame, string> = {
  JCZQ: t.football,
  JCLQ: t.basketball,
  BJDC: t.beidan,
  CTZQ: t.traditional,
};

/** The lower-case code of a game in links (`jczq`). */
export const gameCode = (g: SportsGame) => g.toLowerCase();

const CODES: Record<string, SportsGame> = { jczq: 'JCZQ', jclq: 'JCLQ', bjdc: 'BJDC', ctzq: 'CTZQ' };

/** The game a link's code names, or null. */
export const gameOf = (code: string | null | undefined): SportsGame | null => CODES[code ?? ''] ?? null;
