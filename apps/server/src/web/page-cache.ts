/**
 * Server-rendered pages of the game database, kept for signed-out readers in the answer cache (the
 * one cache of repeated answers, answer-cache/), and sent from it ahead of Express (answer-cache/front.ts).
 *
 * A list or detail page of the encyclopedia renders the same HTML for every signed-out reader of
 * the same URL: the game data only changes with a new bundle (a restart), and the curated parts
 * (harvest spots, shops, hints, tags) with a write. Rendering one costs 25 to 55 ms on the real data;
 * sending it again costs a few microseconds. So the first render of a URL is kept whole (status 200
 * only): its bytes, its headers and the CSP nonce it was rendered with, an ETag, and a public
 * `Cache-Control` a CDN may follow. A kept page goes when a write changes a curated table (any
 * service but the page-neutral ones below), and after `maxAgeMs` (other processes of a cluster do
 * not hear of this one's writes).
 *
 * The nonce is the render's, for as long as the page is kept: every reader of that URL gets the same
 * bytes, as they would from a CDN. A nonce guards against markup injected into the page; markup that
 * changes the page (a curated write, another URL) makes a new render with a new nonce, so no injected
 * text can know the nonce of the page it lands in.
 *
 * Anyone with a session cookie, any other path and any other method take the long way; so does a
 * page whose render set `Cache-Control: private` or `no-store`. The language cookie a render sets is
 * not kept (a CDN would not keep a page that sets one): the language layout sets it in the browser.
 */
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { isbot } from 'isbot';
import { etagOf, type AnswerCache, type KeptAnswer } from '../answer-cache/answer-cache';
import { authenticationPath, TOKEN_COOKIE } from '../auth/authentication.shared';
import { apiPath } from '../contract';
import { groupfinderPath, portalsPath } from '../services/boards/boards.shared';
import { breedingPath } from '../services/breeding/breeding.shared';
import { bugReportActionsPath, bugReportsPath } from '../services/bug-reports/bug-reports.shared';
import { charactersPath } from '../services/characters/characters.shared';
import { contentReportsPath, noticesPath } from '../services/moderation/moderation.shared';
import { reputationPointsPath } from '../services/reputation-points/reputation-points.shared';
import { stuffsPath } from '../services/stuffs/stuffs.shared';
import { usersPath } from '../services/users/users.shared';
import { workbenchPath } from '../services/workbench/workbench.shared';

/**
 * The encyclopedia (and its single-fetch `.data` twins): home, the database, almanax and Temporis;
 * and the world map, the same for every signed-out reader of an address (its curated layers change
 * through API writes), and the tool page whose render is the longest (~60 ms).
 */
const CACHEABLE = /^\/(?:fr|en)(?:\/database(?:\/[^?]*)?|\/almanax|\/temporis|\/tools\/map)?(?:\.data)?$/;

/**
 * Services whose writes never change what a kept page shows: accounts, a player's own records,
 * reports to the team, and the boards (portals, group finder: on no kept page, and written often).
 * A write anywhere else (curated tables, moderation) forgets the kept pages.
 */
export const PAGE_NEUTRAL_SERVICES: ReadonlySet<string> = new Set(
  [
    authenticationPath,
    usersPath,
    charactersPath,
    stuffsPath,
    workbenchPath,
    breedingPath,
    reputationPointsPath,
    bugReportsPath,
    bugReportActionsPath,
    contentReportsPath,
    noticesPath,
    portalsPath,
    groupfinderPath,
  ].map(apiPath),
);

/** Headers that belong to one response (or that a shared cache must not replay), not to the page. */
const PER_RESPONSE = new Set([
  'content-encoding',
  'content-length',
  'content-type',
  'transfer-encoding',
  'date',
  'connection',
  'keep-alive',
  'vary',
  'set-cookie',
  'cache-control',
  'etag',
]);

/**
 * Browsers ask again each time (a 304 while the page is unchanged); a CDN may keep a page as long as
 * this server does, and answer a stale one for five minutes while it asks again.
 */
export const GUEST_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';

