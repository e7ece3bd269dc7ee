import common from './fr.json';
import type { Messages } from './messages';

/** The French strings every page uses (its own chunk, preloaded with the page; features' strings follow their modules, see i18n.ts). */
export default common as Messages;
