import common from './en.json';
import { mergeFeatureMessages, type Messages } from './messages';

/** Every English string (its own chunk: a page only downloads its language). */
export default mergeFeatureMessages(
  common,
  import.meta.glob<Messages>('../features/*/i18n/en.json', { eager: true, import: 'default' }),
);
