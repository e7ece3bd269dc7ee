import { useQuery as useTanstackQuery } from '@tanstack/react-query';
import { useBrowserQuery } from './browser-query';

/**
 * TanStack Query without a provider at the root and out of every page's first load. Components
 * import `useQuery` from here:
 * - on the server each request renders under its own cache (`ServerQueryScope` in root.tsx) with
 *   TanStack's own hook;
 * - in the browser the hook is `useBrowserQuery`: TanStack comes in a chunk of its own when the first
 *   query mounts, so pages that never query the API (every database page: their data comes from the
 *   route loaders) do not download it, and the tools that do are hydrated before it arrives.
 * The client build drops the server branch, and TanStack's hooks with it.
 */
export const useQuery = (import.meta.env.SSR ? useTanstackQuery : useBrowserQuery) as typeof useTanstackQuery;

/**
 * `placeholderData: keepPreviousData` keeps the last answer on screen while the next one loads; the
 * same function as TanStack's (it returns what it is given), here so that naming it costs no download.
 */
export function keepPreviousData<T>(previousData: T): T {
  return previousData;
}

/**
 * `keepPreviousData` while the previous query was of the same `scope` (its key's second part): a
 * search refined within one list keeps its last answer on screen, and a list of another kind shows
 * its loading state rather than answers that are not its own (the stuff's item picker opened on the
 * Dofus slot offered the rings of the slot picked before until its own answer came).
 */
export function keepPreviousDataOf(scope: string) {
  return <T>(previousData: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined =>
    previousQuery?.queryKey[1] === scope ? previousData : undefined;
}
