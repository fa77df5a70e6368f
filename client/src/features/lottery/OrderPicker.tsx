// Picks an order for any draw game: balls per zone (with 胆 where the game
// has them) or one row of digits per position.
import { useState } from 'react';
import { BallPicker, Checkbox, MultipleOptions, Tabs } from '../../ui';
import type { GameDef, ZonePick } from './games';
import { lotteryText as t } from './strings';
import './lottery.css';

type Props = {
  def: GameDef;
  zones: ZonePick[];
  onChange: (zones: ZonePick[]) => void;
  /** Offer the 胆 switch (the calculator and the split order do). */
  allowDan?: boolean;
};

export function OrderPicker({ def, zones, onChange, allowDan = false }: Props) {
  const [danMode, setDanMode] = useState(false);
  const digits = def.zones[0].size === 1;
  const tap = (zi: number, n: number) => {
    const next = zones.map((z) => ({ dan: [...z.dan], tuo: [...z.tuo] }));
    const z = next[zi];
    const inDan = z.dan.includes(n);
    const inTuo = z.tuo.includes(n);
    z.dan = z.dan.filter((x) => x !== n);
    z.tuo = z.tuo.filter((x) => x !== n);
    // A tap adds the number (as 胆 in 胆 mode) or takes it away.
    const asDan = danMode && def.zones[zi].dan;
    if (asDan && !inDan) z.dan.push(n);
    else if (!asDan && !inTuo && !inDan) z.tuo.push(n);
    z.dan.sort((a, b) => a - b);
    z.tuo.sort((a, b) => a - b);
    onChange(next);
  };
  return (
    <div className="lm-lottery-picker">
      {allowDan && def.zones.some((z) => z.dan) && (
        <Checkbox className="lm-lottery-dan" checked={danMode} onChange={setDanMode}>
          {t.danMode}
        </Checkbox>
      )}
      {def.zones.map((zone, zi) => {
        const z = zones[zi] ?? { dan: [], tuo: [] };
        const hint = t.zoneHint(zone.label, zone.size, digits);
        return (
          <section key={zi} className="lm-lottery-zone">
            <h3 className="lm-lottery-zone-title">{hint}</h3>
            {digits ? (
              // Digit positions start at 0 and are told apart by position
              // (`pos0-5`), which the shared BallPicker (1..max, `red-5`)
              // does not do: these cells are the ball buttons by hand.
              <div className="lm-balls lm-lottery-digits" role="group" aria-label={hint}>
                {Array.from({ length: zone.max - zone.min + 1 }, (_, i) => zone.min + i).map((n) => {
                  const on = z.dan.includes(n) || z.tuo.includes(n);
                  return (
                    <button
                      key={n}
                      type="button"
                      className={`lm-ball ${zone.kind}${on ? ' on' : ''}`}
                      data-testid={`pos${zi}-${n}`}
                      aria-pressed={on}
                      onClick={() => tap(zi, n)}
                    >
                      {n}
                    </button>
                  );
                })}
              </div>
            ) : (
              // Ball zones all run 1..max, as BallPicker draws them.
              <BallPicker
                max={zone.max}
                picked={new Set([...z.dan, ...z.tuo])}
                kind={zone.kind}
                label={hint}
                className={(n) => (z.dan.includes(n) ? 'dan' : '')}
                onToggle={(n) => tap(zi, n)}
              />
            )}
          </section>
        );
      })}
    </div>
  );
}

/** Tabs choosing a game. */
export function GameTabs({ games, current, onPick }: { games: GameDef[]; current: GameDef; onPick: (g: GameDef) => void }) {
  return (
    <Tabs
      className="lm-lottery-tabs"
      aria-label={t.gameLabel}
      activeKey={current.code}
      onChange={(code) => {
        const g = games.find((x) => x.code === code);
        if (g) onPick(g);
      }}
    >
      {games.map((g) => (
        <Tabs.Tab key={g.code} title={g.name} data-testid={`game-${g.code}`} />
      ))}
    </Tabs>
  );
}

/**
 * The most 倍数 an order may ask for: the split pages cut anything above
 * 99 into several tickets, so the field takes what useOrder accepts.
 */
const MAX_MULTIPLE = 100000;

/** 倍数 and, for 大乐透, 追加 — the options of an order beside its numbers. */
export function OrderOptions({
  def,
  multiple,
  additional,
  onChange,
}: {
  def: GameDef;
  multiple: number;
  additional: boolean;
  onChange: (next: { multiple?: number; additional?: boolean }) => void;
}) {
  return (
    <MultipleOptions
      multiple={multiple}
      max={MAX_MULTIPLE}
      onMultiple={(m) => onChange({ multiple: m })}
      additional={additional}
      onAdditional={def.additional ? (on) => onChange({ additional: on }) : undefined}
    />
  );
}
