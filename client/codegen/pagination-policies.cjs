// A codegen plugin: Apollo's pagination policies, read off the schema and
// the client's own documents instead of a list kept by hand.
//
// A connection field (its type has `edges` and `pageInfo`) is a list that
// grows page by page when a document asks for it with an `after` argument
// and selects its `edges`: the next page is fetched with
// `fetchMore({ variables: { after } })` and the cache must append it. Its
// key is every argument of the field in the schema except the four paging
// ones, so the same list with other filters stays apart.
//
// A connection read with `after` but only through `nodes` is a list shown
// a page at a time (page jumps, position cursors: a split's tickets): each
// page is kept under its own arguments, so it gets no policy.
//
// Output: `paginatedFields`, type → field → key arguments, for
// shell/apollo.ts to turn into `relayStylePagination(keyArgs)`.
//
// With `reads: nodes` in its config (the staff console's output), a list
// grows when it is read with `after` through `nodes`: every console list
// is one that grows (加载更多), and it reads nodes (console/pagination.ts).
const { TypeInfo, getNamedType, isObjectType, visit, visitWithTypeInfo } = require('graphql');

const PAGING_ARGS = new Set(['first', 'after', 'last', 'before']);

function isConnection(type) {
  const named = getNamedType(type);
  if (!isObjectType(named)) return false;
  const fields = named.getFields();
  return Boolean(fields.edges && fields.pageInfo);
}

/** Whether a selection reads the field `list`, directly or through fragments. */
function selects(list, selectionSet, fragments, seen = new Set()) {
  return (selectionSet?.selections ?? []).some((s) => {
    if (s.kind === 'Field') return s.name.value === list;
    if (s.kind === 'InlineFragment') return selects(list, s.selectionSet, fragments, seen);
    const name = s.name.value;
    if (seen.has(name) || !fragments.has(name)) return false;
    seen.add(name);
    return selects(list, fragments.get(name).selectionSet, fragments, seen);
  });
}

/** type name → field name → key arguments, for the documents' growing lists. */
function growingLists(schema, documents, reads = 'edges') {
  const fragments = new Map();
  for (const { document } of documents) {
    for (const def of document?.definitions ?? []) {
      if (def.kind === 'FragmentDefinition') fragments.set(def.name.value, def);
    }
  }
  const found = {};
  for (const { document } of documents) {
    if (!document) continue;
    const info = new TypeInfo(schema);
    visit(
      document,
      visitWithTypeInfo(info, {
        Field(node) {
          const def = info.getFieldDef();
          const parent = info.getParentType();
          if (!def || !parent || !isConnection(def.type)) return;
          const pagesAfter = (node.arguments ?? []).some((a) => a.name.value === 'after');
          if (!pagesAfter || !selects(reads, node.selectionSet, fragments)) return;
          const keyArgs = def.args.map((a) => a.name).filter((n) => !PAGING_ARGS.has(n)).sort();
          (found[parent.name] ??= {})[def.name] = keyArgs;
        },
      }),
    );
  }
  return found;
}

function render(found) {
  const lines = [
    '// Written by client/codegen/pagination-policies.cjs (npm run codegen): do not edit.',
    '// The connections the documents grow page by page, with their key arguments.',
    'export const paginatedFields: Record<string, Record<string, readonly string[]>> = {',
  ];
  for (const type of Object.keys(found).sort()) {
    lines.push(`  ${type}: {`);
    for (const field of Object.keys(found[type]).sort()) {
      lines.push(`    ${field}: [${found[type][field].map((a) => `'${a}'`).join(', ')}],`);
    }
    lines.push('  },');
  }
  lines.push('};', '');
  return lines.join('\n');
}

// Codegen loads this with `import()`, which sees only the named exports of
// a CommonJS module.
exports.plugin = (schema, documents, config) => render(growingLists(schema, documents, config?.reads === 'nodes' ? 'nodes' : 'edges'));
exports.growingLists = growingLists;
