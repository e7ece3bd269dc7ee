/**
 * The Express side of every game GET: the query string parsed with limits suited to the API
 * (Express's default parser stops lists at 20 values and turns longer ones into objects), and the
 * answer kept by exact URL in the app's answer cache.
 */
import type { NextFunction, Request, Response } from 'express';
import type { Application } from '../declarations';
import { BadRequest } from '@feathersjs/errors';
import qs from 'qs';

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

/** Express `before` middleware of the game services: `req.query` parsed by `parseQueryString`. */
export function parseGameQuery(req: Request, _res: Response, next: NextFunction): void {
  if (req.method !== 'GET') return next();
  const q = req.originalUrl.indexOf('?');
  try {
    (req as { query: unknown }).query = parseQueryString(q < 0 ? '' : req.originalUrl.slice(q + 1));
  } catch (error) {
    return next(error);
  }
  next();
}

/** A game service's `express` option: parse the query here, keep the answer. */
export function gameExpressMiddleware(app: Application) {
  return { before: [parseGameQuery], after: [app.get('answerCache').keep()] };
}
