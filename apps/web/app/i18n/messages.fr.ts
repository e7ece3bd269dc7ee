import common from './fr.json';
import { mergeFeatureMessages, type Messages } from './messages';

/** Every French string (its own chunk: a page only downloads its language). */
export default mergeFeatureMessages(
  common,
  import.meta.glob<Messages>('../features/*/i18n/fr.json', { eager: true, import: 'default' }),
);
