// Operations go to the server by their sha256 only (codegen's persisted
// documents, `src/gql/persisted-documents.json`, which the server builds
// in): in production the server runs nothing else for members and
// visitors, so a page of another origin or a tampered bundle cannot send
// its own queries in the app's name. Only production builds send ids: in
// development a query edited before `npm run codegen` would run its old
// registered text. Each document carries its own hash (the client preset's
// `__meta__`, which Apollo keeps on `operation.query`), so a page's chunk
// holds the hashes of its own operations and the shell none. The staff
// console sends its sign-in (public operations, in the same manifest) the
// same way; its staff operations carry no hash and go as text (staff are
// not held to the manifest).
import { ApolloLink, type DocumentNode } from '@apollo/client';

/** The sha256 (hex) of a document's registered text, from codegen's `__meta__`. */
export function persistedHash(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash.replace(/^sha256:/, '') : undefined;
}

/** Sends an operation as Apollo's `persistedQuery` extension, without its text. */
export const persistedLink = new ApolloLink((operation, forward) => {
  const hash = persistedHash(operation.query);
  if (hash) {
    operation.extensions = { ...operation.extensions, persistedQuery: { version: 1, sha256Hash: hash } };
    operation.setContext({ http: { includeQuery: false, includeExtensions: true } });
  }
  return forward(operation);
});
