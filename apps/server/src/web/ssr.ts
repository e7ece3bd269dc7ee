import type { NextFunction, Request, Response } from 'express';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { serveStatic } from '@feathersjs/express';
import { createRequestHandler } from '@react-router/express';
import type { AppLoadContext, ServerBuild } from 'react-router';
import type { Config } from '../config';
import type { Application } from '../declarations';
import { serveAssets } from './assets';
import { createLoadContext } from './load-context';
import { cspNonceOf } from './security-headers';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function readManifest(clientDir: string): Manifest {
  const manifestFile = join(clientDir, '.vite', 'manifest.json');
  return existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>) : {};
}

/**
 * Per language, the feature strings each chunk loads when it runs (apps/web/vite/feature-messages.ts):
 * chunk file → the script files of those strings. The page preloads them beside the chunk, so they
 * come with the page's scripts instead of one round trip after them.
 */
export function readFeatureStringChunks(manifest: Manifest): Record<string, Record<string, string[]>> {
  const chunks: Record<string, Record<string, string[]>> = {};
  for (const chunk of Object.values(manifest)) {
    for (const loaded of chunk.dynamicImports ?? []) {
      const lang = /^app\/features\/[^/]+\/i18n\/([a-z]{2})\.json$/.exec(loaded)?.[1];
      const file = manifest[loaded]?.file;
      if (!lang || !file) continue;
      ((chunks[lang] ??= {})[`/${chunk.file}`] ??= []).push(`/${file}`);
    }
  }
  return chunks;
}

/**
 * Script files of each language's UI strings (`app/i18n/messages.<lang>.ts` and what it imports), from
 * the client build's Vite manifest: the page preloads its language's chunk next to its own scripts.
 */
export function readLanguageChunks(manifest: Manifest): Record<string, string[]> {
  const chunks: Record<string, string[]> = {};
  for (const [source, chunk] of Object.entries(manifest)) {
    const lang = /^app\/i18n\/messages\.([a-z]{2})\.ts$/.exec(source)?.[1];
    if (!lang) continue;
    const files = [
      chunk.file,
      ...(chunk.imports ?? []).map((key) => manifest[key]?.file).filter((file): file is string => !!file),
    ];
    chunks[lang] = files.map((file) => `/${file}`);
  }
  return chunks;
}

/**
 * The world map's early boot (apps/web/app/features/map/boot.ts, a client entry of its own): its
 * script file and every file it imports, which the map page preloads with it; null when unbuilt.
 */
export function readMapBoot(manifest: Manifest): { script: string; imports: string[] } | null {
  const entry = manifest['app/features/map/boot.ts'];
  if (!entry) return null;
  const imports = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || imports.has(`/${chunk.file}`)) return;
    imports.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  return { script: `/${entry.file}`, imports: [...imports] };
}

/** Serves the built web app: hashed assets with long-lived caching, then SSR for every other path. */
export async function mountWebApp(app: Application, config: Config): Promise<void> {
  const clientDir = join(config.webBuildDir, 'client');
  const serverEntry = join(config.webBuildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    app.get('logger').warn({ serverEntry }, 'web app not built: run `npm run build`; serving the API only');
    app.use((_req, res) => {
      res.status(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
    });
    return;
  }
  app.use('/assets', serveAssets(join(clientDir, 'assets')));
  // The service worker is checked on every visit (a new build is a new worker), never kept by caches.
  app.use('/sw.js', (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
    res.sendFile(join(clientDir, 'sw.js'), { cacheControl: false, headers: { 'Cache-Control': 'no-cache' } }, (error) => error && next());
  });
  // Build metadata (`.vite/manifest.json`) stays private: dot paths fall through to the 404 page.
  app.use(serveStatic(clientDir, { maxAge: '1h', index: false, dotfiles: 'ignore' }));
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  // The client build's manifest, read once: the chunks the pages preload come from it.
  const manifest = readManifest(clientDir);
  const languageChunks = readLanguageChunks(manifest);
  const featureStringChunks = readFeatureStringChunks(manifest);
  const mapBoot = readMapBoot(manifest) ?? undefined;
  // After compression (app.ts): the cache records and sends the uncompressed page.
  app.use(app.get('pageCache').middleware);
  app.use(
    createRequestHandler({
      build,
      mode: 'production',
      getLoadContext: async (req, res) =>
        ({
          ...(await createLoadContext(app, req, res)),
          languageChunks,
          featureStringChunks,
          mapBoot,
          documentRequest: !req.path.endsWith('.data'),
          serverOnly: new Map<string, unknown>(),
          cspNonce: cspNonceOf(res),
        }) satisfies AppLoadContext,
    }),
  );
}