/** Pages rendered for one reader (signed in, or a tool page): their browser may keep them, asking first. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

export interface PageCacheOptions {
  maxAgeMs?: number;
  now?: () => number;
}

export interface PageCache {
  /** Express middleware, placed after compression and before React Router's handler: keeps first renders. */
  middleware: RequestHandler;
  /** The kept page for this raw request (answer-cache/front.ts), if any. */
  lookup(req: IncomingMessage, origin: () => string): KeptAnswer | undefined;
  /** Forgets every kept page (a curated table changed). */
  clear(): void;
}

/** The sign of a session cookie in a `Cookie` header (its value is not read: any session renders). */
const SESSION_COOKIE = new RegExp(`(?:^|;)\\s*${TOKEN_COOKIE}=`);
const pathOf = (url: string) => url.split('?', 1)[0];
const PAGE_KEY = /(?:^| )page:/;

/**
 * The cache key of a page request, or undefined when it must render: a GET of a kept path without a
 * session cookie. Crawlers get the page in one piece, people get it streamed (entry.server.tsx): not
 * the same bytes, so not the same key.
 */
function pageKeyOf(req: IncomingMessage): string | undefined {
  const url = req.url ?? '';
  if (req.method !== 'GET' || !CACHEABLE.test(pathOf(url))) return undefined;
  const cookie = req.headers.cookie;
  if (cookie && SESSION_COOKIE.test(cookie)) return undefined;
  const agent = req.headers['user-agent'];
  return `page:${agent && isbot(agent) ? 'bot' : 'person'} ${url}`;
}

/**
 * App hook after every create, update, patch and remove: a write to a service that is not
 * page-neutral forgets the kept pages.
 */
export function forgetPagesOnCuratedWrite(pages: Pick<PageCache, 'clear'>) {
  return async (context: { path: string }): Promise<void> => {
    if (!PAGE_NEUTRAL_SERVICES.has(context.path)) pages.clear();
  };
}

export function createPageCache(cache: AnswerCache, { maxAgeMs = 30_000, now = Date.now }: PageCacheOptions = {}): PageCache {
  let version = 0;

  /** Records what React Router writes; keeps it when the page ends well. */
  function record(key: string, req: Request, res: Response): void {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keepable = () => res.statusCode === 200 && !/no-store|private/.test(String(res.getHeader('cache-control') ?? ''));
    // The first render goes out with the kept page's Cache-Control (a CDN may keep it too).
    const beforeHeaders = () => {
      if (!res.headersSent && keepable()) res.setHeader('Cache-Control', GUEST_PAGE_CACHE_CONTROL);
    };
    const collect = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      beforeHeaders();
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      beforeHeaders();
      if (chunk !== undefined && typeof chunk !== 'function') collect(chunk, rest[0]);
      if (keepable()) {
        const body = Buffer.concat(chunks);
        const headers: KeptAnswer['headers'] = {};
        for (const [name, value] of Object.entries(res.getHeaders())) if (value !== undefined && !PER_RESPONSE.has(name)) headers[name] = value;
        const keptAt = now();
        const keptVersion = version;
        cache.put(cache.keyOf(key, () => `${req.protocol}://${req.get('host') ?? 'localhost'}`), {
          body,
          contentType: String(res.getHeader('content-type') ?? 'text/html; charset=utf-8'),
          etag: etagOf(body),
          cacheControl: GUEST_PAGE_CACHE_CONTROL,
          headers,
          fresh: () => version === keptVersion && now() - keptAt <= maxAgeMs,
        });
      }
      return end(chunk, ...rest);
    }) as Response['end'];
  }

  const middleware: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    const key = pageKeyOf(req);
    if (key) record(key, req, res);
    // Any other render may hold a reader's own data: no shared cache keeps it (a route may say otherwise).
    else res.setHeader('Cache-Control', PRIVATE_PAGE_CACHE_CONTROL);
    next();
  };

  return {
    middleware,
    lookup: (req, origin) => {
      const key = pageKeyOf(req);
      return key === undefined ? undefined : cache.get(cache.keyOf(key, origin));
    },
    clear: () => {
      version++;
      cache.forget((key) => PAGE_KEY.test(key));
    },
  };
}
