import { LEVEL_MAX, LEVEL_MIN } from '@grimoire/rules';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { loadServerOptions } from '../characters';
import { boardServer, positiveInt } from '../boards';
import { isListingLanguage, LISTING_LANGUAGES } from '@grimoire/server/client';

export { isListingLanguage, LISTING_LANGUAGES };

export interface DungeonOption {
  value: string;
  label: string;
  level: number;
  /** The boss's French name: achievements named after it belong to the dungeon. */
  bossFr?: string;
  monsterIds: number[];
  bossId?: number;
}

export interface BoardFilters {
  server: number | null;
  dungeon: number | null;
  language: string | null;
  levelMin: number | null;
  levelMax: number | null;
}

function level(value: string | null): number | null {
  const number = positiveInt(value);
  return number !== null && number >= LEVEL_MIN && number <= LEVEL_MAX ? number : null;
}

/** `tools/group-finder`: the filters from the address, the open listings and the names they show. */
export async function loadGroupFinder(api: ApiClient, lang: Language, request: Request) {
  const url = new URL(request.url);
  const [servers, dungeons, idols] = await Promise.all([
    loadServerOptions(api, lang),
    api.findAll('dungeons', { $select: ['id', 'name', 'level', 'bossId', 'monsterIds'], $sort: { level: 1 } }),
    api.findAll('idols', { $select: ['id', 'name'], $sort: { id: 1 } }),
  ]);
  const bossIds = [...new Set(dungeons.flatMap((d) => (d.bossId === undefined ? [] : [d.bossId])))];
  const bosses = bossIds.length ? await api.findAll('monsters', { id: { $in: bossIds }, $select: ['id', 'name'] }) : [];
  const bossNames = new Map(bosses.map((boss) => [boss.id, boss.name?.fr]));
  const dungeonOptions: DungeonOption[] = dungeons
    .filter((d) => localized(d.name, lang))
    .map((d) => ({ value: String(d.id), label: `${localized(d.name, lang)} (${d.level})`, level: d.level, bossFr: d.bossId === undefined ? undefined : bossNames.get(d.bossId), monsterIds: d.monsterIds ?? [], bossId: d.bossId }));
  const wantedDungeon = positiveInt(url.searchParams.get('dungeon'));
  const language = url.searchParams.get('language');
  const filters: BoardFilters = {
    server: await boardServer(api, request, servers),
    dungeon: dungeonOptions.some((d) => d.value === String(wantedDungeon)) ? wantedDungeon : null,
    language: isListingLanguage(language) ? language : null,
    levelMin: level(url.searchParams.get('levelMin')),
    levelMax: level(url.searchParams.get('levelMax')),
  };
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null));
  const page = await api.find('groupfinder', { ...query, $limit: 100 });
  const achievementIds = [...new Set(page.data.flatMap((listing) => listing.achievements))];
  const achievements = achievementIds.length
    ? await api.findAll('achievements', { id: { $in: achievementIds }, $select: ['id', 'name'] })
    : [];
  return {
    lang,
    servers,
    dungeons: dungeonOptions,
    idols: idols.map((idol) => ({ value: String(idol.id), label: localized(idol.name, lang) })),
    achievementNames: Object.fromEntries(achievements.map((a) => [a.id, localized(a.name, lang)])) as Record<number, string>,
    filters,
    listings: page.data,
    total: page.total,
    now: Date.now(),
  };
}
export type GroupFinderData = Awaited<ReturnType<typeof loadGroupFinder>>;
