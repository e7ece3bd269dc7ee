import type { PublicConfig, PublicUser, ServerServices } from '@grimoire/server/client';

export type { PublicConfig };
/** The signed-in account as pages see it. */
export type SessionUser = PublicUser;

/** Provided by the server (its web/load-context.ts and web/ssr.ts) to every loader. */
export interface GrimoireLoadContext extends ServerServices {
  user: SessionUser | null;
  accessToken: string | null;
  publicConfig: PublicConfig;
  /** Script files of each language's UI strings, preloaded by the page (absent when unbuilt). */
  languageChunks?: Record<string, string[]>;
  /** Per language, the script files of the feature strings each chunk loads (chunk file → files), preloaded with the chunk. */
  featureStringChunks?: Record<string, Record<string, string[]>>;
  /** The world map's early boot (app/features/map/boot.ts): its script file and the files it imports. */
  mapBoot?: { script: string; imports: string[] };
  /** Whether the request renders a document, rather than a client navigation's `.data` request. */
  documentRequest?: boolean;
  /** This request's data for the server's render only (lib/server-only.ts). */
  serverOnly?: Map<string, unknown>;
  /** This response's Content-Security-Policy nonce for inline scripts (entry.server.tsx). */
  cspNonce?: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation must be an interface
  interface AppLoadContext extends GrimoireLoadContext {}
}
