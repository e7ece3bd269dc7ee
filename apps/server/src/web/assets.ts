import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';

/**
 * The build's hashed files (`/assets/*`): kept a year by browsers (a new build names new files), and
 * sent as the compressed copy the build wrote beside each (apps/web/vite/precompress.ts, brotli 11 and
 * gzip 9) that the browser accepts, brotli first, else gzip, else as they are. The compression of
 * app.ts leaves an answer that is already encoded alone, so nothing is compressed per request here.
 */
export function serveAssets(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: { immutable: true, maxAge: '1y', index: false },
  }) as RequestHandler;
}
