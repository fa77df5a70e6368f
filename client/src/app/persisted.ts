// Operations go to the server by their sha256 only (codegen's persisted
// documents, `src/gql/persisted-documents.json`, which the server builds
// in): in production the server runs nothing else for members and
// visitors, so a page of another origin or a tampered bundle cannot send
// its own queries in the app's name. Only production builds send ids: in
// development a query edited before `npm run codegen` would run its old
// registered text.
import { ApolloLink } from '@apollo/client';
import manifest from '../gql/persisted-documents.json';

/** Operation name → sha256 of its registered text. */
export const hashByName: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(manifest as Record<string, string>).flatMap(([hash, text]) => {
    // The operation may follow its fragments in the registered text.
    const name = /(?:^|\}\s*)(?:query|mutation|subscription)\s+(\w+)/.exec(text)?.[1];
    return name ? [[name, hash]] : [];
  }),
);

/** Sends an operation as Apollo's `persistedQuery` extension, without its text. */
export const persistedLink = new ApolloLink((operation, forward) => {
  const hash = hashByName[operation.operationName];
  if (hash) {
    operation.extensions = { ...operation.extensions, persistedQuery: { version: 1, sha256Hash: hash } };
    operation.setContext({ http: { includeQuery: false, includeExtensions: true } });
  }
  return forward(operation);
});
