// The legs being chosen on the pick page, a plan being written and a
// competition entry: pure functions, so the rules of each are tested
// without a page. A leg is one option of one play type of one match.
import type { SportsPlayType } from '../../gql/graphql';

export interface ChosenLeg {
  matchId: string;
  play: SportsPlayType;
  choice: number;
  /** Shown in the summary: match number, play type and option. */
  label: string;
  /** In hundredths, as shown when tapped (the server copies the odds in force). */
  odds: number;
}

export const sameLeg = (a: Pick<ChosenLeg, 'matchId' | 'play' | 'choice'>, b: Pick<ChosenLeg, 'matchId' | 'play' | 'choice'>) =>
  a.matchId === b.matchId && a.play === b.play && a.choice === b.choice;

/**
 * A tap with room for `max` legs, one per match: tapping a chosen option
 * drops it; another option of a chosen match replaces that match's leg; a
 * new match is added, dropping the oldest leg when full (`max` 1: a
 * single, the tap replaces it).
 */
export function tapLeg(legs: readonly ChosenLeg[], leg: ChosenLeg, max: number): ChosenLeg[] {
  if (legs.some((l) => sameLeg(l, leg))) return legs.filter((l) => !sameLeg(l, leg));
  const others = legs.filter((l) => l.matchId !== leg.matchId);
  const kept = others.length >= max ? others.slice(others.length - max + 1) : others;
  return [...kept, leg];
}

/** The input of `makeQuizPick` / `publishExpertPlan` legs. */
export const toLegInputs = (legs: readonly ChosenLeg[]) => legs.map(({ matchId, play, choice }) => ({ matchId, play, choice }));

/** What a selection lacks before it can be sent, or null when ready. */
export function pickReady(legs: readonly ChosenLeg[], parlay: boolean): 'none' | 'second' | null {
  if (!legs.length) return 'none';
  if (parlay && legs.length < 2) return 'second';
  return null;
}
