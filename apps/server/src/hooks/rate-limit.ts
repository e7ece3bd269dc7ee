import { TooManyRequests } from '@feathersjs/errors';
import type { NextFunction } from '@feathersjs/feathers';
import type { NextFunction as ExpressNext, Request, Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { HookContext } from '../declarations';

export const TOO_MANY_ATTEMPTS = 'Too many attempts, please try again in a minute';

type FeathersRequest = Request & { feathers?: Record<string, unknown> };

/**
 * Express middleware for a service's `express.before` option: copies the client address
 * (`req.ip`, which honours the app's `trust proxy` setting) into `params.ip`.
 */
export function rememberIp(req: Request, _res: Response, next: ExpressNext): void {
  const request = req as FeathersRequest;
  request.feathers = { ...request.feathers, ip: req.ip };
  next();
}

/**
 * At most `perMinute` external calls per minute and per client address (0 turns it off); the next
 * ones answer 429. In-process calls are never limited. One limiter per hook instance.
 */
export function rateLimit(perMinute: number, message = TOO_MANY_ATTEMPTS) {
  const limiter = perMinute > 0 ? new RateLimiterMemory({ points: perMinute, duration: 60 }) : undefined;
  return async (context: HookContext, next?: NextFunction): Promise<void> => {
    if (limiter && context.params.provider) {
      // Without an address (SSR calls that do not pass one) all such calls share one bucket per provider.
      const key = (context.params as { ip?: string }).ip ?? `${context.params.provider}:unknown`;
      try {
        await limiter.consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new TooManyRequests(message, { retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) });
      }
    }
    if (next) await next();
  };
}
