import { useEffect, useState, type ComponentType } from 'react';

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

/**
 * A component from a module fetched once the browser is idle (or at once when `now` turns true),
 * null until it is there: the heavy control behind a look-alike (LazySelect, LazyNumberInput,
 * LazyTooltip). `load` names one fixed module.
 */
export function useIdleComponent<P>(load: () => Promise<ComponentType<P>>, now = false): ComponentType<P> | null {
  const idle = useIdleFlag();
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!idle && !now) return;
    let current = true;
    load()
      .then((loaded) => current && setComponent(() => loaded))
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` names one fixed module
  }, [idle, now]);
  return Component;
}
