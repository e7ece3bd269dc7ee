import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';

/** A point of a layer fed from elsewhere: the treasure-hunt clue layer is a list of these. */
export interface MapPoint {
  posX: number;
  posY: number;
}

export interface ClueLayer {
  clueId: number;
  name: string;
  /** The clue's maps in the shown world. */
  points: MapPoint[];
}

/**
 * The treasure-hunt clue layer: one chosen clue's maps (`?clue=<point-of-interest id>`), from the
 * treasure hunt's own answer (`clue-maps`: the clue data with the players' validated hints and
 * absence reports applied), so the map and the hunt helper always agree.
 */
export async function loadClueLayer(
  api: ApiClient,
  lang: Language,
  clueId: number,
  world: number,
): Promise<ClueLayer | null> {
  const [poi, maps] = await Promise.all([
    api
      .get('point-of-interest', clueId)
      .catch(() => null),
    world > 0
      ? api.find('clue-maps', { clueId, worldMap: world }).catch(() => null)
      : Promise.resolve(null),
  ]);
  if (!poi) return null;
  const points = (maps?.data ?? []).map(({ posX, posY }) => ({ posX, posY }));
  return { clueId, name: localized(poi.name, lang), points };
}

/** The clues a player can pick for the layer (id and name in the page language). */
export async function loadClueChoices(
  api: ApiClient,
  lang: Language,
): Promise<{ id: number; name: string }[]> {
  const clues = await api.findAll(
    'point-of-interest',
    { $select: ['id', 'name'] },
  );
  return clues
    .map((clue) => ({ id: clue.id, name: localized(clue.name, lang) }))
    .filter((clue) => clue.name)
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}
