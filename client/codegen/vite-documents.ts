// A Vite plugin for the codegen client preset's documents, doing at build
// time what the preset's Babel optimizer does (Vite 8 compiles with oxc, not
// Babel):
//
// - each `graphql(`...`)` call becomes an import of its document alone (a
//   virtual module per document, cut out of src/gql/graphql.ts), so a page's
//   chunk holds only its own documents: through gql.ts's lookup table, or
//   graphql.ts as one module, every chunk would share one holding them all.
//   A document keeps the preset's `__meta__.hash`, the sha256 that
//   production builds send instead of the text (shell/persisted.ts).
//
// A graphql() text not in gql.ts (codegen not run since it changed) fails
// the build, naming the file. The staff pages' documents (`*.staff.tsx`,
// typed by the whole SDL) are in src/gql/staff/ and carry no hash: they go
// as text, which the server accepts from staff only.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const GQL = resolve(import.meta.dirname, '../src/gql');
const DOC = 'virtual:gql-doc/';
/** The generated folders: members' documents, and the staff pages' (virtual ids `staff.<name>`). */
const OUTPUTS = [
  { dir: GQL, prefix: '' },
  { dir: resolve(GQL, 'staff'), prefix: 'staff.' },
];

/** graphql.ts's documents: (prefixed) export name → the document's JSON. */
function documentTexts(): Map<string, string> {
  const out = new Map<string, string>();
  for (const { dir, prefix } of OUTPUTS) {
    const source = readFileSync(resolve(dir, 'graphql.ts'), 'utf8');
    for (const m of source.matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm)) {
      out.set(prefix + m[1], m[2]);
    }
  }
  return out;
}

/** gql.ts's table: exact source text → the (prefixed) export of graphql.ts holding its document. */
function documentExports(): Map<string, string> {
  const out = new Map<string, string>();
  for (const { dir, prefix } of OUTPUTS) {
    const source = readFileSync(resolve(dir, 'gql.ts'), 'utf8');
    const at = source.indexOf('const documents');
    if (at < 0) continue; // no documents in this output
    for (const m of source.slice(at).matchAll(/^\s+("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      out.set(JSON.parse(m[1]) as string, prefix + m[2]);
    }
  }
  return out;
}

export function graphqlDocuments(): Plugin {
  let exports = new Map<string, string>();
  let texts = new Map<string, string>();
  return {
    name: 'lm-graphql-documents',
    enforce: 'pre',
    buildStart() {
      exports = documentExports();
      texts = documentTexts();
    },
    resolveId(id) {
      return id.startsWith(DOC) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${DOC}`)) return undefined;
      const name = id.slice(DOC.length + 1);
      const json = texts.get(name);
      if (!json) this.error(`no document ${name} in src/gql/graphql.ts (or src/gql/staff/): run \`npm run codegen\``);
      return `export default ${json};`;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.startsWith(GQL) || !code.includes('graphql(`')) return undefined;
      const used = new Set<string>();
      // A document's text may hold `$variables`, never a `${}` interpolation.
      const out = code.replace(/\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g, (_, text: string) => {
        const name = exports.get(text);
        if (!name) this.error(`${id}: a graphql() document is not in src/gql/gql.ts: run \`npm run codegen\``);
        used.add(name);
        return `__doc_${name.replace('.', '_')}`;
      });
      const imports = [...used].map((n) => `import __doc_${n.replace('.', '_')} from '${DOC}${n}';\n`).join('');
      return { code: `${imports}${out}`, map: null };
    },
  };
}
