import type { Application as ExpressFeathers } from '@feathersjs/express';
import type { HookContext as FeathersHookContext } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import type { Config, TrustProxy } from './config';
import type { AnswerCache } from './answer-cache/answer-cache';
import type { GameStore } from './game/store';
import type { Logger } from './logger';
import type { PageCache } from './web/page-cache';
import type { ImageCache } from './images/image-cache';
import type { SessionCookies } from './auth/session-cookie';

/** Settings stored on the app with app.set/app.get. */
export interface AppSettings {
  config: Config;
  logger: Logger;
  db: Knex;
  gameStore: GameStore;
  /** Repeated API answers by exact URL (`answer-cache/`: kept by services, sent ahead of Express). */
  answerCache: AnswerCache;
  /** Signed-out readers' encyclopedia pages (`web/page-cache.ts`), emptied by every API write. */
  pageCache: PageCache;
  /** Game pictures served from our own origin (`images/`: fetched once upstream, kept on disk). */
  imageCache: ImageCache;
  authentication: Record<string, unknown>;
  /** The browser session's HttpOnly cookie and its CSRF check (`auth/session-cookie.ts`). */
  sessionCookies: SessionCookies;
  'trust proxy': TrustProxy;
  /** Express compiles `trust proxy` into this test (`proxy-addr`'s); set by Express itself. */
  'trust proxy fn': (address: string, hop: number) => boolean;
}

/**
 * Every service by path, as Feathers apps declare them: each service's own module adds its entry
 * (`declare module '../../declarations' { interface ServiceTypes { [USERS_PATH]: UserService } }`),
 * so `app.service(path)` is typed wherever it is called.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by module augmentation
export interface ServiceTypes {}
export type Application = ExpressFeathers<ServiceTypes, AppSettings>;
export type HookContext<S = unknown> = FeathersHookContext<Application, S>;
