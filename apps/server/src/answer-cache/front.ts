/**
 * The request listener given to `http.createServer`: a GET under `/api/` whose exact URL has a kept
 * answer (answer-cache.ts) is sent from it, with the headers the app set on the first answer, before
 * Express parses, routes and compresses (on these small, hot answers that work costs more than the
 * answer). So is a signed-out reader's page the server rendered before (web/page-cache.ts). Game
 * pictures (`/img/…`) are answered here too, from the image cache (images/). Everything else (a first
 * ask, every other method and path, a draining process) goes to the app unchanged. Each sent answer
 * gets the same log line as the app's.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import proxyAddr from 'proxy-addr';
import type { Application } from '../declarations';
import { healthState } from '../ops/health';
import { logRequest } from '../request-log';
import { requestOrigin, sendAnswer } from './answer-cache';
import { isImageRequest, serveImage } from '../images/image-serve';

/** The app as `http.createServer` takes it, behind its answer cache (`app.get('answerCache')`). */
export function answerCacheFront(app: Application): RequestListener {
  const cache = app.get('answerCache');
  // Feathers' Application type omits Express's call signature (`Omit<Express, …>`); the app is that function.
  const express = app as unknown as RequestListener;
  const logger = app.get('logger');
  /** Express's own compiled `trust proxy` setting: the logged address is the one Express's `req.ip` gives. */
  const trust = app.get('trust proxy fn');
  const images = app.get('imageCache');
  const pages = app.get('pageCache');
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    if (isImageRequest(url) && !healthState.draining) {
      const started = process.hrtime.bigint();
      serveImage(req, res, images)
        .catch((error: unknown) => {
          logger.error({ err: error, url }, 'image cache failed');
          if (!res.headersSent) res.writeHead(500).end();
          else res.destroy();
        })
        .finally(() => {
          if (logger.isLevelEnabled('info')) logRequest(logger, { method: req.method ?? 'GET', url, ip: proxyAddr(req, trust) }, res, started);
        });
      return;
    }
    const origin = () => requestOrigin(req, trust);
    const kept =
      req.method !== 'GET' || healthState.draining
        ? undefined
        : url.startsWith('/api/')
          ? cache.get(cache.keyOf(url, origin))
          : pages?.lookup(req, origin);
    if (!kept) return express(req, res);
    const started = process.hrtime.bigint();
    sendAnswer(req, res, kept);
    if (logger.isLevelEnabled('info')) logRequest(logger, { method: 'GET', url, ip: proxyAddr(req, trust) }, res, started);
  };
}
