/**
 * Server-rendered pages of the game database kept for signed-out readers.
 *
 * A list or detail page of the encyclopedia renders the same HTML for every signed-out reader of
 * the same URL: the game data only changes with a new bundle (a restart), and the curated parts
 * (harvest spots, shops, hints) with a write. Rendering one costs 25 to 55 ms on the real data;
 * sending it again costs under a millisecond. So the first render of a URL is kept (status 200
 * only, at most `maxAgeMs`, the least recently read dropped past `maxEntries` or `maxBytes`), and
 * the next signed-out GET of it gets the same bytes with this response's own CSP nonce in place of
 * the first one's. Anyone with a session cookie, any other path and any other method take the long
 * way. Every write through the API (create, update, patch, remove) empties the cache of this
 * process; other processes of a cluster follow within `maxAgeMs`.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { LRUCache } from 'lru-cache';
import { readCookie, TOKEN_COOKIE } from './load-context';
import { cspNonceOf } from './security-headers';

/**
 * The encyclopedia (and its single-fetch `.data` twins): home, the database, almanax and Temporis;
 * and the world map, the same for every signed-out reader of an address (its curated layers change
 * through API writes, which empty the cache), and the tool page whose render is the longest (~60 ms).
 */
const CACHEABLE = /^\/(?:fr|en)(?:\/database(?:\/[^?]*)?|\/almanax|\/temporis|\/tools\/map)?(?:\.data)?$/;
/** Headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set([
  'content-security-policy',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'vary',
]);

interface KeptPage {
  /** The body cut at each occurrence of the nonce of the response it was recorded from. */
  parts: string[];
  headers: [string, string | number | string[]][];
  keptAt: number;
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  maxAgeMs?: number;
  now?: () => number;
}

export interface PageCache {
  /** Express middleware, placed after compression and before React Router's handler. */
  middleware: RequestHandler;
  clear(): void;
  readonly size: number;
}

const pathOf = (url: string) => url.split('?', 1)[0];

export function createPageCache({
  maxEntries = 300,
  maxBytes = 32 * 1024 * 1024,
  maxAgeMs = 30_000,
  now = Date.now,
}: PageCacheOptions = {}): PageCache {
  const pages = new LRUCache<string, KeptPage, number>({ max: maxEntries, maxSize: maxBytes });

  function keyOf(req: Request): string | undefined {
    if (req.method !== 'GET' || !CACHEABLE.test(pathOf(req.originalUrl))) return undefined;
    if (readCookie(req.headers.cookie, TOKEN_COOKIE) !== null) return undefined;
    const agent = req.headers['user-agent'];
    // Crawlers get the page in one piece, people get it streamed (entry.server.tsx): not the same bytes.
    return `${agent && isbot(agent) ? 'bot' : 'person'} ${req.protocol}://${req.get('host') ?? ''}${req.originalUrl}`;
  }

  function send(page: KeptPage, res: Response): void {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.status(200).end(page.parts.join(cspNonceOf(res)));
  }

  /** Records what React Router writes; keeps it when the page ends well. */
  function record(key: string, res: Response): void {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && typeof chunk !== 'function') keep(chunk, rest[0]);
      const cacheControl = String(res.getHeader('cache-control') ?? '');
      if (res.statusCode === 200 && !/no-store|private/.test(cacheControl)) {
        const body = Buffer.concat(chunks);
        const nonce = cspNonceOf(res);
        const headers = Object.entries(res.getHeaders())
          .filter(([name, value]) => value !== undefined && !PER_RESPONSE.has(name))
          .map(([name, value]) => [name, value] as [string, string | number | string[]]);
        const text = body.toString('utf8');
        pages.set(key, { parts: nonce ? text.split(nonce) : [text], headers, keptAt: now() }, { size: Math.max(1, body.length) });
      }
      return end(chunk, ...rest);
    }) as Response['end'];
  }

  const middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const key = keyOf(req);
    if (!key) return next();
    const page = pages.get(key);
    if (page && now() - page.keptAt <= maxAgeMs) return send(page, res);
    record(key, res);
    next();
  };

  return {
    middleware,
    clear: () => pages.clear(),
    get size() {
      return pages.size;
    },
  };
}
