// Lottery balls: a draw's numbers, and a picker of numbers to play. Shared
// UI: the home page's latest draws and the lottery pages show the same balls.
import { graphql, getFragmentData, type FragmentType } from '../gql';

export const DrawBalls_draw = graphql(`
  fragment DrawBalls_draw on Draw {
    mainNumbers
    extraNumbers
  }
`);

const two = (n: number) => String(n).padStart(2, '0');

/** A draw's numbers: red/front balls, then blue/back. */
export function DrawBalls({ draw }: { draw: FragmentType<typeof DrawBalls_draw> }) {
  const d = getFragmentData(DrawBalls_draw, draw);
  return (
    <div className="balls">
      {d.mainNumbers.map((n, i) => (
        <span key={i} className="ball red on">
          {two(n)}
        </span>
      ))}
      {d.extraNumbers.map((n, i) => (
        <span key={`e${i}`} className="ball blue on">
          {two(n)}
        </span>
      ))}
    </div>
  );
}

/** Numbers 1..max to pick; `picked` shows as selected. */
export function BallPicker({
  max,
  picked,
  kind,
  onToggle,
}: {
  max: number;
  picked: Set<number>;
  kind: 'red' | 'blue';
  onToggle: (n: number) => void;
}) {
  return (
    <div className="balls">
      {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          className={picked.has(n) ? `ball ${kind} on` : `ball ${kind}`}
          data-testid={`${kind}-${n}`}
          onClick={() => onToggle(n)}
        >
          {two(n)}
        </button>
      ))}
    </div>
  );
}

/** The set with `n` added or removed. */
export function toggled(set: Set<number>, n: number): Set<number> {
  const next = new Set(set);
  if (next.has(n)) next.delete(n);
  else next.add(n);
  return next;
}
