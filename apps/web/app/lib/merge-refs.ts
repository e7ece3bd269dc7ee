import { useCallback, useMemo, useRef, type MutableRefObject, type Ref, type RefCallback } from 'react';

/**
 * `useMergeRefs` of @floating-ui/react, for Mantine's ScrollArea (vite.config.ts points its import
 * here): the one hook it takes from that library would otherwise bring all of it (~15 KB gzip) into
 * the first load of every page with a table. Same behaviour: one callback ref setting every ref,
 * React 19 ref cleanups honoured, `null` when no ref is given.
 */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null {
  const cleanup = useRef<(() => void) | undefined>(undefined);
  const attach = useCallback(
    (instance: T) => {
      const cleanups = refs.map((ref) => {
        if (ref == null) return undefined;
        if (typeof ref === 'function') {
          const result = ref(instance);
          return typeof result === 'function' ? result : () => void ref(null);
        }
        (ref as MutableRefObject<T | null>).current = instance;
        return () => {
          (ref as MutableRefObject<T | null>).current = null;
        };
      });
      return () => cleanups.forEach((done) => done?.());
    },
    // The refs themselves are the dependencies, as in floating-ui's version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (instance: T | null) => {
      cleanup.current?.();
      cleanup.current = undefined;
      if (instance != null) cleanup.current = attach(instance);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, refs);
}
