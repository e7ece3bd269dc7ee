import type { NextFunction, Request, Response } from 'express';
import type { Logger } from './logger';

/**
 * One structured line per request (method, path, status, duration). Skips all work when the
 * `info` level is off, and skips hashed static assets, which would drown the log.
 */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!logger.isLevelEnabled('info') || req.url.startsWith('/assets/')) return next();
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const level = res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info';
      logger[level]({ method: req.method, url: req.originalUrl, status: res.statusCode, ms: Math.round(ms * 10) / 10, ip: req.ip }, 'request');
    });
    next();
  };
}
