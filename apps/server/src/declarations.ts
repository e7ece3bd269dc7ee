import type { Application as ExpressFeathers } from '@feathersjs/express';
import type { HookContext as FeathersHookContext } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import type { Config, TrustProxy } from './config';
import type { GameAnswerCache } from './game/services';
import type { GameStore } from './game/store';
import type { Logger } from './logger';
import type { PageCache } from './web/page-cache';

/** Settings stored on the app with app.set/app.get. */
export interface AppSettings {
  config: Config;
  logger: Logger;
  db: Knex;
  gameStore: GameStore;
  /** The serialized game answers by URL (`ops/fast-lane.ts` answers from it ahead of Express). */
  gameCache: GameAnswerCache;
  /** Signed-out readers' encyclopedia pages (`web/page-cache.ts`), emptied by every API write. */
  pageCache: PageCache;
  authentication: Record<string, unknown>;
  'trust proxy': TrustProxy;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- services are registered by feature modules with their own types
export type ServiceTypes = Record<string, any>;
export type Application = ExpressFeathers<ServiceTypes, AppSettings>;
export type HookContext<S = unknown> = FeathersHookContext<Application, S>;
