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

/** One ball: red (front/main) or blue (back/extra), drawn or not. */
export function Ball({ n, kind, on = true, digit }: { n: number; kind: 'red' | 'blue'; on?: boolean; digit?: boolean }) {
  return <span className={on ? `lm-ball ${kind} on` : `lm-ball ${kind}`}>{digit ? String(n) : two(n)}</span>;
}

/** A draw's numbers: red/front balls, then blue/back (digit games: plain digits). */
export function DrawBalls({ draw, digits }: { draw: FragmentType<typeof DrawBalls_draw>; digits?: boolean }) {
  const d = getFragmentData(DrawBalls_draw, draw);
  return (
    <div className="lm-balls">
      {d.mainNumbers.map((n, i) => (
        <Ball key={i} n={n} kind="red" digit={digits} />
      ))}
      {d.extraNumbers.map((n, i) => (
        <Ball key={`e${i}`} n={n} kind="blue" digit={digits} />
      ))}
    </div>
  );
}

/** Numbers 1..max (or 0..max-1 from `from`) to pick; `picked` shows as selected. */
export function BallPicker({
  max,
  picked,
  kind,
  onToggle,
  className,
  label,
}: {
  max: number;
  picked: Set<number>;
  kind: 'red' | 'blue';
  onToggle: (n: number) => void;
  /** Extra classes per number (a 胆, a left-out candidate). */
  className?: (n: number) => string;
  /** What the group picks, for screen readers. */
  label?: string;
}) {
  return (
    <div className="lm-balls" role="group" aria-label={label}>
      {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          className={`lm-ball ${kind}${picked.has(n) ? ' on' : ''}${className ? ` ${className(n)}` : ''}`}
          data-testid={`${kind}-${n}`}
          aria-pressed={picked.has(n)}
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
