// Push binding inside the native app wrapper (uni-app / HTML5+ runtime):
// there `window.plus.push` gives this device's push client id (uni-push,
// on Getui), which the server needs to reach the member signed in here
// (registerPushClient; a device moves to whoever signs in on it last).
// In a browser or the mini-program there is no `plus`, and nothing here
// does anything. The id bound is kept (with the member it was bound for),
// so signing out unbinds that one, and a kept session is bound only once.
// Tiny and free of GraphQL: the session (shell) sends the mutations.

const BOUND = 'lm.pushClient';

/** What registerPushClient takes. */
export interface PushClient {
  pushClientId: string;
  /** The device's model, or '' when the runtime does not say. */
  name: string;
  modelType: string;
}

type ClientInfo = { clientid?: unknown } | null | undefined;

interface Plus {
  push?: {
    getClientInfo?: () => ClientInfo;
    getClientInfoAsync?: (ok: (info: ClientInfo) => void, fail?: (e: unknown) => void) => void;
  };
  device?: { model?: unknown };
}

const plus = (): Plus | undefined => (window as unknown as { plus?: Plus }).plus;

/** Waits for the runtime's `plusready` (at most `ms`) when the page runs in it before `plus` exists. */
function plusReady(ms: number): Promise<Plus | undefined> {
  if (plus() || !/Html5Plus/i.test(navigator.userAgent)) return Promise.resolve(plus());
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('plusready', done);
      resolve(plus());
    };
    const timer = setTimeout(done, ms);
    document.addEventListener('plusready', done);
  });
}

const idOf = (info: ClientInfo) => (typeof info?.clientid === 'string' ? info.clientid : '');

/** This device's push client, or null outside the app wrapper (or before it has an id). */
export async function pushClient(waitMs = 3000): Promise<PushClient | null> {
  try {
    const p = await plusReady(waitMs);
    const push = p?.push;
    if (!push) return null;
    let id = idOf(push.getClientInfo?.());
    // uni-push 2 may hand out the id only asynchronously, once registered.
    const async = push.getClientInfoAsync;
    if (!id && async) {
      id = await new Promise<string>((resolve) => {
        const timer = setTimeout(() => resolve(''), waitMs);
        async(
          (info) => (clearTimeout(timer), resolve(idOf(info))),
          () => (clearTimeout(timer), resolve('')),
        );
      });
    }
    if (!id) return null;
    const model = p?.device?.model;
    return { pushClientId: id, name: typeof model === 'string' ? model : '', modelType: 'getui' };
  } catch {
    return null;
  }
}

type Bound = { id: string; member: string };

/** The push client id bound here and for whom, if any. */
export function boundPush(): Bound | null {
  try {
    const kept = JSON.parse(localStorage.getItem(BOUND) ?? 'null') as Bound | null;
    return kept && typeof kept.id === 'string' && typeof kept.member === 'string' ? kept : null;
  } catch {
    return null;
  }
}

/** Forgets the binding (a sign-in binds again; an ended session has nothing to unbind with). */
export function forgetPush(): void {
  try {
    localStorage.removeItem(BOUND);
  } catch {
    // Storage blocked: nothing was kept either.
  }
}

/**
 * Binds this device's push client to `member` through `register` (true
 * when the server took it), unless it is bound to them already. Never
 * throws: push is a convenience, never in the way of signing in.
 */
export async function bindPush(member: string, register: (client: PushClient) => Promise<boolean>): Promise<void> {
  const client = await pushClient();
  if (!client) return;
  const kept = boundPush();
  if (kept?.id === client.pushClientId && kept.member === member) return;
  if (!(await register(client).catch(() => false))) return;
  try {
    localStorage.setItem(BOUND, JSON.stringify({ id: client.pushClientId, member }));
  } catch {
    // Storage full or blocked: the next visit binds again.
  }
}

/**
 * Unbinds the push client bound here through `unregister`, waiting for it
 * at most `waitMs`; forgotten whatever the answer, and never throws, so
 * signing out goes on regardless.
 */
export async function unbindPush(unregister: (pushClientId: string) => Promise<unknown>, waitMs = 3000): Promise<void> {
  const kept = boundPush();
  forgetPush();
  if (!kept) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.resolve()
      .then(() => unregister(kept.id))
      .catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, waitMs))),
  ]);
  clearTimeout(timer);
}
