import { startTransition, useEffect, useState, type ComponentType } from 'react';

/**
 * False on the server and through hydration, then true once the browser is idle (or after a short
 * wait where idle callbacks do not exist): the moment to swap a look-alike for the heavy control
 * behind it (LazySelect, LazyTooltip) without delaying the page's first paint or hydration. The
 * re-render it causes (nothing visible changes) is a transition: React renders it in slices between
 * the player's input, where an ordinary update renders in one task.
 */
export function useIdleFlag(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const becomeIdle = () => startTransition(() => setIdle(true));
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(becomeIdle);
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(becomeIdle, 200);
    return () => window.clearTimeout(handle);
  }, []);
  return idle;
}

/**
 * A component from a module fetched once the browser is idle (or at once when `now` turns true),
 * null until it is there: the heavy control behind a look-alike (LazySelect, LazyNumberInput,
 * LazyTooltip). `load` names one fixed module. The swap itself is an ordinary update: as a
 * transition, the focus or a key could reach the look-alike between its render and its commit (a
 * clue picker focused after a direction lost its focus in the browser tests).
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
