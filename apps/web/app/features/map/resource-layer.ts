import type { SubArea } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { placeName, type WorldChoice } from './world-names';

/**
 * The resource layer: which sub-areas hold a resource (`?resource=<item id>`). The game data lists
 * the items harvested in each sub-area (`harvestables`), not the maps nor how many: the map lights
 * up the sub-areas, never invented spots.
 */

/** A resource a player can pick, in the page language, under its item type (Bois, Poisson…). */
export interface ResourceChoice {
  id: number;
  name: string;
  type: string;
}

export interface ResourceLayer {
  id: number;
  name: string;
  /** Sub-areas of the shown world that hold it. */
  subAreaIds: number[];
  /** The other worlds that hold it, with how many of their sub-areas. */
  elsewhere: { world: number; name: string; subAreas: number }[];
}

export interface HarvestItem {
  id: number;
  name?: Partial<Record<string, string>>;
  missingTranslations?: string[];
  typeId?: number;
}

type HarvestSubArea = Pick<SubArea, 'id' | 'harvestables'>;

/**
 * The choices: every item some sub-area of the world holds, one per name and type (the game has
 * ~30 "Boîte de Rékloot" items a player cannot tell apart: one choice stands for them all, the
 * lowest id), sorted by type then name.
 */
export function resourceChoices(
  subAreas: readonly HarvestSubArea[],
  items: ReadonlyMap<number, HarvestItem>,
  typeName: (typeId: number | undefined) => string,
  lang: Language,
): ResourceChoice[] {
  const byKey = new Map<string, ResourceChoice>();
  for (const id of new Set(subAreas.flatMap((sub) => sub.harvestables ?? []))) {
    const item = items.get(id);
    const name = item && placeName(item, lang);
    if (!item || !name) continue;
    const choice = { id, name, type: typeName(item.typeId) };
    const key = `${choice.type}\u0000${name}`;
    const known = byKey.get(key);
    if (!known || id < known.id) byKey.set(key, choice);
  }
  return [...byKey.values()].sort(
    (a, b) => a.type.localeCompare(b.type, lang) || a.name.localeCompare(b.name, lang) || a.id - b.id,
  );
}

/**
 * The picked resource's sub-areas, in this world and in others: the item's own and those of every
 * item of the same name and type (what its choice stands for).
 */
export function resourceLayer(
  id: number,
  subAreas: readonly HarvestSubArea[],
  items: ReadonlyMap<number, HarvestItem>,
  worldOf: (subAreaId: number) => number | undefined,
  world: number,
  worlds: readonly WorldChoice[],
  lang: Language,
): ResourceLayer | null {
  const item = items.get(id);
  if (!item) return null;
  const name = placeName(item, lang);
  const same = new Set(
    [...items.values()]
      .filter((other) => other.typeId === item.typeId && placeName(other, lang) === name)
      .map((other) => other.id),
  );
  const holding = subAreas.filter((sub) => sub.harvestables?.some((held) => same.has(held)));
  if (holding.length === 0) return null;
  const counts = new Map<number, number>();
  for (const sub of holding) {
    const at = worldOf(sub.id);
    if (at !== undefined && at !== world) counts.set(at, (counts.get(at) ?? 0) + 1);
  }
  const worldName = new Map(worlds.map((choice) => [choice.id, choice.name]));
  return {
    id,
    name,
    subAreaIds: holding.filter((sub) => worldOf(sub.id) === world).map((sub) => sub.id),
    elsewhere: [...counts]
      .filter(([at]) => worldName.has(at))
      .map(([at, count]) => ({ world: at, name: worldName.get(at)!, subAreas: count }))
      .sort((a, b) => b.subAreas - a.subAreas || a.world - b.world),
  };
}

interface HarvestCatalogue {
  items: Map<number, HarvestItem>;
  typeNames: Map<number, Partial<Record<string, string>> | undefined>;
}

let catalogue: Promise<HarvestCatalogue> | null = null;

/**
 * The items the sub-areas hold (id, name, type) and their types' names, read once (the bundle does
 * not change while the server runs, as for the map's world index); names in the page language.
 */
export async function loadHarvestItems(
  api: ApiClient,
  lang: Language,
  subAreas: readonly HarvestSubArea[],
): Promise<{ items: Map<number, HarvestItem>; typeName: (typeId: number | undefined) => string }> {
  catalogue ??= readCatalogue(api, subAreas).catch((error: unknown) => {
    catalogue = null;
    throw error;
  });
  const { items, typeNames } = await catalogue;
  return {
    items,
    typeName: (typeId) => (typeId === undefined ? '' : localized(typeNames.get(typeId), lang)),
  };
}

async function readCatalogue(api: ApiClient, subAreas: readonly HarvestSubArea[]): Promise<HarvestCatalogue> {
  const ids = [...new Set(subAreas.flatMap((sub) => sub.harvestables ?? []))];
  if (ids.length === 0) return { items: new Map(), typeNames: new Map() };
  const items = await api.findAll('items', {
    id: { $in: ids },
    $select: ['id', 'name', 'typeId', 'missingTranslations'],
  });
  const typeIds = [...new Set(items.map((item) => item.typeId).filter((id) => id !== undefined))];
  const types = await api.findAll('item-types', {
    id: { $in: typeIds },
    $select: ['id', 'name'],
  });
  return {
    items: new Map(items.map((item) => [item.id, item])),
    typeNames: new Map(types.map((type) => [type.id, type.name])),
  };
}
