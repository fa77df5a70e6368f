// The client preset's own `__typename` transform, as a module codegen.yml
// can name. Apollo's cache needs `__typename` on every object; with
// persisted documents the server runs the registered text as it is, so the
// text must carry it (Apollo cannot add it to a hash). Codegen loads this
// file with `import()`, which sees only the named exports of a CommonJS
// module, so `transform` is exported by name.
exports.transform = require('@graphql-codegen/client-preset').addTypenameSelectionDocumentTransform.transform;
