// A partner's quickstart (docs/partners.md): everything a partner's own
// program does, in one file.
//
// 1. A typed query (GraphQL Code Generator, from the public SDL) with the
//    key from PARTNER_API_KEY, printing the cost the server charged
//    (`extensions.cost`) and the bucket's headers (`x-ratelimit-*`).
// 2. A webhook receiver on this machine, registered with
//    `createWebhookEndpoint`, that verifies every delivery with the
//    `standardwebhooks` package and drops repeats by `webhook-id`.
// 3. A subscription over graphql-ws (`drawPublished`), the key in the
//    `connection_init` payload.
//
// The key needs `channel:stats`, `lottery:read` and `webhooks:write`.
// Environment: PARTNER_API_KEY (required), LOTTERY_URL (default
// http://127.0.0.1:8080), WEBHOOK_PORT (default: any free port),
// WEBHOOK_URL (the URL the server calls; default
// http://127.0.0.1:<port>/webhooks, which needs a server started with
// --webhook-allow-loopback), EXPECT_EVENTS (exit 1 unless this many
// distinct events arrive, verified, within WAIT_SECONDS; default 0),
// WAIT_SECONDS (default 30), FAIL_FIRST (answer 500 to the first N
// deliveries, to watch the retries; default 0).

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createClient } from 'graphql-ws';
import { Webhook } from 'standardwebhooks';
import { graphql } from './gql/index.js';

