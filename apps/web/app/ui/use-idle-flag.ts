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

/** Swaps waiting for an idle moment of the browser, run one per idle period (see `swapWhenIdle`). */
const waitingSwaps: (() => void)[] = [];
let swapPending = false;

// A page that is never idle (an animation) still gets its controls, a second later.
const whenIdle = (run: () => void) =>
  window.requestIdleCallback ? window.requestIdleCallback(() => run(), { timeout: 1000 }) : window.setTimeout(run, 50);

/**
 * Runs `swap` (a state set that draws a heavy control in place of its look-alike) in an idle period
 * of its own: the next waits until the browser is idle again, after that one's render and commit.
 * Swapped all at once, the controls of a page (the world map's pickers, the stuff editor's fields)
 * were drawn and committed in one task, a long task on a phone; Mantine renders each of them a
 * second time in that commit (its ids are set in a layout effect).
 */
function swapWhenIdle(swap: () => void): void {
  waitingSwaps.push(swap);
  if (swapPending) return;
  swapPending = true;
  const next = () => {
    waitingSwaps.shift()?.();
    if (waitingSwaps.length > 0) whenIdle(next);
    else swapPending = false;
  };
  whenIdle(next);
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
      .then((loaded) => {
        if (!current) return;
        // Asked for (a press, a dialog opened): at once. Else in an idle period of its own.
        if (now) setComponent(() => loaded);
        else swapWhenIdle(() => current && setComponent(() => loaded));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` names one fixed module
  }, [idle, now]);
  return Component;
}
