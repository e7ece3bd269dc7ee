import type { HelmetOptions } from 'helmet';
import type { Config } from '../config';

function originOf(url: string): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Helmet settings: a CSP that allows our own scripts, the image CDN and the opt-in third parties only. */
export function securityHeaders(config: Config): HelmetOptions {
  const images = originOf(config.imageBaseUrl);
  const analytics = originOf(config.analyticsUrl);
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // React Router's hydration payload and Mantine's colour-scheme script are inline.
        scriptSrc: ["'self'", "'unsafe-inline'", ...(analytics ? [analytics] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(images ? [images] : [])],
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
