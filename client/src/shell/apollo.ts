// One Apollo client for HTTP and the WebSocket. The token comes from local
// storage on every request and every (re)connection, so a refreshed token is
// used at once; the socket is restarted when the token changes.
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError, type FieldPolicy, type TypePolicies } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { getMainDefinition, relayStylePagination } from '@apollo/client/utilities';
import { Observable, type Subscription } from 'rxjs';
import { paginatedFields } from '../gql/pagination';
import { sessionExpired } from '../lib/events';
import { currentToken } from '../lib/storage';
import { toast } from '../ui/toast';
import { persistedLink } from '../lib/persisted';
import { shellText } from './strings';

// The socket's code is loaded with the first subscription (./socket).
let loadedSocket: Promise<typeof import('./socket')> | null = null;
const loadSocket = () => (loadedSocket ??= import('./socket'));

/** Reconnects the socket with the current token (after sign-in or refresh); nothing to do before it is loaded. */
export function restartSocket(): void {
  if (loadedSocket) void loadedSocket.then(({ socket }) => socket.terminate());
}

/** Subscriptions: handed to the WebSocket link once its chunk is loaded. */
const subscriptions = new ApolloLink(
  (operation) =>
    new Observable<ApolloLink.Result>((observer) => {
      let inner: Subscription | undefined;
      let closed = false;
      loadSocket().then(
        ({ wsLink }) => {
          if (!closed) inner = wsLink.request(operation).subscribe(observer);
        },
        (e) => observer.error(e),
      );
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    }),
);

const auth = new SetContextLink(({ headers }) => {
  const token = currentToken();
  return { headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
});

const errors = new ErrorLink(({ error, operation }) => {
  const graphQLErrors = CombinedGraphQLErrors.is(error) ? error.errors : [];
  const status = ServerError.is(error) ? error.statusCode : undefined;
  const unauthenticated = graphQLErrors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  if ((status === 401 || status === 403 || unauthenticated) && currentToken()) {
    sessionExpired.emit();
    return;
  }
  if (operation.getContext().silent) return;
  if (graphQLErrors.length) toast(graphQLErrors[0].message);
  else toast(error.message || shellText.networkError);
});

const http = new HttpLink({ uri: '/graphql' });

const transport = ApolloLink.split(
  ({ query }) => {
    const def = getMainDefinition(query);
    return def.kind === 'OperationDefinition' && def.operation === 'subscription';
  },
  subscriptions,
  ApolloLink.from([errors, auth, http]),
);

// Production builds send each operation by its hash (see ./persisted).
const link = import.meta.env.PROD ? ApolloLink.from([persistedLink, transport]) : transport;

// Connections grow page by page: `fetchMore({ variables: { after } })`
// appends to the list cached for the same other arguments. Which fields do
// is generated from the schema and the documents (gql/pagination.ts, by
// codegen/pagination-policies.cjs): a new paged list needs no edit here.
function typePolicies(): TypePolicies {
  const policies: TypePolicies = {};
  for (const [type, fields] of Object.entries(paginatedFields)) {
    const pagination: Record<string, FieldPolicy> = {};
    for (const [field, keyArgs] of Object.entries(fields)) {
      pagination[field] = relayStylePagination(keyArgs.length ? [...keyArgs] : false);
    }
    policies[type] = { fields: pagination };
  }
  // The caller's shop has no id (one per member): its pages ask for
  // different fields of it, which merge rather than replace each other.
  policies.Shop = { ...policies.Shop, merge: true };
  return policies;
}

const cache = new InMemoryCache({ typePolicies: typePolicies() });

export const client = new ApolloClient({ link, cache });
