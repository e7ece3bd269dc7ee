import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (apps/server/src → ../../..). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Config {
  port: number;
  host: string;
  /** `sqlite:<path>` (default) or a postgres:// URL. */
  databaseUrl: string;
  dataDir: string;
  bundleDir: string;
  gamedataDir: string | undefined;
  jwtSecret: string;
  /** False when the secret was generated into the data dir (refused when several processes share one database). */
  jwtSecretFromEnv: boolean;
  /** Several server processes share the database (`npm run start:cluster`, or MULTI_PROCESS=true). */
  multiProcess: boolean;
  /** JWT lifetime, in a form `jsonwebtoken` accepts (`7d`, `30s`). */
  jwtExpiresIn: string;
  /** Where pages and API documents point pictures: our own image cache (`{SITE_URL}/img`) unless set. */
  imageBaseUrl: string;
  /** Second image base (job and haven-bag pictures): `{SITE_URL}/img/static` unless set; empty = those are left out. */
  imageStaticBaseUrl: string;
  /** Where the image cache fetches a picture it does not hold yet (DofusDB's image host); empty = nowhere. */
  imageUpstreamUrl: string;
  /** The second upstream (Ankama's static host), for `/img/static/…`; empty = nowhere. */
  imageStaticUpstreamUrl: string;
  /** Folder of the image cache (`DATA_DIR/image-cache`). */
  imageCacheDir: string;
  /** Public origin of the site (`https://grimoire.example`) for canonical and hreflang links; empty = the request's origin. */
  siteUrl: string;
  /** Where the "switch to beta site" menu entry points; empty hides it. */
  betaSiteUrl: string;
  /** Where the beta site's "back to the stable site" entry points. */
  stableSiteUrl: string;
  /** Third-party analytics script URL; empty = off (the default). */
  analyticsUrl: string;
  /** Bot-check (captcha) site key; empty = off (the default). */
  botCheckSiteKey: string;
  webBuildDir: string;
  logLevel: string;
  /** Requests per minute and per IP for sign-in, sign-up and contributions. */
  /**
   * Bug reports a guest may send per hour from one address (IPv6: one /64); a whole network
   * (IPv4 /24, IPv6 /48) may send three times as many. 0 turns it off.
   */
  guestReportsPerHour: number;
  rateLimitPerMinute: number;
  /** Express `trust proxy`: which hops may set X-Forwarded-For/-Proto (the client IP rate limits key on). */
  trustProxy: TrustProxy;
  isProduction: boolean;
  /** Community boards: hours after which a portal report is shown as stale. */
  portalStaleHours: number;
  /** Community boards: the longest a group finder listing may stay open, in hours. */
  listingMaxHours: number;
  /**
   * Heap growth in MB after which an idle server runs one full collection to give memory back
   * (ops/idle-gc.ts); 0 turns it off.
   */
  idleGcGrowthMb: number;
}

/** `true`/`false`, a hop count, or addresses and subnets (`loopback`, `10.0.0.0/8, 192.168.1.2`). */
export type TrustProxy = boolean | number | string;

/** Parses TRUST_PROXY the way Express reads its `trust proxy` setting; empty keeps `loopback`. */
export function trustProxyFromEnv(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '') return 'loopback';
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

function resolvePath(value: string, base: string): string {
  return isAbsolute(value) ? value : resolve(base, value);
}

/** The secret is generated once and kept in the data dir so restarts keep sessions valid. */
function loadOrCreateJwtSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function intFromEnv(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

export const JWT_SECRET_REQUIRED =
  'JWT_SECRET must be set when several server processes share the database: each process would otherwise sign sessions with its own generated key (generate one with `openssl rand -base64 48`)';

/** True when this process runs as one of several on one database (cluster worker, or MULTI_PROCESS=true). */
export function isMultiProcess(env: NodeJS.ProcessEnv): boolean {
  return env.MULTI_PROCESS === 'true' || env.MULTI_PROCESS === '1' || !!env.GRIMOIRE_CLUSTER_WORKER;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const multiProcess = isMultiProcess(env);
  if (multiProcess && !env.JWT_SECRET) throw new Error(JWT_SECRET_REQUIRED);
  const dataDir = resolvePath(env.DATA_DIR ?? 'data', REPO_ROOT);
  const databaseUrl = env.DATABASE_URL || `sqlite:${join(dataDir, 'grimoire.sqlite')}`;
  const siteUrl = (env.SITE_URL ?? '').replace(/\/+$/, '');
  return {
    port: intFromEnv(env.PORT, 3000, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    bundleDir: resolvePath(env.BUNDLE_DIR ?? join(dataDir, 'bundle'), REPO_ROOT),
    gamedataDir: env.GAMEDATA_DIR ? resolvePath(env.GAMEDATA_DIR, process.cwd()) : undefined,
    jwtSecret: env.JWT_SECRET || loadOrCreateJwtSecret(dataDir),
    jwtSecretFromEnv: !!env.JWT_SECRET,
    multiProcess,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '7d',
    imageBaseUrl: env.IMAGE_BASE_URL ?? `${siteUrl}/img`,
    imageStaticBaseUrl: env.IMAGE_STATIC_BASE_URL ?? `${siteUrl}/img/static`,
    imageUpstreamUrl: env.IMAGE_UPSTREAM_URL ?? 'https://api.dofusdb.fr/img',
    imageStaticUpstreamUrl: env.IMAGE_STATIC_UPSTREAM_URL ?? 'https://s.ankama.com/www/static.ankama.com',
    imageCacheDir: resolvePath(env.IMAGE_CACHE_DIR ?? join(dataDir, 'image-cache'), REPO_ROOT),
    siteUrl,
    betaSiteUrl: env.BETA_SITE_URL ?? '',
    stableSiteUrl: env.STABLE_SITE_URL ?? '',
    analyticsUrl: env.ANALYTICS_URL ?? '',
    botCheckSiteKey: env.BOT_CHECK_SITE_KEY ?? '',
    webBuildDir: resolvePath(env.WEB_BUILD_DIR ?? 'apps/web/build', REPO_ROOT),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    rateLimitPerMinute: intFromEnv(env.RATE_LIMIT_PER_MINUTE, 10, 'RATE_LIMIT_PER_MINUTE'),
    guestReportsPerHour: intFromEnv(env.GUEST_REPORTS_PER_HOUR, 10, 'GUEST_REPORTS_PER_HOUR'),
    trustProxy: trustProxyFromEnv(env.TRUST_PROXY),
    isProduction: env.NODE_ENV === 'production',
    portalStaleHours: intFromEnv(env.PORTAL_STALE_HOURS, 24, 'PORTAL_STALE_HOURS') || 24,
    listingMaxHours: intFromEnv(env.LISTING_MAX_HOURS, 72, 'LISTING_MAX_HOURS') || 72,
    idleGcGrowthMb: intFromEnv(env.IDLE_GC_GROWTH_MB, 128, 'IDLE_GC_GROWTH_MB'),
  };
}
