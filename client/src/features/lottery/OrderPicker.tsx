// Picks an order for any draw game: balls per zone (with 胆 where the game
// has them) or one row of digits per position.
import { useState } from 'react';
import { type GameDef, type ZonePick, two } from './games';
import { lotteryText as t } from './strings';

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
    <div className="order-picker">
      {allowDan && def.zones.some((z) => z.dan) && (
        <label className="dan-switch">
          <input type="checkbox" checked={danMode} onChange={(e) => setDanMode(e.target.checked)} />
          {t.danMode}
        </label>
      )}
      {def.zones.map((zone, zi) => (
        <div key={zi} className="zone">
          <p>{t.zoneHint(zone.label, zone.size, digits)}</p>
          <div className="balls">
            {Array.from({ length: zone.max - zone.min + 1 }, (_, i) => zone.min + i).map((n) => {
              const z = zones[zi] ?? { dan: [], tuo: [] };
              const state = z.dan.includes(n) ? ' on dan' : z.tuo.includes(n) ? ' on' : '';
              return (
                <button
                  key={n}
                  className={`ball ${zone.kind}${state}`}
                  data-testid={digits ? `pos${zi}-${n}` : `${zone.kind}-${n}`}
                  onClick={() => tap(zi, n)}
                >
                  {digits ? n : two(n)}
                </button>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}

/** Tabs choosing a game. */
export function GameTabs({ games, current, onPick }: { games: GameDef[]; current: GameDef; onPick: (g: GameDef) => void }) {
  return (
    <div className="tabs games" role="tablist">
      {games.map((g) => (
        <button
          key={g.code}
          role="tab"
          aria-selected={g.code === current.code}
          className={g.code === current.code ? 'on' : ''}
          data-testid={`game-${g.code}`}
          onClick={() => onPick(g)}
        >
          {g.name}
        </button>
      ))}
    </div>
  );
}

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
    <div className="row">
      <label>
        {t.multiple}
        <input
          type="number"
          min={1}
          max={100000}
          value={multiple}
          data-testid="multiple"
          onChange={(e) => onChange({ multiple: Math.max(1, Number(e.target.value) || 1) })}
        />
      </label>
      {def.additional && (
        <label>
          <input type="checkbox" checked={additional} onChange={(e) => onChange({ additional: e.target.checked })} />
          {t.additional}
        </label>
      )}
    </div>
  );
}
