import type { QueryClientConfig } from '@tanstack/react-query';

/** One answer is fresh for a minute; a failed one is retried once; no refetch when the tab regains focus. */
export const QUERY_CLIENT_CONFIG: QueryClientConfig = {
  defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
};
