// The graphql-http audit suite (GraphQL over HTTP conformance) against our
// server; server/tests/server/graphql_http_audit.rs runs it and reads one
// JSON line per audit: {id, name, status, reason}.
import { auditServer } from 'graphql-http';

const url = process.argv[2];
if (!url) {
  console.error('usage: node audit.mjs http://host:port/graphql');
  process.exit(2);
}
const results = await auditServer({ url });
for (const r of results) {
  console.log(JSON.stringify({ id: r.id, name: r.name, status: r.status, reason: r.reason ?? null }));
}
