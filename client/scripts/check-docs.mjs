// Keeps the prose honest: the GraphQL examples of the docs must validate
// against today's SDL, and the paths the code tours name must exist.
// Without it, a renamed field or a moved file leaves the docs quietly wrong
// (issue 32). `npm run check:docs` runs it after its own self-test. The
// server's suite executes the same examples against a live server
// (server/tests/server/docs_examples.rs: the limits, the ids).
//
// GraphQL examples: every ```graphql fence of README.md, ARCHITECTURE.md and
// docs/*.md. The info string after `graphql` chooses the check:
//   ```graphql        operations (and fragments) against the public SDL,
//                     schema/schema.graphql: what members and partners see;
//   ```graphql staff  operations against the whole SDL,
//                     schema/schema.full.graphql; each operation must use
//                     at least one staff-only field, so the marker stays true;
//   ```graphql sdl    a schema excerpt: it must parse, and every type, field,
//                     argument and enum value it names must exist in the
//                     whole SDL (an excerpt may leave things out).
// A block may hold many anonymous operations (the docs are cheat sheets),
// so graphql-js's "lone anonymous operation" rule is left out, and so is
// "no unused fragments" (a fragment-only block is still checked against
// its type condition). Elided values are written as GraphQL still: a
// string ("<global id>", "…") or a variable ($input), never a bare `…`.
//
// Code tours: docs/contributing.md and ARCHITECTURE.md. See checkTour below.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  buildSchema,
  GraphQLError,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  Kind,
  LoneAnonymousOperationRule,
  NoUnusedFragmentsRule,
  parse,
  Source,
  specifiedRules,
  validate,
} from 'graphql';

const RULES = specifiedRules.filter(
  (rule) => rule !== LoneAnonymousOperationRule && rule !== NoUnusedFragmentsRule,
);
const MODES = new Set(['', 'staff', 'sdl']);

/** Every ```graphql fence of a Markdown text: its info words, fence line (1-based) and body. */
export function graphqlBlocks(text) {
  const blocks = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const fence = /^\s*```(\S*)\s*(.*)$/.exec(lines[i]);
    if (!fence) continue;
    // Any fence runs to the next bare ```; only graphql ones are kept.
    let end = i + 1;
    while (end < lines.length && !/^\s*```\s*$/.test(lines[end])) end += 1;
    if (fence[1] === 'graphql') {
      blocks.push({ mode: fence[2].trim(), fenceLine: i + 1, body: lines.slice(i + 1, end).join('\n') });
    }
    i = end;
  }
  return blocks;
}

function at(file, fenceLine, error) {
  const loc = error.locations?.[0];
  const line = loc ? fenceLine + loc.line : fenceLine;
  return `${file}:${line}: ${error.message}`;
}

/** The definitions an operation needs: itself and every fragment of its block. */
function operationDocs(doc) {
  const fragments = doc.definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION);
  const operations = doc.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  if (operations.length === 0) return [doc];
  return operations.map((op) => ({ kind: Kind.DOCUMENT, definitions: [op, ...fragments], op }));
}

function checkSdlExcerpt(doc, full) {
  const errors = [];
  const fail = (node, message) => errors.push(new GraphQLError(message, { nodes: [node] }));
  for (const def of doc.definitions) {
    if (!def.name) continue; // a `schema { … }` block names nothing to look up
    const type = full.getType(def.name.value);
    if (!type) {
      fail(def, `type ${def.name.value} is not in the schema`);
      continue;
    }
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      const fields = type.getFields();
      for (const field of def.fields ?? []) {
        const actual = fields[field.name.value];
        if (!actual) {
          fail(field, `${def.name.value}.${field.name.value} is not in the schema`);
          continue;
        }
        for (const arg of field.arguments ?? []) {
          if (!actual.args?.some((a) => a.name === arg.name.value)) {
            fail(arg, `${def.name.value}.${field.name.value}(${arg.name.value}:) is not in the schema`);
          }
        }
      }
    } else if (isEnumType(type)) {
      for (const value of def.values ?? []) {
        if (!type.getValue(value.name.value)) {
          fail(value, `${def.name.value}.${value.name.value} is not in the schema`);
        }
      }
    }
  }
  return errors;
}

/**
 * Checks one Markdown text's GraphQL blocks. Returns the errors as
 * "file:line: message" and how many blocks and operations were read.
 */
export function checkGraphqlText(file, text, schemas) {
  const errors = [];
  let operations = 0;
  const blocks = graphqlBlocks(text);
  for (const block of blocks) {
    const report = (e) => errors.push(at(file, block.fenceLine, e));
    if (!MODES.has(block.mode)) {
      errors.push(`${file}:${block.fenceLine}: unknown info string "graphql ${block.mode}" (use graphql, graphql staff or graphql sdl)`);
      continue;
    }
    let doc;
    try {
      doc = parse(new Source(block.body, file));
    } catch (e) {
      report(e);
      continue;
    }
    if (block.mode === 'sdl') {
      checkSdlExcerpt(doc, schemas.full).forEach(report);
      continue;
    }
    const schema = block.mode === 'staff' ? schemas.full : schemas.public;
    for (const part of operationDocs(doc)) {
      operations += 1;
      validate(schema, part, RULES).forEach(report);
      if (block.mode === 'staff' && part.op && validate(schemas.public, part, RULES).length === 0) {
        report(new GraphQLError(
          'this operation is valid against the public SDL: move it to a plain ```graphql block',
          { nodes: [part.op] },
        ));
      }
    }
  }
  return { errors, blocks: blocks.length, operations };
}

