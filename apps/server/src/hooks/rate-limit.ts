import { isIPv6 } from 'node:net';
import { TooManyRequests } from '@feathersjs/errors';
import type { NextFunction } from '@feathersjs/feathers';
import type { NextFunction as ExpressNext, Request, Response } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Knex } from 'knex';
import type { HookContext } from '../declarations';
import { createRateLimiter } from './rate-limit-store';

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

/** The eight 16-bit groups of a valid IPv6 address, lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    // An embedded IPv4 tail (`64:ff9b::192.0.2.1`) is the last two groups.
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}

/**
 * The bucket a client address counts in: IPv4 as is, IPv6 by its /64 network, since one
 * subscriber usually holds a whole /64 and could otherwise rotate addresses to dodge the limit.
 */
export function rateLimitKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip; // drop a zone id (`fe80::1%eth0`)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** One limiter per database and allowance, created on first use (the store is the app's database). */
const limiters = new WeakMap<object, Map<number, RateLimiterAbstract>>();
const NO_DATABASE = {};

function limiterFor(db: Knex | undefined, perMinute: number): RateLimiterAbstract {
  const owner = db ?? NO_DATABASE;
  let byPoints = limiters.get(owner);
  if (!byPoints) limiters.set(owner, (byPoints = new Map()));
  let limiter = byPoints.get(perMinute);
  if (!limiter) byPoints.set(perMinute, (limiter = createRateLimiter(db, perMinute)));
  return limiter;
}

/**
 * At most `perMinute` external calls per minute and per client address (0 turns it off); the next
 * ones answer 429. In-process calls are never limited. Each service method counts on its own
 * (`path:method:address`), in the database's shared store (`rate-limit-store.ts`), so every server
 * process on one database counts the same attempts.
 */
export function rateLimit(perMinute: number, message = TOO_MANY_ATTEMPTS) {
  return async (context: HookContext, next?: NextFunction): Promise<void> => {
    if (perMinute > 0 && context.params.provider) {
      const limiter = limiterFor(context.app.get('db') as Knex | undefined, perMinute);
      // Without an address (SSR calls that do not pass one) all such calls share one bucket per provider.
      const ip = (context.params as { ip?: string }).ip;
      const client = ip ? rateLimitKey(ip) : `${context.params.provider}:unknown`;
      try {
        await limiter.consume(`${context.path}:${context.method}:${client}`);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        throw new TooManyRequests(message, { retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) });
      }
    }
    if (next) await next();
  };
}
