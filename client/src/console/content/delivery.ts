// The 送达/已读 cell of 消息与推送: how many members a message reached and
// how many read it, as the server keeps them (`Message.delivery`).
import { contentText } from './strings';

const t = contentText.messages;

export type Delivery = { recipients: number; reads: number };

/** "已读 reads / recipients（n%）", whole percent rounded down; a dash for nothing to show. */
export function deliveryText(d: Delivery | null | undefined, status: string): string {
  if (!d || status === 'CANCELLED') return '—';
  if (status === 'SCHEDULED') return t.deliveryPlanned(d.recipients);
  if (d.recipients === 0) return t.deliveryCounting;
  const pct = Math.floor((d.reads * 100) / d.recipients);
  return `${d.reads} / ${d.recipients}（${pct}%）`;
}
