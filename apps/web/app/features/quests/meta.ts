import { translate } from '../../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import { pageMeta } from '../../lib/meta';
import { localized } from '../../ui/LocalizedName';
import type { QuestDetailData } from './detail-loader';
import type { QuestListData } from './list-loader';

const language = (lang: string | undefined) => (isLanguage(lang) ? lang : DEFAULT_LANGUAGE);

function notFoundMeta(lang: string | undefined) {
  const l = language(lang);
  return pageMeta({ title: translate(l, 'meta.notFound.title'), description: translate(l, 'meta.notFound.description') });
}

export function questListMeta(langParam: string | undefined, path: string, data: QuestListData | undefined) {
  const lang = language(langParam);
  if (path !== '/database/quests' && !data?.category) return notFoundMeta(lang);
  const key = data?.category ? 'quests.meta.category' : 'quests.meta.list';
  const values = { name: localized(data?.category?.name, lang) };
  return pageMeta({ title: translate(lang, `${key}.title`, values), description: translate(lang, `${key}.description`, values) });
}

export function questDetailMeta(langParam: string | undefined, data: QuestDetailData | undefined) {
  const lang = language(langParam);
  if (!data) return notFoundMeta(lang);
  const { quest } = data;
  const values = {
    name: localized(quest.name, lang),
    level: quest.levelMin ?? quest.steps[0]?.optimalLevel ?? 1,
    category: localized(data.category?.name, lang),
    count: quest.steps.length,
  };
  return pageMeta({ title: translate(lang, 'quests.meta.detail.title', values),
    description: translate(lang, 'quests.meta.detail.description', values),
  });
}
