import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { QUERY_CLIENT_CONFIG } from './query-options';

/** The server renders each request under a query cache of its own: answers never cross requests. */
export function ServerQueryScope({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient(QUERY_CLIENT_CONFIG));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
