// Subscribes to `unreadCount` with the graphql-ws library and prints every
// value as one JSON line: {"unreadCount": n}. Errors and closes are printed
// as {"error": ...} / {"closed": code}. Usage: node unread.mjs <ws-url> <token>
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const [url, token] = process.argv.slice(2);
const print = (v) => process.stdout.write(JSON.stringify(v) + '\n');

const client = createClient({
  url,
  webSocketImpl: WebSocket,
  connectionParams: { Authorization: `Bearer ${token}` },
  retryAttempts: 0,
  on: { closed: (e) => print({ closed: e?.code ?? null }) },
});

client.subscribe(
  { query: 'subscription { unreadCount }' },
  {
    next: (v) => print({ unreadCount: v.data?.unreadCount ?? null, errors: v.errors ?? null }),
    error: (e) => print({ error: String(e?.message ?? e?.code ?? e) }),
    complete: () => print({ complete: true }),
  },
);