// --- code tours ------------------------------------------------------------
//
// A tour names repository paths two ways, and both are checked:
// - in a fenced tree (the one fence of a "## Code tour" section): an entry
//   starts at an indent of 0, 2 or 4 spaces, a child of the entry above it
//   one level up, and must exist; file names (x.rs, y.mjs …) in an entry's
//   description must exist somewhere under that entry's folder;
// - in backticks anywhere in the file: a token with a "/" or a file
//   extension, no spaces. One starting with a top-level folder of the
//   repository must exist as written; a shorter one (`tests/domain/x.rs`,
//   `layering.rs`) must be the end of some path in the tree. `<name>` and
//   `*` stand for one path segment. Paths git ignores (build outputs such as
//   `client/dist`) count as existing, and `shared/` is the steering repo's,
//   outside this tree.

const FILE_NAME = /^[\w.-]+\.(rs|ts|tsx|mjs|js|md|graphql|json|sh|toml|yml|yaml|css|html|sql|py)$/;
const OUTSIDE = ['shared/'];

/** The repository's files and folders (tracked or new, not ignored), "/"-separated. */
export function repoTree(root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  const paths = new Set();
  for (const file of out.split('\n').filter(Boolean)) {
    if (!fs.existsSync(path.join(root, file))) continue; // deleted, not yet staged
    paths.add(file);
    for (let i = file.indexOf('/'); i >= 0; i = file.indexOf('/', i + 1)) paths.add(file.slice(0, i + 1));
  }
  return paths;
}

function ignored(root, p) {
  try {
    execFileSync('git', ['check-ignore', '-q', p], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

function pattern(p) {
  const escaped = p.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  return escaped.replace(/<[^>/]+>|\*/g, '[^/]+');
}

/** Whether a path the docs name is in the tree: as written, or as the end of a path. */
function exists(tree, root, p, { anchored }) {
  const wanted = p.replace(/^\.\//, '');
  const dir = wanted.endsWith('/');
  const body = pattern(dir ? wanted : wanted.replace(/\/$/, ''));
  const re = new RegExp(`${anchored ? '^' : '(^|/)'}${body}${dir ? '' : '/?'}$`);
  for (const t of tree) if (re.test(t)) return true;
  // A build output: the path, or the folder before its first placeholder, is ignored.
  const fixed = wanted.split('/');
  const cut = fixed.findIndex((seg) => /[<*]/.test(seg));
  const prefix = cut < 0 ? wanted : fixed.slice(0, cut).join('/');
  return prefix !== '' && ignored(root, prefix);
}

function backtickPaths(text) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/`([^`\s]+)`/g)) {
      const token = m[1].replace(/[.,:;]$/, '');
      if (token.includes('::') || /^[a-z]+:\/\//.test(token) || token.startsWith('/')) continue;
      // A path ends in a file name or a "/": `import-x/no-restricted-paths`
      // (a lint rule) and `Service/Method` (a pattern) are not paths.
      const last = token.replace(/\/$/, '').split('/').at(-1);
      if (!token.endsWith('/') && !FILE_NAME.test(last)) continue;
      if (!/^[\w.<>*/-]+$/.test(token)) continue; // code, not a path: `a/b + c`, `{x}/y`
      found.push({ token, line: i + 1 });
    }
  });
  return found;
}

/** The fenced tree of a "## Code tour" section: entries with their paths. */
function tourEntries(text) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^##\s+Code tour/.test(l));
  if (start < 0) return [];
  const open = lines.findIndex((l, i) => i > start && /^```/.test(l));
  const close = lines.findIndex((l, i) => i > open && /^```/.test(l));
  const stack = [];
  const entries = [];
  for (let i = open + 1; i < close; i += 1) {
    const m = /^( *)(\S+)(.*)$/.exec(lines[i]);
    if (!m) continue;
    const indent = m[1].length;
    if (indent <= 4 && indent % 2 === 0) {
      const depth = indent / 2;
      stack.length = depth;
      const full = stack.join('') + m[2];
      if (m[2].endsWith('/')) stack[depth] = m[2];
      else stack[depth] = m[2].replace(/[^/]*$/, '');
      entries.push({ path: full, line: i + 1, words: [m[3]] });
    } else if (entries.length) {
      entries.at(-1).words.push(m[0]);
    }
  }
  return entries;
}

/** Checks one tour file; returns "file:line: message" errors and how many paths it read. */
export function checkTour(file, text, tree, root) {
  const errors = [];
  let paths = 0;
  for (const entry of tourEntries(text)) {
    paths += 1;
    if (!exists(tree, root, entry.path, { anchored: true })) {
      errors.push(`${file}:${entry.line}: the tour names ${entry.path}, which is not in the tree`);
      continue;
    }
    const folder = entry.path.endsWith('/') ? entry.path : entry.path.replace(/[^/]*$/, '');
    for (const word of entry.words.join(' ').split(/[\s,()]+/)) {
      const name = word.replace(/[.;:]$/, '');
      if (!FILE_NAME.test(name) || name.includes('/')) continue;
      paths += 1;
      // Under the entry's folder, or one of the root's documents ("see BENCHMARKS.md").
      const under = new RegExp(`^(${pattern(folder)}(.*/)?)?${pattern(name)}$`);
      if (![...tree].some((t) => under.test(t))) {
        errors.push(`${file}:${entry.line}: the tour names ${name} under ${folder}, and there is none`);
      }
    }
  }
  const tops = new Set([...tree].filter((t) => /^[^/]+\/$/.test(t) || !t.includes('/')));
  for (const { token, line } of backtickPaths(text)) {
    if (OUTSIDE.some((o) => token.startsWith(o))) continue;
    paths += 1;
    const first = token.includes('/') ? token.slice(0, token.indexOf('/') + 1) : token;
    const anchored = tops.has(first);
    if (!exists(tree, root, token, { anchored })) {
      errors.push(`${file}:${line}: \`${token}\` names a path that is not in the tree`);
    }
  }
  return { errors, paths };
}

