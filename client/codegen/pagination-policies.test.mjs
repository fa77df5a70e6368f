// The pagination plugin: which connections the documents grow, and by
// which arguments they are kept apart.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// The plugin is CommonJS, as codegen loads it: graphql's CommonJS build
// must make the schema too (its ES build's types are other classes).
const require = createRequire(import.meta.url);
const { buildSchema, parse } = require('graphql');
const { growingLists, plugin } = require('./pagination-policies.cjs');

const schema = buildSchema(`
  type PageInfo { hasNextPage: Boolean! endCursor: String }
  type Post { id: ID! comments(first: Int, after: String): CommentConnection! }
  type Comment { id: ID! }
  type CommentEdge { cursor: String! node: Comment! }
  type CommentConnection { edges: [CommentEdge!]! nodes: [Comment!]! pageInfo: PageInfo! }
  type PostEdge { cursor: String! node: Post! }
  type PostConnection { edges: [PostEdge!]! nodes: [Post!]! pageInfo: PageInfo! }
  type Query {
    posts(feed: String, topic: ID, first: Int, after: String, last: Int, before: String): PostConnection!
    tickets(first: Int, after: String): PostConnection!
    latest(first: Int, after: String): PostConnection!
  }
`);

const docs = (...texts) => texts.map((t) => ({ document: parse(t) }));

describe('pagination policies from the documents', () => {
  it('keys a grown list by its other arguments, through fragments', () => {
    const found = growingLists(
      schema,
      docs(
        'query Feed($after: String) { posts(feed: "HOT", first: 10, after: $after) { ...Page } }',
        'fragment Page on PostConnection { edges { cursor node { id } } pageInfo { hasNextPage endCursor } }',
        'query Detail($after: String) { posts(first: 1) { nodes { comments(first: 5, after: $after) { edges { node { id } } } } } }',
      ),
    );
    expect(found).toEqual({ Query: { posts: ['feed', 'topic'] }, Post: { comments: [] } });
  });

  it('leaves lists read a page at a time and lists never paged', () => {
    const found = growingLists(
      schema,
      docs('query T($after: String) { tickets(first: 30, after: $after) { nodes { id } } }', 'query L { latest(first: 3) { edges { node { id } } } }'),
    );
    expect(found).toEqual({});
  });

  it('grows lists read through nodes when told to (the console)', () => {
    const text = plugin(schema, docs('query T($after: String) { tickets(first: 30, after: $after) { nodes { id } } }'), { reads: 'nodes' });
    expect(text).toContain('tickets: [],');
    expect(plugin(schema, docs('query T($after: String) { tickets(first: 30, after: $after) { nodes { id } } }'))).not.toContain('tickets');
  });

  it('writes a module apollo.ts can import', () => {
    const text = plugin(schema, docs('query F($after: String) { posts(after: $after) { edges { node { id } } } }'));
    expect(text).toContain("posts: ['feed', 'topic'],");
    expect(text).toContain('export const paginatedFields');
  });
});
