import { useEffect, useState } from 'react';

/**
 * False on the server and through hydration, then true once the browser is idle (or after a short
 * wait where idle callbacks do not exist): the moment to swap a look-alike for the heavy control
 * behind it (LazySelect, LazyTooltip) without delaying the page's first paint or hydration.
 */
export function useIdleFlag(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(() => setIdle(true));
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}
