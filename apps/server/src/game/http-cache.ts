/**
 * Express middleware around every game service (Feathers `express.before/after`): re-parses the
 * query string with limits suited to the API, answers repeated GETs from an LRU of serialized
 * bodies, and puts `ETag` + `Cache-Control` on every answer (`If-None-Match` → 304).
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { BadRequest } from '@feathersjs/errors';
import qs from 'qs';
import type { LruCache } from './query';
import { stableKey } from './query';

export const CACHE_CONTROL = 'public, max-age=300';

export interface CachedAnswer {
  body: Buffer;
  etag: string;
  /** Gzipped body, made on the first request that accepts gzip. */
  gzip?: Buffer;
}

/** Query-string parsing: lists up to 1000 values (`$in` is then checked at 500), deep enough for `$or` checks. */
export function parseQueryString(raw: string): Record<string, unknown> {
  try {
    return qs.parse(raw, {
      arrayLimit: 1000,
      parameterLimit: 2000,
      depth: 24,
      strictDepth: true,
      throwOnLimitExceeded: true,
      allowPrototypes: false,
    }) as Record<string, unknown>;
  } catch (error) {
    throw new BadRequest(`Invalid query string: ${(error as Error).message}`, { param: 'query' });
  }
}

export function etagOf(body: string): string {
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

/** Sends a cached answer (304 when the client holds it); `headers` are written beside the answer's own. */
export function sendCached(req: IncomingMessage, res: ServerResponse, answer: CachedAnswer, headers: OutgoingHttpHeaders = {}): void {
  if (notModified(req.headers['if-none-match'], answer.etag)) {
    res.writeHead(304, { ...headers, 'Cache-Control': CACHE_CONTROL, ETag: answer.etag });
    res.end();
    return;
  }
  // Pre-encoded bytes: no per-request serialization, hashing or compression.
  const acceptsGzip = answer.body.length > 1024 && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (acceptsGzip) answer.gzip ??= gzipSync(answer.body);
  const body = acceptsGzip && answer.gzip ? answer.gzip : answer.body;
  res.writeHead(200, {
    ...headers,
    'Cache-Control': CACHE_CONTROL,
    ETag: answer.etag,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(body === answer.gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(body);
}

/** The before/after pair for one shared cache, and a fast path to mount ahead of other middleware. */
export function httpCache(cache: LruCache<CachedAnswer>): {
  before: RequestHandler;
  after: RequestHandler;
  fastPath: RequestHandler;
  /** The answer already serialized for this exact URL (path and query string), if any. */
  known: (url: string) => CachedAnswer | undefined;
} {
  /** Answers a GET for an exact URL already served, before compression, body parsing and routing. */
  const fastPath = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' || !req.url.startsWith('/api/')) return next();
    const exact = cache.get(`url:${req.originalUrl}`);
    if (exact) return sendCached(req, res, exact);
    next();
  };
  const before = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET') return next();
    const url = req.originalUrl;
    // Fast path: the exact same URL was answered before (no query parsing at all).
    const exact = cache.get(`url:${url}`);
    if (exact) return sendCached(req, res, exact);
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    const raw = q < 0 ? '' : url.slice(q + 1);
    let query: Record<string, unknown>;
    try {
      query = parseQueryString(raw);
    } catch (error) {
      return next(error);
    }
    (req as { query: unknown }).query = query;
    const key = `${path.replace(/\/+$/, '')}?${stableKey(query)}`;
    res.locals.gameCacheKey = key;
    res.locals.gameCacheUrl = `url:${url}`;
    const hit = cache.get(key);
    if (hit) return sendCached(req, res, hit);
    next();
  };
  const after = (req: Request, res: Response, next: NextFunction) => {
    const key: unknown = res.locals.gameCacheKey;
    const data: unknown = (res as { data?: unknown }).data;
    if (typeof key !== 'string' || data === undefined) return next();
    const text = JSON.stringify(data);
    const answer = { body: Buffer.from(text), etag: etagOf(text) };
    cache.set(key, answer, answer.body.length);
    if (typeof res.locals.gameCacheUrl === 'string') cache.set(res.locals.gameCacheUrl, answer, answer.body.length);
    sendCached(req, res, answer);
  };
  return { before, after, fastPath, known: (url) => cache.get(`url:${url}`) };
}
