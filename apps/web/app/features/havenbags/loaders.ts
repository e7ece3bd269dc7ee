import type { HavenbagTheme } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import type { SortKey } from '../../lib/list-state';
import { getOr404, numericId } from '../../lib/route-helpers';
import { loadNamedList } from '../dungeons';

export type ThemeRow = Pick<HavenbagTheme, 'id' | 'name' | 'img' | 'missingTranslations'>;
/** Themes have no level: they sort by id or name. */
export const THEME_SORT_KEYS: readonly SortKey[] = ['id', 'name'];
export const THEME_LIST_DEFAULTS = { sort: 'id' } as const;

export function loadThemeList(api: ApiClient, lang: Language, request: Request) {
  const fields = ['id', 'name', 'img', 'missingTranslations'] as const;
  return loadNamedList(lang, request, (query) => api.find('havenbag-themes', { ...query, $select: fields }), {
    sortKeys: THEME_SORT_KEYS,
    defaults: THEME_LIST_DEFAULTS,
  });
}
export type ThemeListData = Awaited<ReturnType<typeof loadThemeList>>;

/** A theme and all its furniture. */
export async function loadThemeDetail(api: ApiClient, lang: Language, idParam: string | undefined) {
  const id = numericId(idParam);
  const [theme, furniture] = await Promise.all([
    getOr404(() => api.get('havenbag-themes', id)),
    api.findAll('havenbag-furnitures', { themeId: id, $sort: { id: 1 } }),
  ]);
  return { lang, theme, furniture };
}
export type ThemeDetailData = Awaited<ReturnType<typeof loadThemeDetail>>;
