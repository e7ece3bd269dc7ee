/**
 * The fast lane: GETs whose answer is already serialized (the game answer cache by exact URL, the
 * treasure hunt's answers by query string) are answered on `node:http` before Express sees them.
 * Express's routing and helmet's per-request header work cost about as much as the answer itself on
 * these small, hot answers (a hunt step, an item `get`). The answers carry the same security headers
 * as the long way (helmet's, recorded once at start) and the same request log line; everything else
 * (unknown answers, draining, every other method and path) goes to the app unchanged.
 */
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Application } from '../declarations';
import type { GameAnswerCache } from '../game/services';
import { sendCached } from '../game/http-cache';
import { logRequest } from '../request-log';
import { huntInFastLane } from '../services/treasure-hunt/treasure-hunt';
import { freshNonce } from '../web/security-headers';
import { healthState } from './health';

/** The headers a middleware such as helmet sets on a response, recorded from one dry run. */
export function recordHeaders(
  middleware: RequestHandler,
  locals: Record<string, unknown> = {},
): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const res = {
    locals,
    setHeader: (name: string, value: string | number | string[]) => {
      headers[name] = value;
      return res;
    },
    getHeader: (name: string) => headers[name],
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let called = false;
  void middleware({ headers: {}, method: 'GET', url: '/api/' } as Request, res as unknown as Response, () => {
    called = true;
  });
  if (!called) throw new Error('the recorded middleware did not finish synchronously');
  return headers;
}

/** Stands for the script nonce in recorded headers; each answer gets a fresh one in its place. */
export const NONCE_SLOT = 'fast-lane-nonce-slot';

export interface FastLaneOptions {
  /** Headers every API answer carries (helmet's, recorded with `recordHeaders` and `NONCE_SLOT` as nonce). */
  headers: OutgoingHttpHeaders;
  gameCache: GameAnswerCache;
}

/** The request listener to give `http.createServer`: the fast lane, then the app. */
export function withFastLane(app: Application, { headers, gameCache }: FastLaneOptions): RequestListener {
  const express = app as unknown as RequestListener;
  const hunt = huntInFastLane(app);
  const logger = app.get('logger');
  const cspName = Object.keys(headers).find((name) => name.toLowerCase() === 'content-security-policy');
  const [beforeNonce, afterNonce] = String(cspName ? headers[cspName] : '').split(NONCE_SLOT);
  /** The recorded headers with a fresh nonce, like every response of the long way. */
  const headersOfOneAnswer = (): OutgoingHttpHeaders =>
    cspName && afterNonce !== undefined
      ? { ...headers, [cspName]: beforeNonce + freshNonce() + afterNonce }
      : headers;
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    if (req.method !== 'GET' || !url.startsWith('/api/') || healthState.draining) return express(req, res);
    const started = process.hrtime.bigint();
    const answered = () => {
      if (logger.isLevelEnabled('info')) logRequest(logger, asExpressRequest(app, req), res, started);
    };
    const cached = gameCache.known(url);
    if (cached) {
      sendCached(req, res, cached, headersOfOneAnswer());
      return answered();
    }
    if (!hunt(url, res, { headers: headersOfOneAnswer, longWay: () => express(req, res), answered }))
      express(req, res);
  };
}

/** Express's request prototype gives the log line the same client address (`trust proxy`) as the long way. */
function asExpressRequest(app: Application, req: IncomingMessage): Request {
  const request = req as Request;
  if (Object.getPrototypeOf(req) !== (app as unknown as { request: object }).request) {
    Object.setPrototypeOf(req, (app as unknown as { request: object }).request);
    (request as { app: unknown }).app = app;
    (request as { originalUrl: string }).originalUrl = req.url ?? '';
  }
  return request;
}
