/**
 * `/robots.txt`, `/sitemap.xml` (an index) and `/sitemaps/{kind}-{lang}[-{n}].xml`: one sitemap per
 * kind and language, at most 50,000 addresses each, every address with its `hreflang` alternates
 * (fr, en, x-default) and the game data's date as `lastmod`. Written with the `sitemap` library on
 * the first ask, then kept per origin (SITE_URL, else the request's) until the process restarts with
 * new data; answered with an ETag and an hour of caching. Players' public builds have their own
 * sitemaps (`builds-fr`, `builds-en`, builds-sitemap.ts), read from the database and kept an hour,
 * listed in the index once a public build exists.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gunzip, gzipSync } from 'node:zlib';
import { Readable } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { SitemapIndexStream, SitemapStream, streamToPromise, type SitemapItemLoose } from 'sitemap';
import type { Application } from '../declarations';
import { DEFAULT_SITE_LANGUAGE, DISALLOWED, pathsOfKind, SITE_LANGUAGES, SITEMAP_KINDS, type SiteLanguage } from './site-pages';
import { BUILDS_KIND, buildsSitemapEntries } from './builds-sitemap';

export const SITEMAP_MAX_URLS = 50_000;
const MAX_AGE_S = 3600;
const EMPTY_URLSET = '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>';
/** How long a builds sitemap is kept before the database is read again. */
const BUILDS_TTL_MS = 3600_000;

/** A written document, kept gzipped (the sitemaps of the real data are 24 MB of XML, 1.5 MB gzipped). */
interface Document {
  gzip: Buffer;
  etag: string;
}

