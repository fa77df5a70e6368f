// Tracking per spec §7/§9: page, button, pageDuration, init and end events
// to the pixel, each with a fresh 32-character action id. Fire and forget.
import { actionId } from './actionId';
import { loadSession } from './storage';

type EventType = 'page' | 'button' | 'pageDuration' | 'init' | 'end';

export function track(type: EventType, fields: Record<string, string | number> = {}): void {
  const params = new URLSearchParams({ type, actionId: actionId() });
  const user = loadSession()?.user.id;
  if (user) params.set('userId', user);
  for (const [k, v] of Object.entries(fields)) params.set(k, String(v));
  const img = new Image();
  img.src = `/api/DataCollection/log.gif?${params}`;
}
