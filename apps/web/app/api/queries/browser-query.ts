import type { QueryObserver, QueryObserverResult, UseQueryOptions, UseQueryResult } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import type * as QueryCore from './query-core';

type Core = typeof QueryCore;
type AnyOptions = UseQueryOptions<unknown, Error, unknown, readonly unknown[]>;

let core: Core | null = null;
let loading: Promise<Core> | null = null;

/** Fetches TanStack Query once; a failed download is asked again by the next query that mounts. */
export function loadQueryCore(): Promise<Core> {
  loading ??= import('./query-core').then(
    (module) => {
      core = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

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
    // Asked for before TanStack is here (a retry button pressed at once): fetch with TanStack when it comes.
    refetch: async (): Promise<QueryObserverResult<unknown, Error>> => {
      const loaded = await loadQueryCore();
      return new loaded.QueryObserver(loaded.browserQueryClient(), defaultedOf(loaded, options)).refetch();
    },
  } as unknown as UseQueryResult<unknown>;
}

type Observer = QueryObserver<unknown, Error, unknown, unknown, readonly unknown[]>;

/** What a component was last given, and the observer it reads once TanStack is here. */
interface QueryHolder {
  observer: Observer | null;
  options: AnyOptions;
  shown: UseQueryResult<unknown> | null;
}

function defaultedOf(loaded: Core, options: AnyOptions) {
  const defaulted = loaded.browserQueryClient().defaultQueryOptions(options);
  defaulted._optimisticResults = 'optimistic';
  return defaulted;
}

/** Whether a component shows something else with this answer (the fields pages read). */
const differs = (shown: UseQueryResult<unknown>, next: UseQueryResult<unknown>) =>
  shown.data !== next.data ||
  shown.status !== next.status ||
  shown.fetchStatus !== next.fetchStatus ||
  shown.error !== next.error ||
  shown.isPlaceholderData !== next.isPlaceholderData;

/**
 * TanStack's `useQuery` over the browser's cache, with TanStack fetched when the first query mounts.
 * Once it is here these are the steps of its `useBaseQuery`: one observer per component, optimistic
 * results, a subscription that re-renders on the fields the component reads. Before, the hook
 * answers `resultBeforeCore`; when TanStack arrives the observer is made and subscribed outside of
 * rendering, and the component renders again only if the answer differs from the one it showed (a
 * pending query stays pending until its data comes: one render, as with TanStack from the start).
 * Unlike TanStack's hook, a new answer re-renders as a transition (see below).
 */
export function useBrowserQuery(options: AnyOptions): UseQueryResult<unknown> {
  const [holder] = useState<QueryHolder>(() => ({ observer: null, options, shown: null }));
  holder.options = options;
  if (!holder.observer && core) holder.observer = new core.QueryObserver(core.browserQueryClient(), defaultedOf(core, options));
  const observer = holder.observer;
  const defaulted = observer && core ? defaultedOf(core, options) : null;

  useEffect(() => {
    if (observer && defaulted) observer.setOptions(defaulted);
  }, [observer, defaulted]);
  // Answers arrive as transitions: React renders what they bring (a class's spells, a page of results)
  // in slices that leave the page answering, where TanStack's store subscription renders at once.
  const [, setVersion] = useState(0);
  useEffect(() => {
    let closed = false;
    let unsubscribe = ignore;
    const changed = () => {
      if (!closed) startTransition(() => setVersion((version) => version + 1));
    };
    const attach = (loaded: Core) => {
      if (closed) return;
      const attached = (holder.observer ??= new loaded.QueryObserver(loaded.browserQueryClient(), defaultedOf(loaded, holder.options)));
      unsubscribe = attached.subscribe(loaded.notifyManager.batchCalls(changed));
      attached.updateResult();
      if (holder.shown && differs(holder.shown, attached.getOptimisticResult(defaultedOf(loaded, holder.options)))) changed();
    };
    if (core) attach(core);
    else loadQueryCore().then(attach, ignore);
    return () => {
      closed = true;
      unsubscribe();
    };
  }, [holder]);

  const result = observer && defaulted ? observer.getOptimisticResult(defaulted) : resultBeforeCore(options);
  holder.shown = result;
  if (!observer || !defaulted || defaulted.notifyOnChangeProps) return result;
  return observer.trackResult(result);
}
