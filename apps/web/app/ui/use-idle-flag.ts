import { startTransition, useEffect, useState, type ComponentType } from 'react';

/**
 * False on the server and through hydration, then true once the browser is idle (or after a short
 * wait where idle callbacks do not exist): the moment to swap a look-alike for the heavy control
 * behind it (LazySelect, LazyTooltip) without delaying the page's first paint or hydration. The
 * re-render it causes is a transition: React renders it in slices between the player's input, where
 * an ordinary update renders in one task (the stuff creator's swaps took 85-96 ms tasks on a
 * throttled phone).
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
 * LazyTooltip). `load` names one fixed module. Fetched when idle, it takes over in a transition (in
 * slices); asked for by the player (`now`), at once.
 */
export function useIdleComponent<P>(load: () => Promise<ComponentType<P>>, now = false): ComponentType<P> | null {
  const idle = useIdleFlag();
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  useEffect(() => {
    if (!idle && !now) return;
    let current = true;
    load()
      .then((loaded) => {
        if (!current) return;
        if (now) setComponent(() => loaded);
        else startTransition(() => setComponent(() => loaded));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` names one fixed module
  }, [idle, now]);
  return Component;
}
