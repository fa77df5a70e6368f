import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import * as documents from '../gql/graphql';
import manifest from '../gql/persisted-documents.json';
import { persistedHash, persistedLink } from './persisted';

describe('persisted documents', () => {
  it('gives every operation the sha256 of its registered text', () => {
    const operations = Object.values(documents).filter(
      (d): d is typeof documents.MyPageDocument =>
        typeof d === 'object' && d !== null && 'definitions' in d && d.definitions.some((x) => x.kind === 'OperationDefinition'),
    );
    expect(operations.length).toBe(Object.keys(manifest).length);
    for (const d of operations) {
      const hash = persistedHash(d);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.keys(manifest)).toContain(`sha256:${hash}`);
    }
  });

  it('sends the hash, not the text, through Apollo', async () => {
    let sent: { extensions: Record<string, unknown>; http: unknown } | undefined;
    const terminal = new ApolloLink((operation) => {
      sent = { extensions: operation.extensions, http: operation.getContext().http };
      return new Observable((o) => {
        o.next({ data: { me: null } });
        o.complete();
      });
    });
    const client = new ApolloClient({ link: ApolloLink.from([persistedLink, terminal]), cache: new InMemoryCache() });
    await client.query({ query: documents.MyPageDocument });
    expect(sent?.extensions.persistedQuery).toEqual({ version: 1, sha256Hash: persistedHash(documents.MyPageDocument) });
    expect(sent?.http).toEqual({ includeQuery: false, includeExtensions: true });
  });
});
