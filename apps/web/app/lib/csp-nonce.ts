import { createContext, useContext } from 'react';

/**
 * The response's Content-Security-Policy nonce, provided by entry.server.tsx while rendering on the
 * server. In the browser there is none: scripts only run from the server's HTML.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
