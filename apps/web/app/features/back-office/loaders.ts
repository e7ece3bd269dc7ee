import type { MapPosition } from '@grimoire/gamedata/types';
import type { ApiClient, NamedPath, Paginated } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';


export interface AuditEntry {
  _id: number;
  username: string;
  service: string;
  method: 'create' | 'patch' | 'remove' | 'undo';
  recordId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  undoes: number | null;
  undoneAt: string | null;
  undoneBy: string | null;
  createdAt: string;
}

export interface TaggedSpot {
  _id: number;
  mapId: number;
  itemId: number;
  jobId: number | null;
  skillId: number | null;
  quantity: number;
  posX: number;
  posY: number;
  worldMap: number;
  subAreaId: number | null;
}

export interface ShopRecord {
  _id: number;
  name: string;
  npcId: number | null;
  mapId: number;
  posX: number;
  posY: number;
  items: { itemId: number; price: number; currencyItemId?: number }[];
}

export interface AppearanceRecord {
  _id: number;
  itemId: number;
  appearanceIds: number[];
  look: string | null;
  updatedAt: string;
}

const total = (page: Promise<Paginated<unknown>>) => page.then((p) => p.total).catch(() => null);

/** Counts for the back home: the moderation queues that exist here and the curation work left. */
export async function loadBackCounts(api: ApiClient) {
  const [bugReports, reports, hints, boardFlags, missing, spots, shops, clueEdits, poiTagged, poiTotal, appearances, audit] = await Promise.all([
    total(api.find('bug-reports', { status: 'open', $limit: 0 })),
    total(api.find('content-reports', { status: 'open', $limit: 0 })),
    total(api.find('map-clue', { status: 'pending', $limit: 0 })),
    api
      .find('board-moderation')
      .then((overview) => overview.flagged.length)
      .catch(() => null),
    total(api.find('custom-interactives-missing', { $limit: 0 })),
    total(api.find('custom-interactives', { $limit: 0 })),
    total(api.find('npc-shop', { $limit: 0 })),
    total(api.find('map-clue-edits', { $limit: 0 })),
    total(api.find('poi-gfx', { $limit: 0 })),
    total(api.find('point-of-interest', { $limit: 0 })),
    total(api.find('appearances', { $limit: 0 })),
    api.find('audit-log', { $limit: 30 }).catch(() => null),
  ]);
  return { bugReports, reports, hints, boardFlags, missing, spots, shops, clueEdits, poiTagged, poiTotal, appearances, audit };
}

export async function namesById(
  api: ApiClient,
  path: NamedPath,
  ids: readonly number[],
  lang: Language,
): Promise<Record<number, string>> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return {};
  const docs = await api.findAll(path, { id: { $in: unique.slice(0, 500) }, $select: ['id', 'name'] });
  return Object.fromEntries(docs.map((doc) => [doc.id, localized(doc.name, lang)]));
}

/** The map a tagging page works on: `?map=<id>`, or `?x=&y=` (and `world`, default 1). */
export async function resolveMap(api: ApiClient, search: URLSearchParams): Promise<MapPosition | null> {
  const id = search.get('map');
  if (id && /^[0-9]{1,10}$/.test(id))
    return api.get('map-positions', Number(id)).catch(() => null);
  const [x, y, world] = ['x', 'y', 'world'].map((key) => search.get(key));
  if (!x || !y || !/^-?[0-9]{1,4}$/.test(x) || !/^-?[0-9]{1,4}$/.test(y)) return null;
  const worldMap = world && /^-?[0-9]{1,4}$/.test(world) ? Number(world) : 1;
  const maps = await api.find('map-positions', {
    posX: Number(x),
    posY: Number(y),
    worldMap,
    $limit: 10,
  });
  return maps.data.find((map) => map.outdoor) ?? maps.data[0] ?? null;
}

/** Resources a job harvests (items some skill gathers), by name: the choices of the tagging form. */
export async function loadHarvestables(api: ApiClient, lang: Language) {
  const skills = await api
    .findAll('skills', {
      $select: ['id', 'parentJobId', 'gatheredRessourceItem'],
    })
    .catch(() => []); // no skills in the bundle: no choices
  const gathering = skills.filter((skill) => (skill.gatheredRessourceItem ?? 0) > 0);
  const names = await namesById(
    api,
    'items',
    gathering.map((skill) => skill.gatheredRessourceItem!),
    lang,
  );
  const seen = new Set<number>();
  return gathering
    .filter(
      (skill) =>
        names[skill.gatheredRessourceItem!] &&
        !seen.has(skill.gatheredRessourceItem!) &&
        seen.add(skill.gatheredRessourceItem!),
    )
    .map((skill) => ({ id: skill.gatheredRessourceItem!, name: names[skill.gatheredRessourceItem!]! }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}
