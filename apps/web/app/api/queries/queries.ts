import {
  QueryClient,
  QueryClientContext,
  useQuery as useTanstackQuery,
  useQueryClient as useTanstackQueryClient,
} from '@tanstack/react-query';
import { useContext } from 'react';
import { QUERY_CLIENT_CONFIG } from './query-options';
import { existingQueryClient, registerQueryClient } from './query-client-registry';

export { keepPreviousData } from '@tanstack/react-query';

/**
 * TanStack Query without a provider at the root, so that pages that never query the API (every
 * database page: their data comes from the route loaders) do not download it. Components import
 * `useQuery` and `useQueryClient` from here: in the browser they share one cache, made on first use;
 * on the server each request renders under its own (`ServerQueryScope` in root.tsx), and a test may
 * give its own with `QueryClientProvider`.
 */
function browserQueryClient(): QueryClient {
  let client = existingQueryClient();
  if (!client) {
    client = new QueryClient(QUERY_CLIENT_CONFIG);
    client.mount(); // what QueryClientProvider does: follow the tab's focus and the network
    registerQueryClient(client);
  }
  return client;
}

export function useQueryClient(): QueryClient {
  const provided = useContext(QueryClientContext);
  return useTanstackQueryClient(provided ?? (typeof window === 'undefined' ? undefined : browserQueryClient()));
}

/** TanStack's `useQuery` (every overload) on the cache above. */
export const useQuery = ((options: Parameters<typeof useTanstackQuery>[0]) =>
  useTanstackQuery(options, useQueryClient())) as typeof useTanstackQuery;
