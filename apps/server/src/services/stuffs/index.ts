import type { Application } from '../../declarations';
import { registerLook } from '../look/look';
import { registerProfiles } from './profiles';
import { registerStuffLikes } from './stuff-likes';
import { registerStuffs } from './stuffs';

/** The stuff builder's services: `api/stuffs`, `api/stuff-likes`, `api/profiles` and `api/look`. */
export function registerStuffServices(app: Application): void {
  registerStuffs(app);
  registerStuffLikes(app);
  registerProfiles(app);
  registerLook(app);
}
