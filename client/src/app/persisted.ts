// Operations go to the server by their sha256 only (codegen's persisted
// documents, `src/gql/persisted-documents.json`, which the server builds
// in): in production the server runs nothing else for members and
// visitors, so a page of another origin or a tampered bundle cannot send
// its own queries in the app's name. Only production builds send ids: in
// development a query edited before `npm run codegen` would run its old
// registered text. The bundle carries only name → hash
// (`virtual:persisted-hashes`, codegen/vite-documents.ts), not the texts.
import { ApolloLink } from '@apollo/client';
import hashes from 'virtual:persisted-hashes';

/** Operation name → sha256 (hex) of its registered text. */
export const hashByName: Readonly<Record<string, string>> = hashes;

/** Sends an operation as Apollo's `persistedQuery` extension, without its text. */
export const persistedLink = new ApolloLink((operation, forward) => {
  const hash = operation.operationName ? hashByName[operation.operationName] : undefined;
  if (hash) {
    operation.extensions = { ...operation.extensions, persistedQuery: { version: 1, sha256Hash: hash } };
    operation.setContext({ http: { includeQuery: false, includeExtensions: true } });
  }
  return forward(operation);
});
