import { useCallback, useEffect, useRef } from 'react';

/**
 * Marks an element `data-ready="true"` once the page is hydrated, for browser tests to wait on,
 * without a second render: a state flag set after mount re-rendered the whole stuff editor in the
 * first long task on a phone. Returns the ref to put on the element.
 */
export function useHydratedMark<T extends HTMLElement>() {
  const element = useRef<T | null>(null);
  const mounted = useRef(false);
  const ref = useCallback((node: T | null) => {
    element.current = node;
    if (node && mounted.current) node.dataset.ready = 'true';
  }, []);
  useEffect(() => {
    mounted.current = true;
    if (element.current) element.current.dataset.ready = 'true';
  }, []);
  return ref;
}