const KEY = process.env.PARTNER_API_KEY ?? '';
const BASE = (process.env.LOTTERY_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const EXPECT = Number(process.env.EXPECT_EVENTS ?? '0');
const WAIT_SECONDS = Number(process.env.WAIT_SECONDS ?? '30');
const FAIL_FIRST = Number(process.env.FAIL_FIRST ?? '0');

// Node 22 or newer: its global WebSocket carries the subscription. Said
// before anything is registered on the server.
const NODE_MAJOR = Number(process.versions.node.split('.')[0]);
if (NODE_MAJOR < 22 || typeof WebSocket === 'undefined') {
  console.error(`this quickstart needs Node 22 or newer (this is Node ${process.versions.node}); nothing was registered`);
  process.exit(2);
}

if (!KEY.startsWith('lmk_')) {
  console.error('set PARTNER_API_KEY to a partner key (lmk_…)');
  process.exit(2);
}

const ChannelsQuery = graphql(`
  query QuickstartChannels {
    partnerChannelStats {
      partnerName
      channels
    }
  }
`);

const CreateEndpoint = graphql(`
  mutation QuickstartCreateEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      endpoint {
        id
        url
        state
        eventTypes
      }
      secret
      userErrors {
        code
        field
        message
      }
    }
  }
`);

const DeleteEndpoint = graphql(`
  mutation QuickstartDeleteEndpoint($input: WebhookEndpointIdInput!) {
    deleteWebhookEndpoint(input: $input) {
      deletedId
      userErrors {
        code
        message
      }
    }
  }
`);

const DrawsSubscription = graphql(`
  subscription QuickstartDraws {
    drawPublished {
      game
      issue
      drawDate
    }
  }
`);

interface Cost {
  requestedQueryCost: number;
  actualQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
}

/** One operation over HTTP with the key: its data, cost and bucket headers. */
async function call<R, V>(doc: TypedDocumentNode<R, V>, variables?: V) {
  const res = await fetch(`${BASE}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY },
    body: JSON.stringify({ query: print(doc), variables }),
  });
  const rate = {
    limit: res.headers.get('x-ratelimit-limit'),
    remaining: res.headers.get('x-ratelimit-remaining'),
    reset: res.headers.get('x-ratelimit-reset'),
  };
  if (res.status === 429) {
    throw new Error(`throttled: retry after ${res.headers.get('retry-after')} s`);
  }
  const body = (await res.json()) as {
    data?: R;
    errors?: { message: string; extensions?: { code?: string } }[];
    extensions?: { cost?: Cost };
  };
  if (body.errors?.length || !body.data) {
    throw new Error(`HTTP ${res.status}: ${JSON.stringify(body.errors)}`);
  }
  return { data: body.data, cost: body.extensions?.cost, rate };
}

/** A receiver verifying each delivery; resolves the events it accepted. */
function startReceiver(getSecret: () => string | undefined) {
  const seen = new Set<string>();
  let answered = 0;
  const events: unknown[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const secret = getSecret();
      if (!secret) {
        res.writeHead(503).end();
        return;
      }
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) {
        if (typeof v === 'string') headers[k] = v;
      }
      let event: unknown;
      try {
        // Throws unless one `v1,` signature is ours and the timestamp is
        // within five minutes.
        event = new Webhook(secret).verify(raw, headers);
      } catch (e) {
        console.error('webhook refused:', (e as Error).message);
        res.writeHead(400).end();
        return;
      }
      answered += 1;
      if (answered <= FAIL_FIRST) {
        console.log(`webhook ${headers['webhook-id']}: answering 500 (attempt ${answered})`);
        res.writeHead(500).end('not yet');
        return;
      }
      const id = headers['webhook-id'];
      if (seen.has(id)) {
        console.log(`webhook ${id}: a repeat, dropped`);
      } else {
        seen.add(id);
        events.push(event);
        console.log(`webhook ${id}: verified`, JSON.stringify(event));
      }
      res.writeHead(204).end();
    });
  });
  return { server, events };
}

async function main() {
  // 1. A typed query; the answer carries its cost.
  const stats = await call(ChannelsQuery);
  console.log('partner:', stats.data.partnerChannelStats.partnerName,
    'channels:', stats.data.partnerChannelStats.channels.join(', '));
  console.log('cost:', JSON.stringify(stats.cost), 'rate:', JSON.stringify(stats.rate));

  // 2. The receiver, then its endpoint (the secret is shown this once).
  let secret: string | undefined;
  const { server, events } = startReceiver(() => secret);
  await new Promise<void>((ok) =>
    server.listen(Number(process.env.WEBHOOK_PORT ?? '0'), '127.0.0.1', ok),
  );
  const port = (server.address() as AddressInfo).port;
  const url = process.env.WEBHOOK_URL ?? `http://127.0.0.1:${port}/webhooks`;
  const created = await call(CreateEndpoint, {
    input: {
      url,
      description: 'quickstart',
      eventTypes: ['member.registered', 'member.verified', 'commission.credited', 'withdrawal.updated'],
    },
  });
  const made = created.data.createWebhookEndpoint;
  if (made.userErrors.length || !made.endpoint || !made.secret) {
    throw new Error(`createWebhookEndpoint: ${JSON.stringify(made.userErrors)}`);
  }
  secret = made.secret;
  const endpointId = made.endpoint.id;
  console.log(`endpoint ${endpointId} at ${made.endpoint.url} (${made.endpoint.state}); cost:`,
    JSON.stringify(created.cost));
  // What this run registered goes again on every way out: done, failed or
  // interrupted (KEEP_ENDPOINT=1 keeps it).
  const cleanUp = async () => {
    server.close();
    if (process.env.KEEP_ENDPOINT === '1') return;
    await call(DeleteEndpoint, { input: { id: endpointId } }).then(
      () => console.log(`endpoint ${endpointId} removed`),
      (e) => console.error(`could not remove endpoint ${endpointId}:`, e),
    );
  };
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    await listen(events);
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cleanUp();
  }
  console.log(`${events.length} event(s) received and verified`);
  if (EXPECT > 0 && events.length < EXPECT) {
    console.error(`expected ${EXPECT}`);
    process.exit(1);
  }
}

/** 3. The subscription, then the wait for the events asked for. */
async function listen(events: unknown[]) {

  // A subscription over graphql-ws, the key in connection_init.
  const ws = createClient({
    url: `${BASE.replace(/^http/, 'ws')}/graphql`,
    connectionParams: { apiKey: KEY },
    lazy: false,
    retryAttempts: 0,
  });
  const subscribed = new Promise<void>((ok, fail) => {
    ws.on('connected', () => ok());
    ws.on('error', (e) => fail(e));
    ws.on('closed', (e) => fail(new Error(`socket closed: ${(e as CloseEvent).code ?? ''}`)));
  });
  const stop = ws.subscribe(
    { query: print(DrawsSubscription) },
    {
      next: (r) => console.log('drawPublished:', JSON.stringify(r.data)),
      error: (e) => console.error('subscription error:', e),
      complete: () => {},
    },
  );
  await subscribed;
  console.log('subscribed to drawPublished over graphql-ws');

  // Wait for the events asked for (or the time).
  const until = Date.now() + WAIT_SECONDS * 1000;
  while (Date.now() < until && (EXPECT === 0 || events.length < EXPECT)) {
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  await ws.dispose();
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
