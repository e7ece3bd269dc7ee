import { translate } from '../../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import { pageMeta } from '../../lib/meta';
import { localized } from '../../ui/LocalizedName';
import type { ItemDetailData } from './detail-loader';
import type { ItemListData } from './list-loader';

/** Title and description of an item list; type and super-type lists name their type. */
export function itemListMeta(langParam: string | undefined, data: ItemListData | undefined) {
  const lang = isLanguage(langParam) ? langParam : DEFAULT_LANGUAGE;
  const name = data?.scopeName ? localized(data.scopeName.name, lang) : '';
  const key = name ? 'items.meta.typeList' : 'items.meta.list';
  return pageMeta({ title: translate(lang, `${key}.title`, { name }),
    description: translate(lang, `${key}.description`, { name }),
  });
}

/** The item page names the item, its level and type, and its first effects. */
export function itemDetailMeta(langParam: string | undefined, data: ItemDetailData | undefined) {
  const lang = isLanguage(langParam) ? langParam : DEFAULT_LANGUAGE;
  if (!data) return pageMeta({ title: translate(lang, 'meta.notFound.title'), description: translate(lang, 'meta.notFound.description') });
  const values = {
    name: localized(data.item.name, lang),
    level: data.item.level,
    type: data.type ? localized(data.type.name, lang) : '',
    effects: data.effects.filter((line) => line.isMain).slice(0, 4).map((line) => line.text).join(', '),
  };
  return pageMeta({ title: translate(lang, 'items.meta.detail.title', values),
    description: translate(lang, values.effects ? 'items.meta.detail.descriptionEffects' : 'items.meta.detail.description', values),
  });
}
