import { translate } from '../../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../i18n/languages';
import { pageMeta } from '../../lib/meta';

export function pageLanguage(langParam: string | undefined): Language {
  return isLanguage(langParam) ? langParam : DEFAULT_LANGUAGE;
}

/**
 * Meta of an encyclopedia page whose title and description are `<key>.title` / `<key>.description`.
 * `values` is undefined when the loader failed: the page then carries the not-found meta.
 */
export function entityMeta(langParam: string | undefined, key: string, values: Record<string, unknown> | undefined) {
  const lang = pageLanguage(langParam);
  const base = values ? key : 'meta.notFound';
  return pageMeta({ title: translate(lang, `${base}.title`, values),
    description: translate(lang, `${base}.description`, values),
  });
}
