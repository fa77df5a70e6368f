// The console's Apollo client: HTTP only (no subscriptions yet), the staff
// session's token on every request, raw documents (staff may send them;
// the member app's persisted-document manifest stays free of staff
// operations), except the sign-in's, which are the web client's own and go
// by id (src/lib/persisted). A 401 ends the session: the sign-in page shows
// again.
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { paginatedFields } from '../gql/console-pagination';
import { persistedLink } from '../lib/persisted';
import { consoleTypePolicies } from './pagination';
import { clearSession, currentSession } from './session';

const auth = new SetContextLink(({ headers }) => {
  const token = currentSession()?.token;
  return { headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) } };
});

const ended = new ErrorLink(({ error }) => {
  const unauthenticated =
    (ServerError.is(error) && error.statusCode === 401) ||
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED'));
  if (unauthenticated) clearSession();
});

export const consoleClient = new ApolloClient({
  link: ApolloLink.from([
    ...(import.meta.env.PROD ? [persistedLink] : []),
    auth,
    ended,
    new HttpLink({ uri: '/graphql' }),
  ]),
  cache: new InMemoryCache({ typePolicies: consoleTypePolicies(paginatedFields) }),
});