const documentOf = (body: string): Document => ({ gzip: gzipSync(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"` });

const gunzipAsync = promisify(gunzip);

const urlOf = (origin: string, lang: SiteLanguage, path: string) => `${origin}/${lang}${path === '/' ? '' : path}`;

/** One language's sitemap entries of some paths, each with its alternates. */
function entries(origin: string, lang: SiteLanguage, paths: readonly string[], lastmod: string): SitemapItemLoose[] {
  return paths.map((path) => ({
    url: urlOf(origin, lang, path),
    lastmod,
    links: [
      ...SITE_LANGUAGES.map((l) => ({ lang: l, hreflang: l, url: urlOf(origin, l, path) })),
      { lang: 'x-default', hreflang: 'x-default', url: urlOf(origin, DEFAULT_SITE_LANGUAGE, path) },
    ],
  }));
}

async function xmlOf(stream: SitemapStream | SitemapIndexStream, items: readonly unknown[]): Promise<string> {
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

/** The sitemaps of one origin, each written on its first ask. */
export class Sitemaps {
  private readonly files = new Map<string, Promise<Document | undefined>>();
  /** The builds sitemaps, read again from the database after an hour. */
  private readonly builds = new LRUCache<string, Promise<Document>>({ max: SITE_LANGUAGES.length, ttl: BUILDS_TTL_MS });
  /** The index without and with the builds sitemaps (listed once a public build exists). */
  private readonly indexes = new Map<boolean, Promise<Document>>();
  private buildsChecked?: { at: number; any: Promise<boolean> };
  private readonly paths = new Map<string, string[]>();
  private sitemapNames?: string[];
  /** robots.txt of this origin (it names the sitemap's address). */
  readonly robots: Document;

  constructor(
    private readonly app: Application,
    readonly origin: string,
  ) {
    this.robots = documentOf(robotsText(origin));
  }

  /** A kind's page paths, listed once (the data changes only with a restart). */
  private pathsOf(kind: string): string[] {
    let paths = this.paths.get(kind);
    if (!paths) {
      paths = pathsOfKind(this.app.get('gameStore'), kind) ?? [];
      this.paths.set(kind, paths);
    }
    return paths;
  }

  private get lastmod(): string {
    return this.app.get('gameStore').manifest.generatedAt;
  }

  /** Every sitemap's name (`items-fr`, `items-en`, … `items-fr-2` past 50,000 addresses). */
  names(): string[] {
    if (this.sitemapNames) return this.sitemapNames;
    const names: string[] = [];
    for (const kind of SITEMAP_KINDS) {
      const count = this.pathsOf(kind).length;
      if (count === 0) continue;
      const parts = Math.ceil(count / SITEMAP_MAX_URLS);
      for (const lang of SITE_LANGUAGES) for (let n = 1; n <= parts; n++) names.push(`${kind}-${lang}${parts > 1 ? `-${n}` : ''}`);
    }
    this.sitemapNames = names;
    return names;
  }

  /** Whether any public build exists (asked again after an hour, as the builds sitemaps are). */
  private anyPublicBuild(): Promise<boolean> {
    if (!this.buildsChecked || Date.now() - this.buildsChecked.at > BUILDS_TTL_MS) {
      const any = this.app.get('db')('stuffs').where({ sharing: 'public', moderationHidden: false }).first('id').then(Boolean);
      this.buildsChecked = { at: Date.now(), any };
      any.catch(() => (this.buildsChecked = undefined));
    }
    return this.buildsChecked.any;
  }

  async indexDocument(): Promise<Document> {
    const withBuilds = await this.anyPublicBuild();
    let index = this.indexes.get(withBuilds);
    if (!index) {
      const builds = withBuilds ? SITE_LANGUAGES.map((lang) => ({ url: `${this.origin}/sitemaps/${BUILDS_KIND}-${lang}.xml` })) : [];
      index = xmlOf(new SitemapIndexStream(), [
        ...this.names().map((name) => ({ url: `${this.origin}/sitemaps/${name}.xml`, lastmod: this.lastmod })),
        ...builds,
      ]).then(documentOf);
      this.indexes.set(withBuilds, index);
    }
    return index;
  }

  /** A sitemap by name; undefined for a name the index does not list. */
  file(name: string): Promise<Document | undefined> {
    const buildsLang = SITE_LANGUAGES.find((lang) => name === `${BUILDS_KIND}-${lang}`);
    if (buildsLang) {
      let kept = this.builds.get(name);
      if (!kept) {
        kept = buildsSitemapEntries(this.app.get('db'), this.origin, buildsLang).then(async (items) =>
          // The library refuses an empty stream: no public build yet is an empty (valid) urlset.
          documentOf(items.length === 0 ? EMPTY_URLSET : await xmlOf(new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } }), items)),
        );
        // A failed read is not kept: the next ask tries again.
        kept.catch(() => this.builds.delete(name));
        this.builds.set(name, kept);
      }
      return kept;
    }
    let file = this.files.get(name);
    if (!file) {
      file = this.write(name);
      this.files.set(name, file);
    }
    return file;
  }

  private async write(name: string): Promise<Document | undefined> {
    const match = /^([a-z-]+?)-(fr|en)(?:-(\d+))?$/.exec(name);
    if (!match || !this.names().includes(name)) return undefined;
    const [, kind, lang, part] = match;
    const paths = this.pathsOf(kind);
    const start = (Number(part ?? 1) - 1) * SITEMAP_MAX_URLS;
    const slice = paths.slice(start, start + SITEMAP_MAX_URLS);
    const stream = new SitemapStream({ xmlns: { xhtml: true, news: false, image: false, video: false } });
    return documentOf(await xmlOf(stream, entries(this.origin, lang as SiteLanguage, slice, this.lastmod)));
  }
}

/** robots.txt: pages allowed, the API, back office and personal pages not, and where the sitemap is. */
export function robotsText(origin: string): string {
  const prefixes = ['', ...SITE_LANGUAGES.map((l) => `/${l}`)];
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /pip/'];
  for (const path of DISALLOWED) for (const prefix of prefixes) lines.push(`Disallow: ${prefix}${path}`);
  return `${lines.join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

function send(req: Request, res: Response, type: string, doc: Document): void {
  res.set({ 'Content-Type': type, 'Cache-Control': `public, max-age=${MAX_AGE_S}`, ETag: doc.etag, Vary: 'Accept-Encoding' });
  if (req.fresh) return void res.status(304).end();
  // Sent as kept when the client takes gzip (the compression middleware leaves an encoded answer alone).
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') return void res.set('Content-Encoding', 'gzip').send(doc.gzip);
  // Rare (crawlers take gzip): unzipped in zlib's thread pool, not on the request thread.
  gunzipAsync(doc.gzip).then(
    (body) => res.send(body),
    () => res.status(500).end(),
  );
}

/** Mounts robots.txt and the sitemaps (before the web app, whose not-found page would answer them). */
export function registerSitemaps(app: Application): void {
  const byOrigin = new LRUCache<string, Sitemaps>({ max: 4 });
  const siteUrl = app.get('config').siteUrl;
  const originOf = (req: Request) => siteUrl || `${req.protocol}://${req.get('host') ?? 'localhost'}`;
  const sitemapsOf = (req: Request) => {
    const origin = originOf(req);
    let sitemaps = byOrigin.get(origin);
    if (!sitemaps) {
      sitemaps = new Sitemaps(app, origin);
      byOrigin.set(origin, sitemaps);
    }
    return sitemaps;
  };
  app.use('/robots.txt', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    send(req, res, 'text/plain; charset=utf-8', sitemapsOf(req).robots);
  });
  app.use('/sitemap.xml', (req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path !== '/') return next();
    sitemapsOf(req)
      .indexDocument()
      .then((doc) => send(req, res, 'application/xml; charset=utf-8', doc), next);
  });
  app.use('/sitemaps', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const name = /^\/([a-z0-9-]+)\.xml$/.exec(req.path)?.[1];
    const missing = () => res.status(404).type('text/plain').send(req.acceptsLanguages('fr', 'en') === 'en' ? 'No such sitemap: /sitemap.xml lists them.' : "Ce plan du site n'existe pas : /sitemap.xml les liste.");
    if (!name) return missing();
    sitemapsOf(req)
      .file(name)
      .then((doc) => (doc ? send(req, res, 'application/xml; charset=utf-8', doc) : missing()), next);
  });
}
