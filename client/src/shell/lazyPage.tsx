// Route-based code splitting: each page is its own chunk, fetched when its
// route is first opened. A chunk that fails to load (a dropped connection,
// a deployment that replaced the files) is fetched again twice, then the
// page shows what happened and a button to try again (spec §8; the load
// itself gives up after the spec's 120 s).
import { Component, lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/** Spec §9: a script chunk gives up after 120 s. */
export const CHUNK_TIMEOUT_MS = 120_000;
const RETRY_DELAYS_MS = [500, 2000];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** `load` with retries; the last failure is thrown. */
export async function loadWithRetry<M>(load: () => Promise<M>, delays = RETRY_DELAYS_MS, timeoutMs = CHUNK_TIMEOUT_MS): Promise<M> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await withTimeout(load(), timeoutMs);
    } catch (e) {
      if (attempt >= delays.length) throw e;
      await sleep(delays[attempt]);
    }
  }
}

/** A page component loaded from its own chunk: `lazyPage(() => import('./X'), 'XPage')`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: the page's own type is kept through M[K]
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(() => loadWithRetry(load).then((m) => ({ default: m[name] })));
}

/** Catches a chunk that did not load (or a page that threw): shows `fallback`. */
export class ChunkErrorBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
