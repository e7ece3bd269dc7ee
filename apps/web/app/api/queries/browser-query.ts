import type { QueryObserver, QueryObserverResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import type * as QueryCore from './query-core';

type Core = typeof QueryCore;
type AnyOptions = UseQueryOptions<unknown, Error, unknown, readonly unknown[]>;

let core: Core | null = null;
let loading: Promise<Core> | null = null;
const waiting = new Set<() => void>();

/** Fetches TanStack Query once; a failed download is asked again by the next query that mounts. */
export function loadQueryCore(): Promise<Core> {
  loading ??= import('./query-core').then(
    (module) => {
      core = module;
      for (const notify of waiting) notify();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const subscribeToCore = (notify: () => void) => {
  waiting.add(notify);
  return () => void waiting.delete(notify);
};
const loadedCore = () => core;
const noCoreWhileHydrating = () => null;
const ignore = () => {};

/**
 * What TanStack's `useQuery` answers on a first render, before TanStack is here: the initial data
 * when there is some (the server rendered it, so hydration sees the same), otherwise pending, and
 * fetching when the query is enabled (as TanStack's optimistic result says of a query about to fetch).
 */
export function resultBeforeCore(options: AnyOptions): UseQueryResult<unknown> {
  const initial = typeof options.initialData === 'function' ? (options.initialData as () => unknown)() : options.initialData;
  const data = initial !== undefined && options.select ? options.select(initial) : initial;
  const enabled = typeof options.enabled === 'function' ? true : options.enabled !== false;
  const pending = data === undefined;
  const fetching = enabled && pending;
  return {
    data,
    error: null,
    status: pending ? 'pending' : 'success',
    fetchStatus: fetching ? 'fetching' : 'idle',
    isPending: pending,
    isSuccess: !pending,
    isError: false,
    isLoading: pending && fetching,
    isInitialLoading: pending && fetching,
    isFetching: fetching,
    isFetched: false,
    isFetchedAfterMount: false,
    isRefetching: false,
    isLoadingError: false,
    isRefetchError: false,
    isPlaceholderData: false,
    isPaused: false,
    isStale: true,
    isEnabled: enabled,
    dataUpdatedAt: 0,
    errorUpdatedAt: 0,
    failureCount: 0,
    failureReason: null,
    errorUpdateCount: 0,
    refetch: async () => {
      await loadQueryCore();
      return resultBeforeCore(options) as QueryObserverResult<unknown, Error>;
    },
  } as unknown as UseQueryResult<unknown>;
}

/**
 * TanStack's `useQuery` over the browser's cache, with TanStack fetched when the first query mounts
 * (the same steps as its `useBaseQuery`: one observer per component, optimistic results, a store
 * subscription that re-renders on the fields the component reads). Until TanStack is here the hook
 * answers `resultBeforeCore`; the component re-renders with the real answer when it arrives.
 */
export function useBrowserQuery(options: AnyOptions): UseQueryResult<unknown> {
  const loaded = useSyncExternalStore(subscribeToCore, loadedCore, noCoreWhileHydrating);
  useEffect(() => {
    if (!core) loadQueryCore().catch(ignore);
  }, []);
  const [holder] = useState<{ observer: QueryObserver<unknown, Error, unknown, unknown, readonly unknown[]> | null }>(
    () => ({ observer: null }),
  );
  const client = loaded?.browserQueryClient();
  const defaulted = client ? client.defaultQueryOptions(options) : null;
  if (defaulted) defaulted._optimisticResults = 'optimistic';
  if (loaded && client && defaulted && !holder.observer) holder.observer = new loaded.QueryObserver(client, defaulted);
  const observer = holder.observer;

  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted);
  }, [observer, defaulted]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!observer || !loaded) return ignore;
      const unsubscribe = observer.subscribe(loaded.notifyManager.batchCalls(onChange));
      observer.updateResult();
      return unsubscribe;
    },
    [observer, loaded],
  );
  const snapshot = useCallback(() => observer?.getCurrentResult() ?? null, [observer]);
  useSyncExternalStore(subscribe, snapshot, snapshot);

  if (!observer || !defaulted) return resultBeforeCore(options);
  const result = observer.getOptimisticResult(defaulted);
  return defaulted.notifyOnChangeProps ? result : observer.trackResult(result);
}
