import type { Params } from '@feathersjs/feathers';
import type { Application } from '../declarations';
import { APP_VERSION } from '../app-version';
import type { httpCache } from './http-cache';

/**
 * `GET /api/version`: like DofusDB, the game version of the data as a bare JSON string
 * (`"3.6.12.16"`), which DofusDB clients parse as a version number. `?details=true` answers the
 * app version, bundle generation time, sources and coverage (the site's footer reads these).
 * Served through the game answer cache (same ETag and Cache-Control as every game answer).
 */
export function registerVersionService(app: Application, http: ReturnType<typeof httpCache>): void {
  const { manifest } = app.get('gameStore');
  const details = {
    appVersion: APP_VERSION,
    gameVersion: manifest.gameVersion,
    generatedAt: manifest.generatedAt,
    origin: manifest.origin,
    sources: manifest.sources,
    collections: manifest.collections,
  };
  app.use(
    'api/version',
    {
      async find(params?: Params) {
        const flag = (params?.query as Record<string, unknown> | undefined)?.details;
        return flag === true || flag === 'true' || flag === '1' ? details : manifest.gameVersion;
      },
    },
    { methods: ['find'], express: { before: [http.before], after: [http.after] } },
  );
}
