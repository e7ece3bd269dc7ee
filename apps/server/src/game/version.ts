import type { Params } from '@feathersjs/feathers';
import type { Application } from '../declarations';
import { gameExpressMiddleware } from './query-string';
import { APP_VERSION } from '../app-version';
import type { BundleManifest } from '@grimoire/gamedata/types';
import { apiPath } from '../contract';
import { versionPath } from './game.shared';

/** What `?details=true` answers (the site's footer reads it). */
export interface VersionDetails extends Pick<BundleManifest, 'gameVersion' | 'generatedAt' | 'origin' | 'sources' | 'collections'> {
  appVersion: string;
}

/**
 * `GET /api/version`: like DofusDB, the game version of the data as a bare JSON string
 * (`"3.6.12.16"`), which DofusDB clients parse as a version number. `?details=true` answers the
 * app version, bundle generation time, sources and coverage (the site's footer reads these).
 * Served through the game answer cache (same ETag and Cache-Control as every game answer).
 */
export class VersionService {
  readonly details: VersionDetails;
  constructor(private readonly manifest: BundleManifest) {
    this.details = {
      appVersion: APP_VERSION,
      gameVersion: manifest.gameVersion,
      generatedAt: manifest.generatedAt,
      origin: manifest.origin,
      sources: manifest.sources,
      collections: manifest.collections,
    };
  }

  async find(params?: Params<{ details?: boolean | string }>): Promise<string | VersionDetails> {
    const flag = params?.query?.details;
    return flag === true || flag === 'true' || flag === '1' ? this.details : this.manifest.gameVersion;
  }
}

export const VERSION_PATH = apiPath(versionPath);

declare module '../declarations' {
  interface ServiceTypes {
    [VERSION_PATH]: VersionService;
  }
}

export function registerVersionService(app: Application): void {
  app.use(VERSION_PATH, new VersionService(app.get('gameStore').manifest), {
    methods: ['find'],
    express: gameExpressMiddleware(app),
  });
}
