import type { QueryClient } from '@tanstack/react-query';

/**
 * The browser's query cache, once a page has made one (`queries.ts`). Kept apart so that code every
 * page loads (signing in and out) can drop cached answers without downloading TanStack Query: when no
 * page has queried anything yet, there is nothing to drop.
 */
let created: QueryClient | null = null;

export function registerQueryClient(client: QueryClient): void {
  created = client;
}

export function existingQueryClient(): QueryClient | null {
  return created;
}
