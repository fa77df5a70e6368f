// The option names of the guessing play types, in ticket order (a pick's
// `choice` is an index into them), as the server's rulebook gives them.
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

const PlayTypes = graphql(`
  query QuizPlayTypes {
    football: sportsPlayTypes(game: JCZQ) {
      play
      options
    }
    basketball: sportsPlayTypes(game: JCLQ) {
      play
      options
    }
  }
`);

/** play type → its options; empty until loaded. */
export function usePlayOptions() {
  const q = useQuery(PlayTypes, { context: { silent: true } });
  const options = new Map<string, readonly string[]>();
  for (const p of [...(q.data?.football ?? []), ...(q.data?.basketball ?? [])]) options.set(p.play, p.options);
  return { ...q, options };
}
