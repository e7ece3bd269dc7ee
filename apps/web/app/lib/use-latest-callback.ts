import { useCallback, useLayoutEffect, useRef } from 'react';

// On the server there is no layout to wait for (and React warns about useLayoutEffect there).
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? () => undefined : useLayoutEffect;

/**
 * A callback of constant identity that calls the latest `fn`: a memoised child (React.memo) handed
 * it does not render again each time its parent does. Only for event handlers, never during render.
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useIsomorphicLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
