import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { existingQueryClient, registerQueryClient } from './query-client-registry';
import { QUERY_CLIENT_CONFIG } from './query-options';

/**
 * The part of TanStack Query the browser's `useQuery` (queries.ts) needs, in a chunk of its own that
 * a page fetches once its first query mounts: the first paint and hydration never wait for it.
 */
export { notifyManager, QueryObserver };

/** The browser's one query cache, made on first use. */
export function browserQueryClient(): QueryClient {
  let client = existingQueryClient();
  if (!client) {
    client = new QueryClient(QUERY_CLIENT_CONFIG);
    client.mount(); // what QueryClientProvider does: follow the tab's focus and the network
    registerQueryClient(client);
  }
  return client;
}
