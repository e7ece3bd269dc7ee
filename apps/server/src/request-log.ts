import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from './logger';

/**
 * One structured line per request (method, path, status, duration). Skips all work when the
 * `info` level is off, and skips hashed static assets, which would drown the log.
 */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!logger.isLevelEnabled('info') || req.url.startsWith('/assets/')) return next();
    logRequest(logger, req, res, process.hrtime.bigint());
    next();
  };
}

/** Writes the request's line once its answer is sent (the fast lane in `ops/fast-lane.ts` calls it after sending). */
export function logRequest(logger: Logger, req: Request, res: ServerResponse, started: bigint): void {
  const write = () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
    logger[level]({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10, ip: req.ip }, 'request');
  };
  if (res.writableFinished) write();
  else res.once('finish', write);
}
