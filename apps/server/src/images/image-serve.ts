/**
 * `GET /img/…`: a game picture from our own origin (image-cache.ts), answered ahead of Express like the
 * kept API answers (answer-cache/front.ts): a picture is a file on disk, and the work of the app's
 * middleware would cost more than sending it. Each answer carries the headers helmet would give a file
 * that runs nothing, a validator (ETag, Last-Modified) and a month of caching; a picture the upstream
 * does not give is our placeholder tile (200, `X-Image-Cache: placeholder`, `X-Image-Missing` saying
 * why) kept by browsers only until the cache asks the upstream again.
 */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ImageCache } from './image-cache';
import { IMAGE_ROUTE, parseImagePath } from './image-path';
import { PLACEHOLDER_SVG } from './image-type';

/** A month: pictures keep their path across game versions, and a changed picture is rare. */
export const IMAGE_MAX_AGE_S = 30 * 24 * 3600;

const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

/** True for a request this module answers. */
export const isImageRequest = (url: string): boolean => url === IMAGE_ROUTE || url.startsWith(`${IMAGE_ROUTE}/`);

const MESSAGES = {
  method: { fr: 'Une image se lit avec GET.', en: 'Pictures are read with GET.' },
  query: { fr: "L'adresse d'une image ne prend pas de paramètres.", en: 'A picture address takes no query.' },
  path: { fr: "Cette adresse n'est pas celle d'une image du jeu.", en: 'This address is not a game picture.' },
};

/** A refusal in the visitor's language (French unless the browser prefers English). */
function refuse(req: IncomingMessage, res: ServerResponse, status: number, key: keyof typeof MESSAGES, extra: Record<string, string> = {}): void {
  const english = /^\s*en\b/i.test(req.headers['accept-language'] ?? '');
  res.writeHead(status, { ...COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Accept-Language', ...extra });
  res.end(MESSAGES[key][english ? 'en' : 'fr']);
}

/** Answers a request under `/img/`: the kept picture, a placeholder, or a 4xx for anything that is not a picture path. */
export async function serveImage(req: IncomingMessage, res: ServerResponse, cache: ImageCache): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(req, res, 405, 'method', { Allow: 'GET, HEAD' });
  const url = req.url ?? '';
  if (url.includes('?')) return refuse(req, res, 400, 'query');
  const image = parseImagePath(url.slice(IMAGE_ROUTE.length + 1));
  if (!image) return refuse(req, res, 404, 'path');
  const found = await cache.lookup(image);
  if (found.kind === 'missing') {
    // A picture the page can show (no console error, no broken image), kept only until the next try;
    // the headers say it stands in for a missing one (404: the upstream has none; 503: it failed).
    res.writeHead(200, {
      ...COMMON_HEADERS,
      'Content-Type': 'image/svg+xml',
      'Cache-Control': `public, max-age=${Math.min(found.retryInS, 3600)}`,
      'X-Image-Cache': 'placeholder',
      'X-Image-Missing': `${found.status} ${found.reason}`.replace(/[^\x20-\x7e]/g, '?').slice(0, 200),
    });
    return void res.end(req.method === 'HEAD' ? undefined : PLACEHOLDER_SVG);
  }
  const { info } = found;
  const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  const headers = {
    ...COMMON_HEADERS,
    'Content-Type': found.type,
    'Cache-Control': `public, max-age=${IMAGE_MAX_AGE_S}`,
    ETag: etag,
    'Last-Modified': new Date(info.mtimeMs).toUTCString(),
    'X-Image-Cache': found.fetched ? 'miss' : 'hit',
  };
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')) {
    res.writeHead(304, headers);
    return void res.end();
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(info.size) });
  if (req.method === 'HEAD') return void res.end();
  await new Promise<void>((done) => {
    const stream = createReadStream(found.file);
    stream.on('error', () => {
      cache.forget(found.file);
      res.destroy();
      done();
    });
    res.on('close', done);
    stream.pipe(res);
  });
}
