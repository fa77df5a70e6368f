// The other plays of 福彩3D and 排列三 in the bonus calculator: 组三 and
// 组六 复式 (digits picked), 直选和值 and 组选和值 (a sum). Counting is the
// server's betCount; the play and its picks live in the URL.
import { useQuery } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { BetKind } from '../../gql/graphql';
import { parseNumbers } from './games';
import { lotteryText as t } from './strings';

const Count = graphql(`
  query DigitPlayCount($input: BetCountInput!) {
    betCount(input: $input) {
      bets
      cost {
        yuan
      }
      tickets
    }
  }
`);

export const DIGIT_PLAYS = ['direct', 'group3', 'group6', 'dsum', 'gsum'] as const;
export type DigitPlay = (typeof DIGIT_PLAYS)[number];

const KIND: Record<Exclude<DigitPlay, 'direct'>, BetKind> = {
  group3: BetKind.Group3,
  group6: BetKind.Group6,
  dsum: BetKind.DirectSum,
  gsum: BetKind.GroupSum,
};

export function usePlay(): [DigitPlay, (p: DigitPlay) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('play');
  const play = (DIGIT_PLAYS as readonly string[]).includes(raw ?? '') ? (raw as DigitPlay) : 'direct';
  const set = (p: DigitPlay) => {
    const next = new URLSearchParams(params);
    next.set('play', p);
    next.delete('digits');
    next.delete('sum');
    setParams(next, { replace: true });
  };
  return [play, set];
}

export function PlayTabs({ play, onPick }: { play: DigitPlay; onPick: (p: DigitPlay) => void }) {
  return (
    <div className="tabs games">
      {DIGIT_PLAYS.map((p) => (
        <button key={p} className={p === play ? 'on' : ''} data-testid={`play-${p}`} onClick={() => onPick(p)}>
          {t.digitPlays[p]}
        </button>
      ))}
    </div>
  );
}

/** 组三/组六/和值: the picks, the bets and the cost. */
export function DigitPlayCalculator({ play, multiple }: { play: Exclude<DigitPlay, 'direct'>; multiple: number }) {
  const [params, setParams] = useSearchParams();
  const digits = parseNumbers(params.get('digits')).filter((d) => d >= 0 && d <= 9);
  const sumText = params.get('sum');
  const sum = sumText === null ? null : Number(sumText);
  const bySum = play === 'dsum' || play === 'gsum';
  const update = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  const ready = bySum ? sum !== null : digits.length >= (play === 'group3' ? 2 : 3);
  const input = bySum ? { kind: KIND[play], sum, multiple } : { kind: KIND[play], digits: digits.length, multiple };
  const { data, error } = useQuery(Count, { variables: { input }, skip: !ready, context: { silent: true } });
  const r = ready ? data?.betCount : undefined;
  const [lo, hi] = play === 'gsum' ? [1, 26] : [0, 27];
  return (
    <>
      <p className="hint">{t.digitPlayHints[play]}</p>
      <div className="balls">
        {bySum
          ? Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).map((n) => (
              <button key={n} className={n === sum ? 'ball red on' : 'ball red'} data-testid={`sum-${n}`} onClick={() => update('sum', String(n))}>
                {n}
              </button>
            ))
          : Array.from({ length: 10 }, (_, n) => n).map((n) => (
              <button
                key={n}
                className={digits.includes(n) ? 'ball red on' : 'ball red'}
                data-testid={`digit-${n}`}
                onClick={() =>
                  update(
                    'digits',
                    (digits.includes(n) ? digits.filter((d) => d !== n) : [...digits, n]).sort((a, b) => a - b).join(','),
                  )
                }
              >
                {n}
              </button>
            ))}
      </div>
      {error && <p className="empty">{error.message}</p>}
      <section className="result">
        <div>
          {t.bets}：<b data-testid="bets">{r ? r.bets : 0}</b>
        </div>
        <div>
          {t.cost}：<b data-testid="cost">{t.yuan(r ? r.cost.yuan : t.zeroYuan)}</b>
        </div>
        {r && r.tickets.length > 1 && <div>{t.tickets(r.tickets)}</div>}
      </section>
    </>
  );
}
