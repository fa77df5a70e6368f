// A record's status as staff read it: the open state, or how it closed.
import { reviewText as t } from './strings';

export type Reviewed = { state: string; outcome?: string | null };

export function statusLabel(r: Reviewed): string {
  if (r.state === 'CLOSED') return r.outcome ? (t.outcomes[r.outcome] ?? r.outcome) : t.states.CLOSED;
  if (r.outcome === 'APPROVED') return t.withdrawals.toPay;
  return t.states[r.state] ?? r.state;
}

export function statusColor(r: Reviewed): string {
  if (r.outcome === 'REJECTED') return 'red';
  if (r.outcome === 'CANCELLED') return 'default';
  if (r.state === 'CLOSED') return 'green';
  return r.outcome === 'APPROVED' ? 'gold' : 'blue';
}
