import { randomBytes } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** Where each response keeps its script nonce (read by the CSP header and by server rendering). */
export function cspNonceOf(res: Response): string {
  return (res.locals as { cspNonce?: string }).cspNonce ?? '';
}

const NONCE_BYTES = 18;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** 144 random bits, cut from a pool refilled 256 nonces at a time (one CSPRNG call, not one per request). */
export function freshNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 256);
    nonceOffset = 0;
  }
  nonceOffset += NONCE_BYTES;
  return noncePool.subarray(nonceOffset - NONCE_BYTES, nonceOffset).toString('base64');
}

/**
 * Helmet on every answer. Pages get a fresh script nonce each (only the inline scripts our own
 * rendering writes carry it); API answers (JSON, the plain HTML docs page) run no script, carry no
 * nonce, and so may be kept and sent again as they are (answer-cache/).
 */
export function securityMiddleware(config: Config): RequestHandler {
  const api = helmet(securityHeaders(config, { scriptNonce: false }));
  const page = helmet(securityHeaders(config));
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return api(req, res, next);
    (res.locals as { cspNonce?: string }).cspNonce = freshNonce();
    page(req, res, next);
  };
}

function originOf(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Helmet settings: a CSP that allows our own script files, inline scripts carrying this response's
 * nonce (React Router's hydration data, Mantine's colour-scheme script), the image CDN and the opt-in
 * third parties only. No `'unsafe-inline'` for scripts: markup injected into a page cannot run.
 */
export function securityHeaders(config: Config, { scriptNonce = true } = {}): HelmetOptions {
  // Our own image cache ('self', and SITE_URL's origin, which API answers name pictures on) unless image
  // bases on other hosts are configured (a CDN): exactly those.
  const images = [...new Set([originOf(config.siteUrl), originOf(config.imageBaseUrl), originOf(config.imageStaticBaseUrl)].filter((o): o is string => !!o))];
  const analytics = originOf(config.analyticsUrl);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          ...(scriptNonce ? [(_req: unknown, res: unknown) => `'nonce-${cspNonceOf(res as Response)}'`] : []),
          ...(analytics ? [analytics] : []),
        ],
        // Mantine writes its CSS variables in inline style tags.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...images],
        connectSrc: ["'self'", ...(analytics ? [analytics] : [])],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Same-origin requests keep their Referer (a refused back-office visit returns to that page);
    // other sites only ever see our origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}
