/**
 * `GET /cards/stuffs/{shareId}.png?lang=fr|en&v={last change}`: a build's share card, for the Open
 * Graph and Twitter tags of its page. Public and hidden builds have one (a hidden build's link is
 * shared on purpose); a private build, one a moderator hid, or an unknown id answers 404, with nothing
 * of it drawn. A card is rendered once per build, last change and language, then kept (LRU); `v` in
 * the page's tags is the last change, so an answer for the current `v` is cached for a year by
 * browsers and chat apps, and any other `v` (or none) for five minutes.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type { Application } from '../declarations';
import { IMAGE_ROUTE, parseImagePath } from '../images/image-path';
import { authorNames, toResult, type StuffRow } from '../services/stuffs/stuffs.rows';
import { CardGameData, cardContent, type CardContent, type CardLanguage } from './card-content';
import { renderCard } from './card-render';

export const CARDS_ROUTE = '/cards/stuffs';
const YEAR_S = 365 * 24 * 3600;
const FRESH_S = 300;

const MISSING = { fr: 'Aucune carte : ce stuff est introuvable ou privé.', en: 'No card: this stuff is not found or private.' };
const BAD = { fr: 'Adresse de carte invalide.', en: 'Not a card address.' };

/** The `v` of a build's card: its last change, in milliseconds. */
export const cardVersion = (updatedAt: string) => String(Date.parse(updatedAt));

interface CardRequest {
  shareId: string;
  lang: CardLanguage;
  version: string | undefined;
}

function parse(req: Request): CardRequest | null {
  const shareId = /^\/([A-Za-z0-9_-]{22})\.png$/.exec(req.path)?.[1];
  const lang = req.query.lang ?? 'fr';
  const version = req.query.v;
  const extra = Object.keys(req.query).filter((key) => key !== 'lang' && key !== 'v');
  if (!shareId || (lang !== 'fr' && lang !== 'en') || extra.length > 0) return null;
  if (version !== undefined && (typeof version !== 'string' || !/^[0-9]{1,15}$/.test(version))) return null;
  return { shareId, lang, version };
}

function refuse(res: Response, status: number, lang: CardLanguage, text: Record<CardLanguage, string>): void {
  res.status(status).set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).send(text[lang]);
}

/** Worn items' pictures the image cache can give as PNG, as data URLs (others are left out). */
async function iconsOf(app: Application, content: CardContent): Promise<Map<number, string>> {
  const icons = new Map<number, string>();
  await Promise.all(
    content.items.map(async (item) => {
      if (!item.img?.startsWith(`${IMAGE_ROUTE}/`)) return;
      const path = parseImagePath(item.img.slice(IMAGE_ROUTE.length + 1));
      const found = path ? await app.get('imageCache').lookup(path) : undefined;
      if (found?.kind !== 'file' || found.type !== 'image/png') return;
      icons.set(item.id, `data:image/png;base64,${(await readFile(found.file)).toString('base64')}`);
    }),
  );
  return icons;
}

export function registerShareCards(app: Application): void {
  const kept = new LRUCache<string, Buffer>({ max: 300 });
  const rendering = new Map<string, Promise<Buffer>>();
  const game = new CardGameData(app.get('gameStore'));

  const render = async (row: StuffRow, lang: CardLanguage): Promise<Buffer> => {
    // The build as the API answers it (stuffs.rows.ts reads the stored columns once for both).
    const names = await authorNames(app.get('db'), [row]);
    const content = cardContent(toResult(row, row.author ? (names.get(row.author) ?? null) : null), game, lang);
    return renderCard(content, lang, await iconsOf(app, content));
  };

  app.use(CARDS_ROUTE, (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const asked = parse(req);
    const lang: CardLanguage = req.query.lang === 'en' ? 'en' : 'fr';
    if (!asked) return refuse(res, 404, lang, BAD);
    (async () => {
      const row = (await app.get('db')<StuffRow>('stuffs')
        .where({ shareId: asked.shareId, moderationHidden: false })
        .whereIn('sharing', ['public', 'hidden'])
        .first()) as StuffRow | undefined;
      if (!row) return refuse(res, 404, asked.lang, MISSING);
      const current = cardVersion(row.updatedAt);
      const key = `${row.shareId}:${current}:${asked.lang}`;
      const etag = `"${createHash('sha1').update(key).digest('base64url')}"`;
      res.set({
        'Content-Type': 'image/png',
        'Cache-Control': asked.version === current ? `public, max-age=${YEAR_S}, immutable` : `public, max-age=${FRESH_S}`,
        ETag: etag,
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.headers['if-none-match'] === etag) return void res.status(304).end();
      let png = kept.get(key);
      res.set('X-Card-Cache', png ? 'hit' : 'miss');
      if (!png) {
        let pending = rendering.get(key);
        if (!pending) {
          pending = render(row, asked.lang).finally(() => rendering.delete(key));
          rendering.set(key, pending);
        }
        png = await pending;
        kept.set(key, png);
      }
      res.status(200).set('Content-Length', String(png.length));
      if (req.method === 'HEAD') return void res.end();
      res.end(png);
    })().catch(next);
  });
}
