import { describe, expect, it } from 'vitest';
import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { consoleTypePolicies } from './pagination';

// A made-up document (not the schema's `jobs`): parsed here, not by codegen.
const Jobs = parse(`
  query Jobs($state: String, $after: String) {
    jobs(state: $state, first: 2, after: $after) {
      nodes {
        id
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const page = (ids: string[], hasNextPage: boolean) => ({
  jobs: {
    __typename: 'JobConnection',
    nodes: ids.map((id) => ({ __typename: 'Job', id })),
    pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: ids[ids.length - 1] },
  },
});

const ids = (cache: InMemoryCache, variables: Record<string, unknown>) =>
  cache.readQuery<ReturnType<typeof page>>({ query: Jobs, variables })?.jobs.nodes.map((n) => n.id);

describe('the console’s lists grow page by page', () => {
  it('appends the page read after a cursor, keeps other filters apart, restarts on a first page', () => {
    const cache = new InMemoryCache({ typePolicies: consoleTypePolicies({ Query: { jobs: ['state'] } }) });
    cache.writeQuery({ query: Jobs, variables: { state: 'FAILED' }, data: page(['1', '2'], true) });
    cache.writeQuery({ query: Jobs, variables: { state: 'FAILED', after: '2' }, data: page(['3'], false) });
    expect(ids(cache, { state: 'FAILED' })).toEqual(['1', '2', '3']);
    const read = cache.readQuery<ReturnType<typeof page>>({ query: Jobs, variables: { state: 'FAILED' } });
    expect(read?.jobs.pageInfo).toMatchObject({ hasNextPage: false, endCursor: '3' });

    cache.writeQuery({ query: Jobs, variables: { state: 'DONE' }, data: page(['9'], false) });
    expect(ids(cache, { state: 'DONE' })).toEqual(['9']);
    expect(ids(cache, { state: 'FAILED' })).toEqual(['1', '2', '3']);

    // A refetch of the first page starts the list again.
    cache.writeQuery({ query: Jobs, variables: { state: 'FAILED' }, data: page(['0', '1'], true) });
    expect(ids(cache, { state: 'FAILED' })).toEqual(['0', '1']);
  });

  it('grows every list a console page reads with a cursor', async () => {
    const { paginatedFields } = await import('../gql/console-pagination');
    expect(Object.keys(paginatedFields.Query)).toEqual(expect.arrayContaining(['jobs', 'auditLog', 'members', 'feedbacks', 'drawHistory']));
    expect(paginatedFields.Query.auditLog).toEqual(expect.arrayContaining(['action', 'target']));
  });
});
