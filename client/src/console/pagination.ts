// How the console's lists grow: 加载更多 reads the next page with
// `fetchMore({ variables: { after } })` and the cache appends its `nodes`
// to the list kept for the same filters (a first page, read without a
// cursor, starts it again). The console reads `nodes`, not `edges`, so
// Apollo's relayStylePagination (which merges edges and keeps only the
// last page's other fields) does not fit. Which fields grow, and by which
// filters they are kept apart, is generated from the console's documents
// (gql/console-pagination.ts, by codegen/pagination-policies.cjs).
import type { FieldPolicy, TypePolicies } from '@apollo/client';

type Page = { nodes?: readonly unknown[]; pageInfo?: unknown };

export function nodesPagination(keyArgs: readonly string[]): FieldPolicy<Page> {
  return {
    keyArgs: keyArgs.length ? [...keyArgs] : false,
    merge(existing, incoming, { args }) {
      if (!existing || !args?.after) return incoming;
      return { ...incoming, nodes: [...(existing.nodes ?? []), ...(incoming.nodes ?? [])] };
    },
  };
}

export function consoleTypePolicies(fields: Record<string, Record<string, readonly string[]>>): TypePolicies {
  const policies: TypePolicies = {};
  for (const [type, byField] of Object.entries(fields)) {
    policies[type] = { fields: Object.fromEntries(Object.entries(byField).map(([f, keys]) => [f, nodesPagination(keys)])) };
  }
  return policies;
}
