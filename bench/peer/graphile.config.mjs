// PostGraphile 5 config for the benchmark peer. Production-like serving:
// Amber preset, schema `public`, anonymous access, no GraphiQL (ruru),
// no watch mode, no explain, no subscriptions/LISTEN, no per-request logging
// (grafserv logs nothing per request by default).
//
// Env: DATABASE_URL (required), PORT (default 5678), PG_POOL_MAX (default 16).
import { PostGraphileAmberPreset } from "postgraphile/presets/amber";
import { makePgService } from "postgraphile/adaptors/pg";

const connectionString = process.env.DATABASE_URL;
if (!connectionString) throw new Error("DATABASE_URL must be set");

const int = (name, fallback) => {
  const v = Number.parseInt(process.env[name] ?? "", 10);
  return Number.isInteger(v) && v > 0 ? v : fallback;
};

/** @type {GraphileConfig.Preset} */
export default {
  extends: [PostGraphileAmberPreset],
  pgServices: [
    makePgService({
      connectionString,
      schemas: ["public"],
      // node-postgres Pool options; pg's own default `max` is 10.
      poolConfig: { max: int("PG_POOL_MAX", 16) },
      // No LISTEN client: we serve no subscriptions.
      pubsub: false,
    }),
  ],
  grafserv: {
    host: "127.0.0.1",
    port: int("PORT", 5678),
    graphiql: false,
    watch: false,
    websockets: false,
  },
  grafast: { explain: false },
};
