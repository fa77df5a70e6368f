// 导出 CSV: the server streams the filtered list (POST /export/members.csv,
// the staff session as bearer: docs/console.md); the page counts the rows
// as they arrive against the list's count to show progress, then saves the
// whole file. A response cut short rejects, so a partial file is never
// saved.
import type { MemberFilterInput } from '../../gql/staff/graphql';
import { currentSession } from '../session';

const NEWLINE = 10;

export async function exportMembers(filter: MemberFilterInput, onRows: (rows: number) => void): Promise<Blob> {
  const token = currentSession()?.token;
  const resp = await fetch('/export/members.csv', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ filter }),
  });
  if (!resp.ok || !resp.body) {
    const problem = (await resp.json().catch(() => null)) as { detail?: string; title?: string } | null;
    throw new Error(problem?.detail ?? problem?.title ?? `HTTP ${resp.status}`);
  }
  const reader = resp.body.getReader();
  const parts: Uint8Array[] = [];
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    for (const b of value) if (b === NEWLINE) lines += 1;
    // The first line is the header.
    onRows(Math.max(0, lines - 1));
  }
  return new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' });
}
