import { createContext, useContext } from 'react';
import type { AppLoadContext } from 'react-router';

/**
 * Data a loader hands to the server's render of a document, never to the page's hydration data: a
 * payload the HTML carries once already, where the page reads it back (the world map's cells, written
 * inside the map's element for its early boot). The server's load context holds one bag per request
 * (apps/server/src/web/ssr.ts) and entry.server.tsx provides it; in the browser there is none.
 */
export const ServerOnlyContext = createContext<Map<string, unknown> | null>(null);

export const useServerOnly = <T>(key: string): T | undefined =>
  useContext(ServerOnlyContext)?.get(key) as T | undefined;

/**
 * Hands `value` to the render when this loader call renders a document (not when it answers a
 * client navigation's data request, which has no render): true when it did, and the loader can then
 * leave the value out of what it returns.
 */
export function keepForDocument(context: AppLoadContext, key: string, value: unknown): boolean {
  if (!context.serverOnly || !context.documentRequest) return false;
  context.serverOnly.set(key, value);
  return true;
}
