import { translate } from '../../i18n/i18n';
import { DEFAULT_LANGUAGE, isLanguage } from '../../i18n/languages';
import { pageMeta } from '../../lib/meta';
import { localized } from '../../ui/LocalizedName';
import type { AchievementDetailData } from './detail-loader';
import type { AchievementListData } from './list-loader';

const language = (lang: string | undefined) => (isLanguage(lang) ? lang : DEFAULT_LANGUAGE);

function notFoundMeta(lang: string | undefined) {
  const l = language(lang);
  return pageMeta({ title: translate(l, 'meta.notFound.title'), description: translate(l, 'meta.notFound.description') });
}

export function achievementListMeta(langParam: string | undefined, path: string, data: AchievementListData | undefined) {
  const lang = language(langParam);
  if (path !== '/database/achievements' && !data?.category) return notFoundMeta(lang);
  const key = data?.category ? 'achievements.meta.category' : 'achievements.meta.list';
  const values = { name: localized(data?.category?.name, lang) };
  return pageMeta({ title: translate(lang, `${key}.title`, values), description: translate(lang, `${key}.description`, values) });
}

export function achievementDetailMeta(langParam: string | undefined, data: AchievementDetailData | undefined) {
  const lang = language(langParam);
  if (!data) return notFoundMeta(lang);
  const { achievement } = data;
  const values = {
    name: localized(achievement.name, lang),
    level: achievement.level,
    points: achievement.points,
    category: localized(data.categoryPath.at(-1)?.name, lang),
  };
  return pageMeta({ title: translate(lang, 'achievements.meta.detail.title', values),
    description: translate(lang, 'achievements.meta.detail.description', values),
  });
}
