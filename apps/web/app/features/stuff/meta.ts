import { translate } from '../../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import { pageMeta, translatedMeta } from '../../lib/meta';
import type { StuffDoc } from './types';

/** Title and description naming the stuff (its title and level) in the page language. */
export function stuffMeta(lang: string | undefined, page: 'view' | 'editor' | 'copy', doc: Pick<StuffDoc, 'title' | 'level'> | undefined) {
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  if (!doc) return translatedMeta(language, 'stuff.meta.missing');
  const values = { title: doc.title, level: doc.level };
  return pageMeta({ title: translate(language, `stuff.meta.${page}.title`, values),
    description: translate(language, `stuff.meta.${page}.description`, values),
  });
}
