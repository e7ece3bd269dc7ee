/**
 * The one cache of repeated API answers, by exact URL (path and query string), like a reverse proxy's:
 * an entry is a whole response as the app first sent it (status 200, its headers, its serialized
 * body and ETag). Services that want their GET answers kept put `keep()` in their Express `after`
 * middleware; `answerCacheFront` (front.ts) sends the kept ones before Express sees the request.
 * An entry may carry `fresh()`: once it says false the entry is gone (the treasure hunt's answers
 * while the hints that count are unchanged).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';

/** Game data changes only with a new bundle (a restart): shared caches may keep it five minutes. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300';
/**
 * Up to 20,000 answers and 64 MB of bodies (a hunt step is ~1 KB: a hunt's round of 4,000 steps must
 * fit, or a round-robin over them evicts every answer before it is asked again).
 */
const LIMITS = { entries: 20_000, bytes: 64 * 1024 * 1024 };

export interface KeptAnswer {
  body: Buffer;
  etag: string;
  cacheControl: string;
  /** The headers the app had set on the first answer (helmet's), without the per-response ones. */
  headers: OutgoingHttpHeaders;
  /** False once the answer is stale (then it is dropped). */
  fresh?: () => boolean;
  /** Gzipped body, made on the first request that accepts gzip. */
  gzip?: Buffer;
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

/** Sends a kept answer: 304 when the client holds it, else its bytes (gzipped once if the client takes gzip). */
export function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: KeptAnswer): void {
  if (notModified(req.headers['if-none-match'], answer.etag)) {
    res.writeHead(304, { ...answer.headers, 'Cache-Control': answer.cacheControl, ETag: answer.etag });
    res.end();
    return;
  }
  const acceptsGzip = answer.body.length > 1024 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (acceptsGzip) answer.gzip ??= gzipSync(answer.body);
  const body = acceptsGzip && answer.gzip ? answer.gzip : answer.body;
  res.writeHead(200, {
    ...answer.headers,
    'Cache-Control': answer.cacheControl,
    ETag: answer.etag,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(body === answer.gzip ? { 'Content-Encoding': 'gzip' } : {}),
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
  private readonly lru = new LRUCache<string, KeptAnswer>({ max: LIMITS.entries, maxSize: LIMITS.bytes, sizeCalculation: (answer) => Math.max(1, answer.body.length) });

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
      if (fresh !== false && !('set-cookie' in headers)) this.lru.set(this.keyOf(req.originalUrl, () => origin), answer);
      sendAnswer(req, res, answer);
    };
  }
}
