import { constants as zlib } from 'node:zlib';
import compression from 'compression';
import { feathers } from '@feathersjs/feathers';
import express, { errorHandler, json, notFound, rest, urlencoded } from '@feathersjs/express';
import type { Knex } from 'knex';
import type { Config } from './config';
import type { Application } from './declarations';
import type { GameStore } from './game/store';
import { AnswerCache } from './answer-cache/answer-cache';
import { registerGameServices } from './game/services';
import type { Logger } from './logger';
import { requestLog } from './request-log';
import { registerUserServices } from './services';
import { forwardDrainRemoval } from './compression-drain';
import { createPageCache, forgetPagesOnCuratedWrite } from './web/page-cache';
import { ImageCache } from './images/image-cache';
import { registerShareCards } from './cards/card-route';
import { sessionCookies } from './auth/session-cookie';
import { mountWebApp } from './web/ssr';
import { registerSitemaps } from './seo/sitemap';
import { securityMiddleware } from './web/security-headers';
import { databaseUnavailable } from './ops/database-unavailable';
import { queryGuard } from './ops/query-guard';
import { closeWhileDraining, HEALTH_PATH, healthHandler } from './ops/health';
import { BODY_LIMIT, refusePrototypeSegments, refuseUnreadableBodies, transportErrors } from './ops/transport-errors';

export interface AppDeps {
  config: Config;
  logger: Logger;
  db: Knex;
  gameStore: GameStore;
}

/** Composes the whole server: security, logging, `/api` services, then the web app for every other path. */
export async function createApp({ config, logger, db, gameStore }: AppDeps): Promise<Application> {
  const app: Application = express(feathers());
  app.set('config', config);
  app.set('logger', logger);
  app.set('db', db);
  app.set('gameStore', gameStore);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  // Repeated API answers, kept by the services that want it; `answerCacheFront` (main.ts) sends them.
  app.set('answerCache', new AnswerCache(config.siteUrl));
  const pageCache = createPageCache(app.get('answerCache'));
  app.set('pageCache', pageCache);
  // Game pictures from our own origin; `answerCacheFront` (main.ts) answers `/img/…` with it.
  app.set(
    'imageCache',
    new ImageCache({ dir: config.imageCacheDir, upstreams: { main: config.imageUpstreamUrl, static: config.imageStaticUpstreamUrl } }),
  );
  app.use(securityMiddleware(config));
  app.use(requestLog(logger));
  app.use(closeWhileDraining);
  app.use(HEALTH_PATH, healthHandler(app));
  // Brotli at 5 rather than the middleware's 4: pages 6 % smaller (the map's HTML 28.0 -> 26.3 KB) for
  // under a millisecond more per page. The build's files go precompressed (web/assets.ts).
  app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } } }));
  app.use(forwardDrainRemoval);
  app.use('/api', refusePrototypeSegments, refuseUnreadableBodies);
  app.use('/api', json({ limit: BODY_LIMIT }));
  app.use('/api', urlencoded({ extended: true, limit: BODY_LIMIT }));
  // The session cookie is read before Feathers parses authentication; cookie-authenticated writes need the CSRF header.
  const cookies = sessionCookies(config.jwtSecret);
  app.set('sessionCookies', cookies);
  app.use(cookies.parse);
  app.use('/api', cookies.protect);
  app.configure(rest());

  // A write to a curated table may change what a kept page shows (spots, shops, hints, tags): the kept
  // pages go. Accounts, a player's own records and the boards are on none (web/page-cache.ts).
  const forgetPages = forgetPagesOnCuratedWrite(pageCache);
  app.hooks({
    around: { all: [databaseUnavailable, queryGuard] },
    after: { create: [forgetPages], update: [forgetPages], patch: [forgetPages], remove: [forgetPages] },
  });
  registerGameServices(app);
  registerUserServices(app);

  app.use('/api', notFound());
  // robots.txt and the sitemaps, before the web app (whose not-found page would answer them).
  registerSitemaps(app);
  // Builds' share cards (PNG), for their pages' Open Graph and Twitter tags.
  registerShareCards(app);
  await mountWebApp(app, config);
  app.use(transportErrors);
  app.use(errorHandler({ html: false, logger: logger as unknown as { error: (e: unknown) => void } }));
  return app;
}
