// The docs checker must fail on what it is there to catch; otherwise a bug
// in it (a fence it no longer finds, a rule it skips) would pass every doc
// silently. Runs with node's test runner before the check itself
// (`npm run check:docs`).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { checkGraphqlText, checkMigrationRange, checkTour, graphqlBlocks, loadSchemas, repoTree } from './check-docs.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const schemas = loadSchemas(root);
const fence = '```';
const md = (...lines) => lines.join('\n');

test('a valid public example passes', () => {
  const r = checkGraphqlText('ok.md', md(
    '# ok',
    `${fence}graphql`,
    'query { latestDraws { game issue } }   # two anonymous operations in one block are fine',
    'query ($input: SportsSelectionInput!) { sportsSplit(input: $input) { bets } }',
    fence,
  ), schemas);
  assert.deepEqual(r.errors, []);
  assert.equal(r.operations, 2);
});

test('an unknown field fails, naming the file and the line', () => {
  const r = checkGraphqlText('broken.md', md(
    '# broken',
    '',
    `${fence}graphql`,
    'query { latestDraws { game issue } }',
    'query { latestDraws { noSuchField } }',
    fence,
  ), schemas);
  assert.equal(r.errors.length, 1);
  assert.match(r.errors[0], /^broken\.md:5: Cannot query field "noSuchField"/);
});

test('a bare … placeholder is a syntax error', () => {
  const r = checkGraphqlText('elided.md', md(`${fence}graphql`, 'query { membersByIds(ids: ["1", …]) { id } }', fence), schemas);
  assert.match(r.errors[0], /^elided\.md:2: Syntax Error/);
});

test('a staff field in a plain block fails; in a staff block it passes', () => {
  const op = 'mutation { setSystemConfig(input: {type: "ANNOUNCEMENT", stringValue: "x"}) { config { type } } }';
  assert.equal(checkGraphqlText('a.md', md(`${fence}graphql`, op, fence), schemas).errors.length, 1);
  assert.deepEqual(checkGraphqlText('a.md', md(`${fence}graphql staff`, op, fence), schemas).errors, []);
});

test('a staff block holding a public-only operation fails', () => {
  const r = checkGraphqlText('a.md', md(`${fence}graphql staff`, 'query { latestDraws { issue } }', fence), schemas);
  assert.match(r.errors[0], /valid against the public SDL/);
});

test('fragment-only blocks are checked against their type condition', () => {
  const good = md(`${fence}graphql`, 'fragment D on Draw { issue }', fence);
  const bad = md(`${fence}graphql`, 'fragment D on Draw { nope }', fence);
  assert.deepEqual(checkGraphqlText('f.md', good, schemas).errors, []);
  assert.equal(checkGraphqlText('f.md', bad, schemas).errors.length, 1);
});

test('sdl excerpts must name existing types and fields; unknown info strings fail', () => {
  const good = md(`${fence}graphql sdl`, 'type Draw { issue: String! }', fence);
  const bad = md(`${fence}graphql sdl`, 'type Draw { issue: String! gone: Int }', fence);
  assert.deepEqual(checkGraphqlText('s.md', good, schemas).errors, []);
  assert.match(checkGraphqlText('s.md', bad, schemas).errors[0], /Draw\.gone/);
  assert.match(checkGraphqlText('s.md', md(`${fence}graphql stafff`, '{ x }', fence), schemas).errors[0], /unknown info string/);
});

test('other fences are skipped, even when they hold GraphQL-looking text', () => {
  const text = md(`${fence}sh`, 'curl -d \'{"query": "{ nope }"}\'', fence, `${fence}graphql`, '{ latestDraws { issue } }', fence);
  assert.equal(graphqlBlocks(text).length, 1);
});

test('the tour check fails on a missing path, in the tree and in backticks', () => {
  const tree = repoTree(root);
  const text = md(
    '## Code tour',
    '',
    fence,
    'schema/     the schema',
    '  domain/   crate domain: lib.rs, no_such_file.rs',
    '  gone/     a folder that moved',
    fence,
    '',
    'See `schema/domain/src/lib.rs`, `layering.rs`, `schema/domain/src/<area>/mod.rs`,',
    '`client/dist` (built), `server/http/auth.rs` and `shared/design/x.md`.',
  );
  const r = checkTour('tour.md', text, tree, root);
  assert.deepEqual(r.errors, [
    'tour.md:5: the tour names no_such_file.rs under schema/domain/, and there is none',
    'tour.md:6: the tour names schema/gone/, which is not in the tree',
    'tour.md:10: `server/http/auth.rs` names a path that is not in the tree',
  ]);
});

test('the tour\'s migration range follows the migration files', () => {
  const files = ['lib.rs', 'm20261121_000001_a.rs', 'm20261130_000024_b.rs'];
  assert.deepEqual(checkMigrationRange('t.md', 'migrations for both (000001–000024); x', files), []);
  const errors = checkMigrationRange('t.md', 'one\nmigrations for both (000001–000017); x', files);
  assert.equal(errors.length, 1);
  assert.match(errors[0], /^t\.md:2: .*000001–000024/);
});

test('the partner collection keeps what a key may run, and only that', async () => {
  const { buildCollection } = await import('./partner-collection.mjs');
  const sdl = [
    'directive @partnerScope(name: String!) on FIELD_DEFINITION',
    'type Query { latestDraws: [Int!]! @partnerScope(name: "lottery:read") members: [Int!]! }',
    'type Mutation { ping(id: ID!): Int @partnerScope(name: "webhooks:write") follow(id: ID!): Int }',
    'type Subscription { unreadCount: Int @partnerScope(name: "unread:subscribe") }',
  ].join('\n');
  const text = md(
    `${fence}graphql`,
    'query { latestDraws }',
    'query { latestDraws members }',
    'mutation { ping(id: "<id>") }',
    'mutation { follow(id: "<id>") }',
    'subscription { unreadCount }',
    fence,
    `${fence}graphql staff`,
    'query { latestDraws }',
    fence,
  );
  const c = buildCollection([{ file: 'docs/x.md', text }], sdl);
  assert.equal(c.item.length, 1);
  const queries = c.item[0].item.map((i) => i.request.body.graphql.query.replace(/\s+/g, ' ').trim());
  assert.deepEqual(queries, ['{ latestDraws }', 'mutation { ping(id: "<id>") }']);
  assert.equal(c.item[0].item[0].request.header[0].value, '{{apiKey}}');
});
