import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feathers } from '@feathersjs/feathers';
import express from '@feathersjs/express';
import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Application } from '../declarations';
import { createLogger } from '../logger';
import { healthState } from '../ops/health';
import { AnswerCache } from './answer-cache';
import { answerCacheFront } from './front';

/** A real Express app behind the real front: each route counts how often it computed its answer. */
describe('answer cache front', () => {
  const computed = { plain: 0, stale: 0, personal: 0, cookie: 0 };
  let version = 0;
  let server: Server;
  let url = '';

  beforeAll(async () => {
    const cache = new AnswerCache();
    const app: Application = express(feathers());
    app.set('logger', createLogger('silent'));
    app.set('answerCache', cache);
    const routes = Router();
    const answer = (name: keyof typeof computed) => (req: Request, res: Response, next: NextFunction) => {
      computed[name]++;
      res.setHeader('X-Frame-Options', 'SAMEORIGIN');
      if (name === 'cookie') res.setHeader('Set-Cookie', 'session=1');
      (res as { data?: unknown }).data = { name, times: computed[name], query: req.query };
      next();
    };
    routes.get('/api/plain', answer('plain'), cache.keep());
    routes.get('/api/stale', answer('stale'), cache.keep({ cacheControl: 'no-cache', validity: () => { const seen = version; return () => version === seen; } }));
    routes.get('/api/personal', answer('personal'), cache.keep({ validity: () => false }));
    routes.get('/api/cookie', answer('cookie'), cache.keep());
    app.use(routes);
    server = createServer(answerCacheFront(app));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string> = {}) => fetch(url + path, { headers });

  it('computes an answer once per exact URL and sends it again with the same bytes and headers', async () => {
    const first = await get('/api/plain?a=1');
    const again = await get('/api/plain?a=1');
    expect(await again.text()).toBe(await first.text());
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(again.headers.get('cache-control')).toBe('public, max-age=300');
    await get('/api/plain?a=2');
    expect(computed.plain).toBe(2);
  });

  it('answers 304 to a client holding the answer', async () => {
    const { headers } = await get('/api/plain?held');
    const held = await get('/api/plain?held', { 'if-none-match': `W/${headers.get('etag')}` });
    expect(held.status).toBe(304);
  });

  it('drops an answer once its freshness test fails', async () => {
    await get('/api/stale');
    await get('/api/stale');
    expect(computed.stale).toBe(1);
    version++;
    const after = (await (await get('/api/stale')).json()) as { times: number };
    expect([computed.stale, after.times]).toEqual([2, 2]);
  });

  it('never keeps an answer its service says is per caller, nor one setting a cookie', async () => {
    await get('/api/personal');
    await get('/api/personal');
    await get('/api/cookie');
    await get('/api/cookie');
    expect([computed.personal, computed.cookie]).toEqual([2, 2]);
  });

  it('leaves a draining process to the app', async () => {
    await get('/api/plain?drain');
    const kept = computed.plain;
    healthState.draining = true;
    try {
      await get('/api/plain?drain');
    } finally {
      healthState.draining = false;
    }
    expect(computed.plain).toBe(kept + 1);
  });
});
