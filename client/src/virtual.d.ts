// Modules made at build time by codegen/vite-documents.ts.
declare module 'virtual:persisted-hashes' {
  /** Operation name → sha256 (hex) of its registered text. */
  const hashes: Record<string, string>;
  export default hashes;
}
