// Toasts (spec §8): shown after a short delay (200 ms; 100 ms for uploads)
// so a quick retry or navigation does not flash them. Written here rather
// than antd-mobile's Toast: that one renders imperatively, which on React 19
// needs antd-mobile's deprecated render hook; this host is one component.
import { useEffect, useState } from 'react';

type Listener = (text: string) => void;
const listeners = new Set<Listener>();

export function toast(text: string, delayMs = 200): void {
  setTimeout(() => listeners.forEach((l) => l(text)), delayMs);
}

export function Toasts() {
  const [items, setItems] = useState<{ id: number; text: string }[]>([]);
  useEffect(() => {
    let n = 0;
    const listener: Listener = (text) => {
      const id = ++n;
      setItems((xs) => [...xs, { id, text }]);
      setTimeout(() => setItems((xs) => xs.filter((x) => x.id !== id)), 2500);
    };
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  return (
    <div className="lm-toasts" role="status" aria-live="polite">
      {items.map((t) => (
        <div key={t.id} className="lm-toast">
          {t.text}
        </div>
      ))}
    </div>
  );
}
