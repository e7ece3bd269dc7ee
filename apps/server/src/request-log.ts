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
    logRequest(logger, { method: req.method, url: req.originalUrl, ip: req.ip }, res, process.hrtime.bigint());
    next();
  };
}

/** Writes the request's line once its answer is sent (the answer cache's front calls it for the answers it sends). */
export function logRequest(logger: Logger, request: { method: string; url: string; ip?: string }, res: ServerResponse, started: bigint): void {
  const write = () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
    logger[level]({ ...request, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, 'request');
  };
  if (res.writableFinished) write();
  else res.once('finish', write);
}
