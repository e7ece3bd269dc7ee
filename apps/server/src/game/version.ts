import type { Application } from '../declarations';
import { APP_VERSION } from '../app-version';
import type { httpCache } from './http-cache';

/**
 * `GET /api/version`: app version, game version, bundle generation time and coverage. Served through
 * the game answer cache, so it carries the same ETag and Cache-Control as every game answer.
 */
export function registerVersionService(app: Application, http: ReturnType<typeof httpCache>): void {
  const { manifest } = app.get('gameStore');
  const answer = {
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
      async find() {
        return answer;
      },
    },
    { methods: ['find'], express: { before: [http.before], after: [http.after] } },
  );
}
