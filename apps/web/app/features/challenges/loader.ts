import type { Challenge } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import type { SortKey } from '../../lib/list-state';
import { loadNamedList } from '../dungeons';

export type ChallengeRow = Pick<Challenge, 'id' | 'name' | 'description' | 'iconId' | 'missingTranslations'>;
/** Challenges have no level: they sort by id or name. */
export const CHALLENGE_SORT_KEYS: readonly SortKey[] = ['id', 'name'];
export const CHALLENGE_LIST_DEFAULTS = { sort: 'id' } as const;

export function loadChallengeList(api: ApiClient, lang: Language, request: Request) {
  const fields = ['id', 'name', 'description', 'iconId', 'missingTranslations'] as const;
  return loadNamedList(lang, request, (query) => api.find('challenges', { ...query, $select: fields }), {
    sortKeys: CHALLENGE_SORT_KEYS,
    defaults: CHALLENGE_LIST_DEFAULTS,
  });
}
export type ChallengeListData = Awaited<ReturnType<typeof loadChallengeList>>;
