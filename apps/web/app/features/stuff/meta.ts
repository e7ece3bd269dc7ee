import { translate } from '../../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import { pageMeta, translatedMeta } from '../../lib/meta';
import type { StuffDoc } from './types';
import type { SharePicture } from '../../lib/share-meta';

/** The share card of a build that has one (public or hidden, not hidden by a moderator): cached by its last change. */
export function stuffCard(lang: string | undefined, doc: Pick<StuffDoc, 'id' | 'title' | 'sharing' | 'moderationHidden' | 'updatedAt'> | undefined): SharePicture | undefined {
  if (!doc || doc.sharing === 'private' || doc.moderationHidden) return undefined;
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  return { url: `/cards/stuffs/${doc.id}.png?lang=${language}&v=${Date.parse(doc.updatedAt)}`, large: true, alt: doc.title };
}

/** Title and description naming the stuff (its title and level) in the page language. */
export function stuffMeta(lang: string | undefined, page: 'view' | 'editor' | 'copy', doc: Pick<StuffDoc, 'title' | 'level'> | undefined) {
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  if (!doc) return translatedMeta(language, 'stuff.meta.missing');
  const values = { title: doc.title, level: doc.level };
  return pageMeta({ title: translate(language, `stuff.meta.${page}.title`, values),
    description: translate(language, `stuff.meta.${page}.description`, values),
  });
}
