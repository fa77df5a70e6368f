// One Apollo client for HTTP and the WebSocket. The token comes from local
// storage on every request and every (re)connection, so a refreshed token is
// used at once; the socket is restarted when the token changes.
import { ApolloClient, HttpLink, InMemoryCache, from, split } from '@apollo/client';
import { setContext } from '@apollo/client/link/context';
import { onError } from '@apollo/client/link/error';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition, relayStylePagination } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import { sessionExpired } from '../lib/events';
import { currentToken } from '../lib/storage';
import { toast } from '../lib/toast';
import { persistedLink } from './persisted';
import { appText } from './strings';

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

/** Reconnects the socket with the current token (after sign-in or refresh). */
export function restartSocket(): void {
  socket.terminate();
}

const auth = setContext((_, { headers }) => {
  const token = currentToken();
  return { headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
});

const errors = onError(({ graphQLErrors, networkError, operation }) => {
  const status = (networkError as { statusCode?: number } | null)?.statusCode;
  const unauthenticated = graphQLErrors?.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  if ((status === 401 || status === 403 || unauthenticated) && currentToken()) {
    sessionExpired.emit();
    return;
  }
  if (operation.getContext().silent) return;
  if (graphQLErrors?.length) toast(graphQLErrors[0].message);
  else if (networkError) toast(networkError.message || appText.networkError);
});

const http = new HttpLink({ uri: '/graphql' });

const transport = split(
  ({ query }) => {
    const def = getMainDefinition(query);
    return def.kind === 'OperationDefinition' && def.operation === 'subscription';
  },
  new GraphQLWsLink(socket),
  from([errors, auth, http]),
);

// Production builds send each operation by its hash (see ./persisted).
const link = import.meta.env.PROD ? from([persistedLink, transport]) : transport;

// Connections grow page by page: `fetchMore({ variables: { after } })`
// appends to the list cached for the same other arguments.
const cache = new InMemoryCache({
  typePolicies: {
    Query: {
      fields: {
        followers: relayStylePagination(['memberId']),
        following: relayStylePagination(['memberId']),
        myMessages: relayStylePagination(['isRead', 'messageType']),
        pointsHistory: relayStylePagination(['memberId']),
        mySplits: relayStylePagination(),
      },
    },
  },
});

export const client = new ApolloClient({ link, cache });
