// The session and the app wrapper's push client: a sign-in binds it
// (registerPushClient), a kept session bound already does not again,
// sign-out unbinds the id bound before the logout and goes on when that
// fails; in a browser no push operation is sent.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import { SessionProvider, useSession } from './SessionProvider';

type Seen = { op: string; variables: Record<string, unknown> };

const SESSION = {
  token: 't2',
  expireAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
  user: { id: 'TWVtYmVyOjE', nickName: 'n' },
};

/** Answers every operation (done, or the member); `failing` ones with a network error. */
function server(failing: string[] = []) {
  const seen: Seen[] = [];
  const link = new ApolloLink(
    (op) =>
      new Observable((sub) => {
        const name = op.operationName ?? '';
        seen.push({ op: name, variables: op.variables });
        if (failing.includes(name)) return sub.error(new Error('offline'));
        const done = { __typename: 'DonePayload', done: true, userErrors: [] };
        const data =
          name === 'SessionMember'
            ? { __typename: 'Query', me: { __typename: 'Member', id: SESSION.user.id, nickname: 'n' } }
            : name === 'RegisterPushClient'
              ? { __typename: 'Mutation', registerPushClient: done }
              : name === 'UnregisterPushClient'
                ? { __typename: 'Mutation', unregisterPushClient: done }
                : { __typename: 'Mutation', logout: done };
        sub.next({ data });
        sub.complete();
      }),
  );
  return { link, seen, ops: () => seen.map((s) => s.op).filter((o) => o !== 'SessionMember') };
}

let api: ReturnType<typeof useSession> | null = null;
function Grab() {
  api = useSession();
  return null;
}

function renderSession(link: ApolloLink) {
  render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <SessionProvider>
        <Grab />
      </SessionProvider>
    </ApolloProvider>,
  );
}

const inWrapper = () => vi.stubGlobal('plus', { push: { getClientInfo: () => ({ clientid: 'cid-1' }) }, device: { model: 'Mi 14' } });

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  api = null;
});

describe('the session and push', () => {
  it('a sign-in in the app wrapper registers the push client; sign-out unregisters it before the logout', async () => {
    inWrapper();
    const { link, seen, ops } = server();
    renderSession(link);
    expect(ops()).toEqual([]);
    act(() => api!.signIn(SESSION));
    await waitFor(() => expect(ops()).toEqual(['RegisterPushClient']));
    expect(seen.find((s) => s.op === 'RegisterPushClient')?.variables).toEqual({
      input: { pushClientId: 'cid-1', name: 'Mi 14', modelType: 'getui' },
    });
    await waitFor(() => expect(localStorage.getItem('lm.pushClient')).toBe(JSON.stringify({ id: 'cid-1', member: SESSION.user.id })));
    await act(async () => {
      await api!.signOut();
    });
    expect(ops()).toEqual(['RegisterPushClient', 'UnregisterPushClient', 'Logout']);
    expect(seen.find((s) => s.op === 'UnregisterPushClient')?.variables).toEqual({ input: { pushClientId: 'cid-1' } });
    expect(localStorage.getItem('lm.pushClient')).toBeNull();
    expect(localStorage.getItem('lm.token')).toBeNull();
  });

  it('a kept session bound already is not registered again; a sign-in registers again', async () => {
    inWrapper();
    localStorage.setItem('lm.token', SESSION.token);
    localStorage.setItem('lm.expireAt', SESSION.expireAt);
    localStorage.setItem('lm.user', JSON.stringify(SESSION.user));
    localStorage.setItem('lm.pushClient', JSON.stringify({ id: 'cid-1', member: SESSION.user.id }));
    const { link, ops } = server();
    renderSession(link);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(ops()).toEqual([]);
    act(() => api!.signIn({ ...SESSION, token: 't3' }));
    await waitFor(() => expect(ops()).toEqual(['RegisterPushClient']));
  });

  it('a kept session not bound yet is registered', async () => {
    inWrapper();
    localStorage.setItem('lm.token', SESSION.token);
    localStorage.setItem('lm.expireAt', SESSION.expireAt);
    localStorage.setItem('lm.user', JSON.stringify(SESSION.user));
    const { link, ops } = server();
    renderSession(link);
    await waitFor(() => expect(ops()).toEqual(['RegisterPushClient']));
  });

  it('sign-out goes on when unregistering fails', async () => {
    inWrapper();
    const { link, ops } = server(['UnregisterPushClient']);
    renderSession(link);
    act(() => api!.signIn(SESSION));
    await waitFor(() => expect(localStorage.getItem('lm.pushClient')).not.toBeNull());
    await act(async () => {
      await api!.signOut();
    });
    expect(ops()).toEqual(['RegisterPushClient', 'UnregisterPushClient', 'Logout']);
    expect(localStorage.getItem('lm.token')).toBeNull();
    expect(localStorage.getItem('lm.pushClient')).toBeNull();
  });

  it('in a browser: no push operation, sign-in and sign-out as before', async () => {
    const { link, ops } = server();
    renderSession(link);
    act(() => api!.signIn(SESSION));
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    await act(async () => {
      await api!.signOut();
    });
    expect(ops()).toEqual(['Logout']);
  });
});
