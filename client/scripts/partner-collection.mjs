// The partners' request collection (docs/partner-api.postman_collection.json):
// every GraphQL example of the docs that a partner key can run — each of
// its root fields carries `@partnerScope` in the public SDL — as a Postman
// collection (format v2.1, which Insomnia, Bruno and Hoppscotch import too),
// the key and the server as the collection's variables `apiKey` and
// `baseUrl`. Written from the docs, so it never says more or other than they
// do; `npm run check:docs` fails when the file is stale, and
// `node scripts/partner-collection.mjs --write` writes it.
import fs from 'node:fs';
import path from 'node:path';
import { Kind, parse, print } from 'graphql';
import { graphqlBlocks, EXAMPLE_FILES } from './check-docs.mjs';

export const COLLECTION = 'docs/partner-api.postman_collection.json';

/** The root fields of the public SDL a key may select: `Query.latestDraws`, `Mutation.pingWebhookEndpoint`, … */
export function partnerFields(sdl) {
  const fields = new Set();
  for (const def of parse(sdl).definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
    if (!['Query', 'Mutation', 'Subscription'].includes(def.name.value)) continue;
    for (const field of def.fields ?? []) {
      if (field.directives?.some((d) => d.name.value === 'partnerScope')) {
        fields.add(`${def.name.value}.${field.name.value}`);
      }
    }
  }
  return fields;
}

const ROOT = { query: 'Query', mutation: 'Mutation', subscription: 'Subscription' };

/** The operations of one Markdown text a key may run, each with its fragments. */
function partnerOperations(text, fields) {
  const out = [];
  for (const block of graphqlBlocks(text)) {
    if (block.mode !== '') continue; // staff's and SDL excerpts are not a key's
    const doc = parse(block.body);
    const fragments = doc.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
    for (const op of doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION)) {
      // Subscriptions run over graphql-ws, not a collection's POST.
      if (op.operation === 'subscription') continue;
      const roots = op.selectionSet.selections
        .filter((s) => s.kind === Kind.FIELD)
        .map((s) => s.name.value)
        .filter((n) => !n.startsWith('__'));
      if (roots.length === 0 || !roots.every((n) => fields.has(`${ROOT[op.operation]}.${n}`))) continue;
      const used = fragments.length ? { kind: Kind.DOCUMENT, definitions: [op, ...fragments] } : op;
      out.push({ name: op.name?.value ?? roots.join(', '), query: print(used) });
    }
  }
  return out;
}

/** The collection, from the docs' texts ([{ file, text }]) and the public SDL. */
export function buildCollection(docs, sdl) {
  const fields = partnerFields(sdl);
  const folders = [];
  for (const { file, text } of docs) {
    const ops = partnerOperations(text, fields);
    if (ops.length === 0) continue;
    folders.push({
      name: file,
      item: ops.map((op, i) => ({
        name: `${i + 1}. ${op.name}`,
        request: {
          method: 'POST',
          header: [
            { key: 'X-Api-Key', value: '{{apiKey}}' },
            { key: 'Content-Type', value: 'application/json' },
            // Acting for a member (their own data): turn it on with the
            // member's OAuth access token (lmo_…) in `accessToken`.
            { key: 'Authorization', value: 'Bearer {{accessToken}}', disabled: true },
          ],
          url: { raw: '{{baseUrl}}/graphql', host: ['{{baseUrl}}'], path: ['graphql'] },
          body: { mode: 'graphql', graphql: { query: op.query, variables: '' } },
        },
      })),
    });
  }
  return {
    info: {
      name: '彩友会员中心 — partner API',
      description:
        'Every GraphQL example of the docs a partner key can run (generated from docs/*.md by client/scripts/partner-collection.mjs). Set `baseUrl` and `apiKey` (and `accessToken`, an OAuth access token, turning on the Authorization header, to act for a member); replace the "<…>" placeholders with real ids. The schema: {{baseUrl}}/api/schema.graphql; the reference: {{baseUrl}}/docs/api/.',
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    variable: [
      { key: 'baseUrl', value: 'http://127.0.0.1:8080' },
      { key: 'apiKey', value: 'lmk_…' },
      { key: 'accessToken', value: '' },
    ],
    item: folders,
  };
}

/** The collection as the repository's docs make it today, as its file's text. */
export function collectionText(root) {
  const docs = EXAMPLE_FILES(root).map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));
  const sdl = fs.readFileSync(path.join(root, 'schema/schema.graphql'), 'utf8');
  return `${JSON.stringify(buildCollection(docs, sdl), null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '../..');
  const text = collectionText(root);
  if (process.argv.includes('--write')) {
    fs.writeFileSync(path.join(root, COLLECTION), text);
    console.log(`wrote ${COLLECTION}`);
  } else {
    const stale = !fs.existsSync(path.join(root, COLLECTION)) || fs.readFileSync(path.join(root, COLLECTION), 'utf8') !== text;
    console.log(stale ? `${COLLECTION} is stale: node client/scripts/partner-collection.mjs --write` : `${COLLECTION} is current`);
    process.exit(stale ? 1 : 0);
  }
}