/**
 * The tour's migration range ("(000001–000024)") against the migration
 * files: a range that drifted from them is an error. `files` are the names
 * in migration/src.
 */
export function checkMigrationRange(file, text, files) {
  const numbers = files
    .map((f) => /^m\d{8}_(\d{6})_/.exec(f))
    .filter(Boolean)
    .map((m) => m[1])
    .sort();
  const lines = text.split('\n');
  const errors = [];
  lines.forEach((line, i) => {
    const m = /migrations[^(]*\((\d{6})–(\d{6})\)/.exec(line);
    if (!m || numbers.length === 0) return;
    const want = `${numbers[0]}–${numbers[numbers.length - 1]}`;
    if (`${m[1]}–${m[2]}` !== want) {
      errors.push(`${file}:${i + 1}: the tour says migrations (${m[1]}–${m[2]}); migration/src has ${want}`);
    }
  });
  return errors;
}

// --- the command -------------------------------------------------------------

export function loadSchemas(root) {
  const read = (f) => buildSchema(fs.readFileSync(path.join(root, f), 'utf8'));
  return { public: read('schema/schema.graphql'), full: read('schema/schema.full.graphql') };
}

export const EXAMPLE_FILES = (root) => [
  'README.md',
  'ARCHITECTURE.md',
  ...fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`),
];
export const TOUR_FILES = ['docs/contributing.md', 'ARCHITECTURE.md'];

export function checkRepo(root) {
  const schemas = loadSchemas(root);
  const errors = [];
  let blocks = 0;
  let operations = 0;
  for (const file of EXAMPLE_FILES(root)) {
    const r = checkGraphqlText(file, fs.readFileSync(path.join(root, file), 'utf8'), schemas);
    errors.push(...r.errors);
    blocks += r.blocks;
    operations += r.operations;
  }
  const tree = repoTree(root);
  let paths = 0;
  const migrations = fs.readdirSync(path.join(root, 'migration/src'));
  for (const file of TOUR_FILES) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const r = checkTour(file, text, tree, root);
    errors.push(...r.errors, ...checkMigrationRange(file, text, migrations));
    paths += r.paths;
  }
  return { errors, blocks, operations, paths };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '../..');
  const { errors, blocks, operations, paths } = checkRepo(root);
  for (const e of errors) console.error(e);
  console.log(
    `docs: ${operations} GraphQL operations in ${blocks} blocks, ${paths} tour paths; ${errors.length} errors`,
  );
  process.exit(errors.length ? 1 : 0);
}
