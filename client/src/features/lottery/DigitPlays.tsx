// The other plays of 福彩3D and 排列三 in the bonus calculator: 组三 and
// 组六 复式 (digits picked), 直选和值 and 组选和值 (a sum). Counting is the
// server's betCount; the play and its picks live in the URL.
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import type { BetKind } from '../../gql/graphql';
import { Tabs } from '../../ui';
import { parseNumbers } from './games';
import { OrderTotals } from './OrderTotals';
import { lotteryText as t } from './strings';
import './lottery.css';

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
  group3: 'GROUP3',
  group6: 'GROUP6',
  dsum: 'DIRECT_SUM',
  gsum: 'GROUP_SUM',
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
    <Tabs
      className="lm-lottery-tabs"
      aria-label={t.playLabel}
      activeKey={play}
      onChange={(key) => {
        const p = DIGIT_PLAYS.find((x) => x === key);
        if (p) onPick(p);
      }}
    >
      {DIGIT_PLAYS.map((p) => (
        <Tabs.Tab key={p} title={t.digitPlays[p]} data-testid={`play-${p}`} />
      ))}
    </Tabs>
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
  const { data, previousData, loading, error, refetch } = useQuery(Count, {
    variables: { input },
    skip: !ready,
    context: { silent: true },
  });
  // While the next count loads, the last one stays (dimmed) instead of 0.
  const r = ready ? (data ?? previousData)?.betCount : undefined;
  const [lo, hi] = play === 'gsum' ? [1, 26] : [0, 27];
  const hint = t.digitPlayHints[play];
  return (
    <>
      <section className="lm-lottery-zone">
        <h3 className="lm-lottery-zone-title">{hint}</h3>
        {/* Sums and 组选 digits start at 0 and carry their own test ids, so
            these are ball buttons by hand rather than the 1..max BallPicker. */}
        <div className="lm-balls lm-lottery-digits" role="group" aria-label={hint}>
          {bySum
            ? Array.from({ length: hi - lo + 1 }, (_, i) => lo + i).map((n) => (
                <button
                  key={n}
                  type="button"
                  className={n === sum ? 'lm-ball red on' : 'lm-ball red'}
                  data-testid={`sum-${n}`}
                  aria-pressed={n === sum}
                  onClick={() => update('sum', String(n))}
                >
                  {n}
                </button>
              ))
            : Array.from({ length: 10 }, (_, n) => n).map((n) => (
                <button
                  key={n}
                  type="button"
                  className={digits.includes(n) ? 'lm-ball red on' : 'lm-ball red'}
                  data-testid={`digit-${n}`}
                  aria-pressed={digits.includes(n)}
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
      </section>
      <OrderTotals
        bets={r ? r.bets : 0}
        costYuan={r ? r.cost.yuan : t.zeroYuan}
        busy={ready && loading}
        error={ready && !!error}
        onRetry={() => void refetch().catch(() => undefined)}
      >
        {r && r.tickets.length > 1 && <p className="lm-lottery-note">{t.tickets(r.tickets)}</p>}
      </OrderTotals>
    </>
  );
}
