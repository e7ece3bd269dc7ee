/**
 * The one cache of repeated answers, by exact URL (path and query string), like a reverse proxy's:
 * an entry is a whole response as the app first sent it (status 200, its headers, its serialized
 * body and ETag). Services that want their GET answers kept put `keep()` in their Express `after`
 * middleware; the web app keeps its signed-out pages with `put()` (web/page-cache.ts);
 * `answerCacheFront` (front.ts) sends the kept ones before Express sees the request.
 * An entry may carry `fresh()`: once it says false the entry is gone (the treasure hunt's answers
 * while the hints that count are unchanged, a page while no curated table changed).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';

/** Game data changes only with a new bundle (a restart): shared caches may keep it five minutes. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300';
/**
 * Up to 20,000 answers and 96 MB of bodies (a hunt step is ~1 KB: a hunt's round of 4,000 steps must
 * fit, or a round-robin over them evicts every answer before it is asked again; a page is ~50 KB, and
 * 600 of them take 30 MB). Compressed copies count too.
 */
const LIMITS = { entries: 20_000, bytes: 96 * 1024 * 1024 };
const JSON_TYPE = 'application/json; charset=utf-8';

export interface KeptAnswer {
  body: Buffer;
  /** `Content-Type` (JSON unless told). */
  contentType?: string;
  etag: string;
  cacheControl: string;
  /** The headers the app had set on the first answer (helmet's), without the per-response ones. */
  headers: OutgoingHttpHeaders;
  /** False once the answer is stale (then it is dropped). */
  fresh?: () => boolean;
  /** Compressed bodies, each made on the first request that accepts it. */
  gzip?: Buffer;
  br?: Buffer;
}

/** Per response or describing the body: never replayed from the first answer. */
const NOT_KEPT = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'content-type', 'etag', 'cache-control', 'vary']);

export interface KeepOptions {
  /** `Cache-Control` of these answers (`PUBLIC_CACHE_CONTROL` unless told). */
  cacheControl?: string;
  /**
   * How long this request's answer stays valid: a `fresh()` test, or `false` to send it without
   * keeping it (a caller-dependent answer). Unset: valid until evicted.
   */
  validity?: (req: Request) => (() => boolean) | false | undefined;
}

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the request's If-None-Match lists this ETag (weak comparison) or `*`. */
export function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/** The answer's body in the best encoding the client takes (brotli, then gzip), compressed once. */
function encodedBody(req: IncomingMessage, answer: KeptAnswer): { body: Buffer; encoding?: 'br' | 'gzip' } {
  if (answer.body.length <= 1024) return { body: answer.body };
  const accepted = req.headers['accept-encoding'] ?? '';
  if (/\bbr\b/.test(accepted)) {
    // Quality 5, as the app's compression middleware: under a millisecond for a 50 KB page.
    answer.br ??= brotliCompressSync(answer.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: answer.body.length } });
    return { body: answer.br, encoding: 'br' };
  }
  if (/\bgzip\b/.test(accepted)) {
    answer.gzip ??= gzipSync(answer.body);
    return { body: answer.gzip, encoding: 'gzip' };
  }
  return { body: answer.body };
}

/** Sends a kept answer: 304 when the client holds it, else its bytes (compressed once per encoding). */
export function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: KeptAnswer): void {
  if (notModified(req.headers['if-none-match'], answer.etag)) {
    res.writeHead(304, { ...answer.headers, 'Cache-Control': answer.cacheControl, ETag: answer.etag, Vary: 'Accept-Encoding' });
    res.end();
    return;
  }
  const { body, encoding } = encodedBody(req, answer);
  res.writeHead(200, {
    ...answer.headers,
    'Cache-Control': answer.cacheControl,
    ETag: answer.etag,
    'Content-Type': answer.contentType ?? JSON_TYPE,
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(body);
}

/**
 * The origin an API caller reached us at, as Express's `req.protocol` and `Host` give it (a trusted
 * proxy's `X-Forwarded-Proto` counts): `http://localhost:3000`.
 */
export function requestOrigin(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string {
  let protocol = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const forwarded = req.headers['x-forwarded-proto'];
  if (typeof forwarded === 'string' && trust(req.socket.remoteAddress ?? '', 0)) protocol = forwarded.split(',')[0].trim() || protocol;
  return `${protocol}://${req.headers.host ?? 'localhost'}`;
}

/**
 * Game pictures are site paths (`/img/…`) in the documents when no SITE_URL says the site's address;
 * DofusDB's clients read `img` as an absolute URL, so API answers give them on the origin the caller
 * reached (the JSON's `"…":"/img/` values; nothing else in a document starts so).
 */
export function absolutePictures(json: string, origin: string): string {
  return json.includes('":"/img/') ? json.replaceAll('":"/img/', `":"${origin}/img/`) : json;
}

export class AnswerCache {
  private readonly lru = new LRUCache<string, KeptAnswer>({
    max: LIMITS.entries,
    maxSize: LIMITS.bytes,
    // The body and a compressed copy (made later, counted now: an LRU measures an entry once).
    sizeCalculation: (answer) => Math.max(1, Math.round(answer.body.length * 1.3)),
  });

  /**
   * `siteUrl`: the site's public origin (SITE_URL). Without it, answers name pictures on the caller's
   * origin, so they are kept per origin as well as per URL.
   */
  constructor(private readonly siteUrl = '') {}

  /** The key of an answer: its exact URL, and the caller's origin when answers depend on it. */
  keyOf(url: string, origin: () => string): string {
    return this.siteUrl ? url : `${origin()} ${url}`;
  }

  /** The answer kept under this key (`keyOf`), while it is fresh. */
  get(key: string): KeptAnswer | undefined {
    const answer = this.lru.get(key);
    if (answer?.fresh && !answer.fresh()) {
      this.lru.delete(key);
      return undefined;
    }
    return answer;
  }

  /** Keeps an answer under this key (`keyOf`) until evicted or no longer `fresh()`. */
  put(key: string, answer: KeptAnswer): void {
    this.lru.set(key, answer);
  }

  /** Forgets every kept answer whose key passes the test (the pages, when the data they show changed). */
  forget(test: (key: string) => boolean): void {
    for (const key of [...this.lru.keys()]) if (test(key)) this.lru.delete(key);
  }

  /**
   * Express `after` middleware of a service: serializes the service's answer (`res.data`) once,
   * keeps it under the request's exact URL with the headers set so far, and sends it.
   */
  keep({ cacheControl = PUBLIC_CACHE_CONTROL, validity }: KeepOptions = {}): RequestHandler {
    return (req: Request, res: Response, next) => {
      const data: unknown = (res as { data?: unknown }).data;
      if (req.method !== 'GET' || data === undefined) return next();
      const origin = this.siteUrl || `${req.protocol}://${req.get('host') ?? 'localhost'}`;
      const body = Buffer.from(this.siteUrl ? JSON.stringify(data) : absolutePictures(JSON.stringify(data), origin));
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(res.getHeaders())) if (!NOT_KEPT.has(name) && value !== undefined) headers[name] = value;
      const fresh = validity?.(req);
      const answer: KeptAnswer = { body, etag: etagOf(body), cacheControl, headers, ...(fresh ? { fresh } : {}) };
      if (fresh !== false && !('set-cookie' in headers)) this.put(this.keyOf(req.originalUrl, () => origin), answer);
      sendAnswer(req, res, answer);
    };
  }
}
