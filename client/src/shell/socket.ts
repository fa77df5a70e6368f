// The WebSocket (graphql-ws) and its Apollo link, in their own chunk: the
// first subscription loads them (shell/apollo's `subscriptions` link), so a
// page that subscribes to nothing never fetches the socket code. The token
// comes from local storage on every (re)connection.
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { sessionExpired } from '../lib/events';
import { currentToken } from '../lib/storage';

const wsUrl = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`;

export const socket = createClient({
  url: wsUrl,
  lazy: true,
  retryAttempts: Infinity,
  shouldRetry: () => true,
  connectionParams: () => {
    const token = currentToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
  on: {
    closed: (event) => {
      // 4403: the token expired or was revoked (CONTRACT §3).
      if ((event as CloseEvent)?.code === 4403 && currentToken()) sessionExpired.emit();
    },
  },
});

export const wsLink = new GraphQLWsLink(socket);
