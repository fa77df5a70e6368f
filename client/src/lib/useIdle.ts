// True once the browser has had an idle moment after the page started (at
// most `timeoutMs` later): work that can wait — opening the live socket —
// starts then, not in the page's first, busiest second.
import { useEffect, useState } from 'react';

export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(id);
  }, [timeoutMs]);
  return idle;
}
