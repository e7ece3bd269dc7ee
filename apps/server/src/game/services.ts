import type { Application } from '../declarations';
import { registerVersionService } from './version';

/** Registers the read-only game-data services under `/api`. */
export function registerGameServices(app: Application): void {
  registerVersionService(app);
}
