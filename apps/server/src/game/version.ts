import type { Application } from '../declarations';
import { APP_VERSION } from '../app-version';

/** `GET /api/version`: app version, game version, bundle generation time and coverage. */
export function registerVersionService(app: Application): void {
  const { manifest } = app.get('gameStore');
  const answer = {
    appVersion: APP_VERSION,
    gameVersion: manifest.gameVersion,
    generatedAt: manifest.generatedAt,
    origin: manifest.origin,
    sources: manifest.sources,
    collections: manifest.collections,
  };
  app.use('api/version', {
    async find() {
      return answer;
    },
  }, { methods: ['find'] });
}
