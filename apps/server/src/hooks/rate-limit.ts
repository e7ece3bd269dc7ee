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

/**
 * The network an address belongs to, for limits a whole provider's block shares: IPv4 by its /24,
 * IPv6 by its /48 (a site's allocation), so rotating addresses inside one network does not help.
 */
export function networkKey(ip: string): string {
  const single = rateLimitKey(ip);
  if (!single.includes(':')) return `${single.split('.').slice(0, 3).join('.')}.0/24`;
  return `${single.split(':').slice(0, 3).join(':')}::/48`;
}

/** One limiter per database, allowance and duration, created on first use (the store is the app's database). */
const limiters = new WeakMap<object, Map<string, RateLimiterAbstract>>();
const NO_DATABASE = {};

function limiterFor(db: Knex | undefined, points: number, duration = 60): RateLimiterAbstract {
  const owner = db ?? NO_DATABASE;
  let byAllowance = limiters.get(owner);
  if (!byAllowance) limiters.set(owner, (byAllowance = new Map()));
  const key = `${points}/${duration}`;
  let limiter = byAllowance.get(key);
  if (!limiter) byAllowance.set(key, (limiter = createRateLimiter(db, points, duration)));
  return limiter;
}

/** Counts one attempt of `key`; past the allowance, a 429 that says when to come back. */
async function consume(db: Knex | undefined, points: number, duration: number, key: string, message: string): Promise<void> {
  try {
    await limiterFor(db, points, duration).consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw new TooManyRequests(message, { retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000) });
  }
}

/**
 * Guests' contributions (bug reports, content reports): at most `perHour` an hour per address and
 * three times that per network (`networkKey`), in the shared store. Signed-in callers and in-process
 * calls are not counted here (the per-minute limit still applies to them).
 */
export function guestHourlyLimit(perHour: number, message = TOO_MANY_ATTEMPTS) {
  return async (context: HookContext): Promise<void> => {
    if (perHour <= 0 || !context.params.provider || (context.params as { user?: unknown }).user) return;
    const db = context.app.get('db') as Knex | undefined;
    const ip = (context.params as { ip?: string }).ip ?? 'unknown';
    const at = `${context.path}:${context.method}`;
    await consume(db, perHour, 3600, `${at}:guest:${rateLimitKey(ip)}`, message);
    await consume(db, perHour * 3, 3600, `${at}:network:${networkKey(ip)}`, message);
  };
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
      // Without an address (SSR calls that do not pass one) all such calls share one bucket per provider.
      const ip = (context.params as { ip?: string }).ip;
      const client = ip ? rateLimitKey(ip) : `${context.params.provider}:unknown`;
      await consume(context.app.get('db') as Knex | undefined, perMinute, 60, `${context.path}:${context.method}:${client}`, message);
    }
    if (next) await next();
  };
}
