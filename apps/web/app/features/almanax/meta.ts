import { translate } from '../../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import { pageMeta } from '../../lib/meta';
import { localized } from '../../ui/LocalizedName';
import { formatLongDate } from './format';
import type { AlmanaxData } from './loader';
import { plainGameText } from '../../ui/game-text';

export function almanaxMeta(langParam: string | undefined, data: AlmanaxData | undefined) {
  const lang = isLanguage(langParam) ? langParam : DEFAULT_LANGUAGE;
  if (!data?.day) {
    return pageMeta({
      title: translate(lang, 'meta.notFound.title'),
      description: translate(lang, 'errors.dataMissing'),
    });
  }
  const { day } = data;
  const values = {
    date: formatLongDate(data.date, lang),
    item: localized(day.itemName, lang),
    quantity: day.quantity,
    bonus: plainGameText(localized(day.bonus.name ?? day.bonus.description, lang)),
  };
  return pageMeta({
    title: translate(lang, 'almanax.meta.title', values),
    description: translate(lang, 'almanax.meta.description', values),
  });
}
