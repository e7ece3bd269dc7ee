import { translate } from '../../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import { pageMeta } from '../../lib/meta';
import { localized } from '../../ui/LocalizedName';
import type { SetDetailData } from './detail-loader';

export function setListMeta(langParam: string | undefined) {
  const lang = isLanguage(langParam) ? langParam : DEFAULT_LANGUAGE;
  return pageMeta({ title: translate(lang, 'sets.meta.list.title'),
    description: translate(lang, 'sets.meta.list.description'),
  });
}

export function setDetailMeta(langParam: string | undefined, data: SetDetailData | undefined) {
  const lang = isLanguage(langParam) ? langParam : DEFAULT_LANGUAGE;
  if (!data) return pageMeta({ title: translate(lang, 'meta.notFound.title'), description: translate(lang, 'meta.notFound.description') });
  const values = { name: localized(data.set.name, lang), level: data.set.level, count: data.pieces.length };
  return pageMeta({ title: translate(lang, 'sets.meta.detail.title', values),
    description: translate(lang, 'sets.meta.detail.description', values),
  });
}
