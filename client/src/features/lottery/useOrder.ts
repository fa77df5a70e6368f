// An order kept in the URL (game, zones, multiple, 追加) so a page can be
// reloaded or shared, and the next page opened with the same numbers.
import { useSearchParams } from 'react-router';
import { decodeZones, encodeZones, gameDef, type GameDef, type ZonePick } from './games';

export type OrderState = { def: GameDef; zones: ZonePick[]; multiple: number; additional: boolean };

export function orderQuery(o: OrderState): string {
  const q = new URLSearchParams({ game: o.def.code, zones: encodeZones(o.zones), multiple: String(o.multiple) });
  if (o.additional) q.set('add', '1');
  return q.toString();
}

export function useOrder(): [OrderState, (next: Partial<OrderState>) => void] {
  const [params, setParams] = useSearchParams();
  const def = gameDef(params.get('game'));
  const multiple = Math.max(1, Math.min(100000, Number(params.get('multiple')) || 1));
  const state: OrderState = {
    def,
    zones: decodeZones(def, params.get('zones')),
    multiple,
    additional: def.additional && params.get('add') === '1',
  };
  const update = (next: Partial<OrderState>) => {
    const merged = { ...state, ...next };
    // A new game starts from an empty pick.
    if (next.def && next.def.code !== state.def.code) {
      merged.zones = decodeZones(next.def, null);
      merged.additional = false;
    }
    // Other parameters of the page (the 3D play and its picks) stay, unless
    // the game changed.
    const q = new URLSearchParams(next.def && next.def.code !== state.def.code ? '' : params);
    new URLSearchParams(orderQuery(merged)).forEach((v, k) => q.set(k, v));
    if (!merged.additional) q.delete('add');
    setParams(q, { replace: true });
  };
  return [state, update];
}
