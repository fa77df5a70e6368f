// The app wrapper's push client: read from a stubbed `window.plus`, bound
// once per member and id, unbound (the id bound) without ever holding up
// sign-out, and nothing at all in a browser.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindPush, boundPush, pushClient, unbindPush } from './push';

const plus = (clientid: unknown, model: unknown = 'Mi 14') => ({ push: { getClientInfo: () => ({ clientid }) }, device: { model } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('pushClient', () => {
  it('is null in a browser (no plus)', async () => {
    expect(await pushClient()).toBeNull();
  });

  it("reads the wrapper's client id and the device model, for Getui", async () => {
    vi.stubGlobal('plus', plus('cid-1'));
    expect(await pushClient()).toEqual({ pushClientId: 'cid-1', name: 'Mi 14', modelType: 'getui' });
  });

  it('names the device "" when the runtime does not say', async () => {
    vi.stubGlobal('plus', { push: { getClientInfo: () => ({ clientid: 'cid-1' }) } });
    expect(await pushClient()).toEqual({ pushClientId: 'cid-1', name: '', modelType: 'getui' });
  });

  it('waits for the asynchronous id when the first has none', async () => {
    vi.stubGlobal('plus', {
      push: { getClientInfo: () => ({ clientid: '' }), getClientInfoAsync: (ok: (i: { clientid: string }) => void) => ok({ clientid: 'cid-2' }) },
    });
    expect((await pushClient())?.pushClientId).toBe('cid-2');
  });

  it('is null with no id, a broken runtime or no push module', async () => {
    vi.stubGlobal('plus', plus(undefined));
    expect(await pushClient()).toBeNull();
    vi.stubGlobal('plus', plus(42));
    expect(await pushClient()).toBeNull();
    vi.stubGlobal('plus', {
      push: {
        getClientInfo: () => {
          throw new Error('not ready');
        },
      },
    });
    expect(await pushClient()).toBeNull();
    vi.stubGlobal('plus', { device: { model: 'x' } });
    expect(await pushClient()).toBeNull();
  });
});

describe('bindPush', () => {
  it('registers the client once for the member, and again for another member or id', async () => {
    vi.stubGlobal('plus', plus('cid-1'));
    const register = vi.fn(async () => true);
    await bindPush('M1', register);
    expect(register.mock.calls).toEqual([[{ pushClientId: 'cid-1', name: 'Mi 14', modelType: 'getui' }]]);
    expect(boundPush()).toEqual({ id: 'cid-1', member: 'M1' });
    await bindPush('M1', register);
    expect(register).toHaveBeenCalledTimes(1);
    await bindPush('M2', register);
    expect(register).toHaveBeenCalledTimes(2);
    expect(boundPush()).toEqual({ id: 'cid-1', member: 'M2' });
    vi.stubGlobal('plus', plus('cid-9'));
    await bindPush('M2', register);
    expect(register).toHaveBeenCalledTimes(3);
    expect(boundPush()).toEqual({ id: 'cid-9', member: 'M2' });
  });

  it('keeps nothing when the server does not take it, and never throws', async () => {
    vi.stubGlobal('plus', plus('cid-1'));
    await bindPush('M1', async () => false);
    expect(boundPush()).toBeNull();
    await expect(bindPush('M1', () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(boundPush()).toBeNull();
  });

  it('does nothing in a browser', async () => {
    const register = vi.fn(async () => true);
    await bindPush('M1', register);
    expect(register).not.toHaveBeenCalled();
    expect(localStorage.getItem('lm.pushClient')).toBeNull();
  });
});

describe('unbindPush', () => {
  it('unregisters the id that was bound (even if the device now has another) and forgets it', async () => {
    vi.stubGlobal('plus', plus('cid-1'));
    await bindPush('M1', async () => true);
    vi.stubGlobal('plus', plus('cid-2'));
    const unregister = vi.fn(async () => ({}));
    await unbindPush(unregister);
    expect(unregister.mock.calls).toEqual([['cid-1']]);
    expect(boundPush()).toBeNull();
  });

  it('sends nothing when nothing was bound', async () => {
    const unregister = vi.fn(async () => ({}));
    await unbindPush(unregister);
    expect(unregister).not.toHaveBeenCalled();
  });

  it('never holds up sign-out: a failure is swallowed, a hang is waited for only so long', async () => {
    localStorage.setItem('lm.pushClient', JSON.stringify({ id: 'cid-1', member: 'M1' }));
    await expect(unbindPush(() => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(boundPush()).toBeNull();
    localStorage.setItem('lm.pushClient', JSON.stringify({ id: 'cid-1', member: 'M1' }));
    await expect(
      unbindPush(() => {
        throw new Error('sync');
      }),
    ).resolves.toBeUndefined();
    localStorage.setItem('lm.pushClient', JSON.stringify({ id: 'cid-1', member: 'M1' }));
    const started = Date.now();
    await unbindPush(() => new Promise(() => undefined), 50);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(boundPush()).toBeNull();
  });

  it('ignores a kept value it cannot read', async () => {
    localStorage.setItem('lm.pushClient', '{not json');
    expect(boundPush()).toBeNull();
    const unregister = vi.fn(async () => ({}));
    await unbindPush(unregister);
    expect(unregister).not.toHaveBeenCalled();
  });
});
