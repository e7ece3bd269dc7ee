import type { Application } from '../../declarations';
import { registerLook } from '../look/look';
import { registerStuffs } from './stuffs';

/** The stuff builder's services: `api/stuffs` and `api/look`. */
export function registerStuffServices(app: Application): void {
  registerStuffs(app);
  registerLook(app);
}
