// A partner's app, for the OAuth journey (steps/oauth.mjs): what a
// partner's server does with RFC 6749 and RFC 7636 and nothing of ours.
// It makes a PKCE verifier and its S256 challenge, builds the link that
// sends a member to the consent page, receives the member back at its
// own /callback, trades the code at /oauth/token (its key as
// client_secret), refreshes, and calls /graphql with its key and the
// member's access token.
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { sleep } from './runner.mjs';

/** Starts the app's callback server; answers the app's calls. */
export async function startPartnerApp() {
  const verifier = randomBytes(48).toString('base64url'); // 64 characters
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = randomBytes(12).toString('base64url');
  const arrivals = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://app');
    if (url.pathname !== '/callback') {
      res.statusCode = 404;
      res.end();
      return;
    }
    arrivals.push(Object.fromEntries(url.searchParams));
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<!doctype html><meta charset="utf-8"><title>开奖助手</title><p id="connected">开奖助手：已连接你的账号</p>');
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const redirectUri = `http://127.0.0.1:${server.address().port}/callback`;
  let client = { id: '', key: '' };

  /** POST /oauth/token at `on` (a server's base URL) with `form` and the client's credentials. */
  async function token(on, form) {
    const r = await fetch(`${on}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form, client_id: client.id, client_secret: client.key }),
    });
    return { status: r.status, body: await r.json() };
  }

  return {
    redirectUri,
    state,
    verifier,
    /** The partner's id (its client_id) and key (its client_secret), once staff made them. */
    setClient(id, key) {
      client = { id, key };
    },
    /** The consent page's link at `base`, asking for `scope`. */
    authorizeUrl(base, scope, redirect = redirectUri) {
      const q = new URLSearchParams({
        response_type: 'code',
        client_id: client.id,
        redirect_uri: redirect,
        scope,
        state,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      });
      return `${base}/oauth/authorize?${q}`;
    },
    /** The next arrival at the callback (its query), within 10 s. */
    async arrival() {
      for (let i = 0; i < 100 && arrivals.length === 0; i++) await sleep(100);
      if (!arrivals.length) throw new Error('the member never came back to the app');
      return arrivals.shift();
    },
    exchange: (on, code, codeVerifier = verifier) =>
      token(on, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, code_verifier: codeVerifier }),
    refresh: (on, refreshToken) => token(on, { grant_type: 'refresh_token', refresh_token: refreshToken }),
    /** A GraphQL call at `on` acting for the member. */
    async graphql(on, accessToken, query) {
      const r = await fetch(`${on}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': client.key, authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ query }),
      });
      return { status: r.status, body: await r.json() };
    },
    close: () => server.close(),
  };
}
