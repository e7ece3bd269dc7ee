import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import express from '@feathersjs/express';
import { feathers } from '@feathersjs/feathers';
import { Router, type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerCache } from '../answer-cache/answer-cache';
import { answerCacheFront } from '../answer-cache/front';
import type { Application } from '../declarations';
import { createLogger } from '../logger';
import { createPageCache, forgetPagesOnCuratedWrite, GUEST_PAGE_CACHE_CONTROL } from './page-cache';
import { freshNonce } from './security-headers';

/**
 * A server shaped like ours: the answer cache's front, a nonce per response, compression, the page
 * cache, then a "renderer" that counts its renders and says who it rendered for.
 */
let clock = 0;
const answers = new AnswerCache();
const pages = createPageCache(answers, { maxAgeMs: 30_000, now: () => clock });
const renders: string[] = [];
let base = '';
let server: Server;

beforeAll(async () => {
  const app: Application = express(feathers());
  app.set('logger', createLogger('silent'));
  app.set('answerCache', answers);
  app.set('pageCache', pages);
  app.use((_req, res, next) => {
    res.locals.cspNonce = freshNonce();
    res.setHeader('Content-Security-Policy', `script-src 'nonce-${res.locals.cspNonce}'`);
    next();
  });
  app.use(compression({ threshold: 0 }));
  app.use(pages.middleware);
  const renderer = Router();
  app.use(renderer);
  renderer.get(/.*/, (req: Request, res: Response) => {
    renders.push(req.originalUrl);
    const nonce = res.locals.cspNonce as string;
    const reader = /grimoire_token=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'guest';
    res.setHeader('Set-Cookie', 'grimoire_lang=fr; Path=/');
    if (req.path.includes('private')) res.setHeader('Cache-Control', 'private, no-store');
    res.status(req.path.includes('missing') ? 404 : 200).type('html');
    // Streamed in pieces, with the nonce on several scripts, like React Router's answer.
    res.write(`<html><head><script nonce="${nonce}">1</script></head>`);
    res.write(`<body>Épée n°${renders.length} pour ${reader}<script nonce="${nonce}">2</script></body>`);
    res.end(`<!-- ${'page '.repeat(300)}--></html>`);
  });
  server = createServer(answerCacheFront(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

async function get(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(base + path, { headers: { 'Accept-Encoding': 'gzip', 'User-Agent': BROWSER, ...headers } });
  const body = await answer.text();
  const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1] ?? '';
  return { status: answer.status, body, nonce, headers: answer.headers };
}

describe('signed-out pages kept in the answer cache', () => {
  it('answers a second read of a database page with the first render: same bytes, nonce, ETag and public Cache-Control', async () => {
    renders.length = 0;
    pages.clear();
    const first = await get('/fr/database/objects?level=10');
    const second = await get('/fr/database/objects?level=10', { 'Accept-Encoding': 'br' });
    expect(renders).toEqual(['/fr/database/objects?level=10']);
    expect(second.status).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('Épée n°1 pour guest');
    expect(second.nonce).toBe(first.nonce);
    expect(second.body).toContain(`nonce="${second.nonce}"`);
    expect(first.headers.get('cache-control')).toBe(GUEST_PAGE_CACHE_CONTROL);
    expect(second.headers.get('cache-control')).toBe(GUEST_PAGE_CACHE_CONTROL);
    expect(GUEST_PAGE_CACHE_CONTROL).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('content-encoding')).toBe('br');
    expect(second.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    // The render's language cookie is its own: a shared cache would not keep a page that sets one.
    expect(first.headers.get('set-cookie')).toBe('grimoire_lang=fr; Path=/');
    expect(second.headers.get('set-cookie')).toBeNull();
  });

  it('answers 304 to a matching If-None-Match, and the page to any other', async () => {
    pages.clear();
    await get('/en/almanax');
    const kept = await get('/en/almanax');
    const etag = kept.headers.get('etag') ?? '';
    const revalidated = await fetch(`${base}/en/almanax`, { headers: { 'If-None-Match': etag, 'User-Agent': BROWSER } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect((await get('/en/almanax', { 'If-None-Match': '"other"' })).status).toBe(200);
  });

  it('never answers a signed-in reader with a kept page, nor keeps what it renders for one', async () => {
    renders.length = 0;
    pages.clear();
    await get('/en/database/monsters');
    const signedIn = await get('/en/database/monsters', { Cookie: 'grimoire_lang=en; grimoire_token=alice' });
    expect(signedIn.body).toContain('pour alice');
    expect(signedIn.headers.get('etag')).toBeNull();
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    const guest = await get('/en/database/monsters', { Cookie: 'grimoire_lang=en' });
    expect(guest.body).toContain('pour guest');
    expect(renders).toEqual(['/en/database/monsters', '/en/database/monsters']);
    // A reader signed in first: the guest after them still gets a guest's page.
    pages.clear();
    await get('/en/database/monsters', { Cookie: 'grimoire_token=bob' });
    expect((await get('/en/database/monsters')).body).toContain('pour guest');
  });

  it('renders again for another query string, a tool page, a missing page or a private render', async () => {
    renders.length = 0;
    pages.clear();
    await get('/en/database/monsters');
    await get('/en/database/monsters?page=2');
    await get('/en/database/monsters?page=2');
    await get('/fr/tools/portals');
    expect((await get('/fr/tools/portals')).headers.get('cache-control')).toBe('private, no-cache');
    expect((await get('/fr/database/object/missing')).headers.get('cache-control')).toBeNull();
    await get('/fr/database/object/missing');
    await get('/fr/database/private');
    expect((await get('/fr/database/private')).headers.get('cache-control')).toBe('private, no-store');
    expect(renders.filter((url) => url === '/en/database/monsters?page=2')).toHaveLength(1);
    expect(renders.filter((url) => url === '/fr/tools/portals')).toHaveLength(2);
    expect(renders.filter((url) => url.includes('missing'))).toHaveLength(2);
    expect(renders.filter((url) => url.includes('private'))).toHaveLength(2);
  });

  it('keeps a crawler’s page apart from a person’s, and the world map one render per address', async () => {
    renders.length = 0;
    pages.clear();
    const bot = { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    await get('/en/tools/map?world=1');
    await get('/en/tools/map?world=1', bot);
    await get('/en/tools/map?world=1');
    await get('/en/tools/map?world=1', bot);
    await get('/en/tools/map?world=2');
    expect(renders).toEqual(['/en/tools/map?world=1', '/en/tools/map?world=1', '/en/tools/map?world=2']);
  });

  it('forgets every page on a curated write (not on a player’s own record) and after its time', async () => {
    renders.length = 0;
    pages.clear();
    const forget = forgetPagesOnCuratedWrite(pages);
    await get('/fr/almanax');
    await get('/fr/almanax');
    expect(renders).toHaveLength(1);
    await forget({ path: 'api/stuffs' });
    await forget({ path: 'api/authentication' });
    await forget({ path: 'api/portals' });
    await get('/fr/almanax');
    expect(renders).toHaveLength(1);
    await forget({ path: 'api/npc-shop' });
    await get('/fr/almanax');
    expect(renders).toHaveLength(2);
    await forget({ path: 'api/recoltable' });
    await get('/fr/almanax');
    expect(renders).toHaveLength(3);
    clock += 30_001;
    await get('/fr/almanax');
    expect(renders).toHaveLength(4);
    await get('/fr/almanax');
    expect(renders).toHaveLength(4);
  });

  it('leaves the kept API answers alone when it forgets the pages', async () => {
    const key = answers.keyOf('/api/items/1', () => base);
    answers.put(key, { body: Buffer.from('{}'), etag: '"x"', cacheControl: 'public', headers: {} });
    pages.clear();
    expect(answers.get(key)).toBeDefined();
  });
});
