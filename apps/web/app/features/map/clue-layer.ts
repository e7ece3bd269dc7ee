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

interface ClueIndexEntry {
  id: number;
  maps: [number, number, number, number][];
}

/**
 * The treasure-hunt clue layer: one chosen clue's maps (`?clue=<point-of-interest id>`), from the
 * same data as the treasure hunt (`treasure-hunt-index`). The treasure branch may replace this
 * loader (validated hints, curated clues) without touching the map: the map only reads `points`.
 */
export async function loadClueLayer(
  api: ApiClient,
  lang: Language,
  clueId: number,
  world: number,
): Promise<ClueLayer | null> {
  const [poi, entry] = await Promise.all([
    api
      .get<{ id: number; name?: Partial<Record<string, string>> }>('point-of-interest', clueId)
      .catch(() => null),
    api.get<ClueIndexEntry>('treasure-hunt-index', clueId).catch(() => null),
  ]);
  if (!poi) return null;
  const points = (entry?.maps ?? [])
    .filter(([, , , worldMap]) => worldMap === world)
    .map(([, posX, posY]) => ({ posX, posY }));
  return { clueId, name: localized(poi.name, lang), points };
}

/** The clues a player can pick for the layer (id and name in the page language). */
export async function loadClueChoices(
  api: ApiClient,
  lang: Language,
): Promise<{ id: number; name: string }[]> {
  const clues = await api.findAll<{ id: number; name?: Partial<Record<string, string>> }>(
    'point-of-interest',
    { $select: ['id', 'name'] },
  );
  return clues
    .map((clue) => ({ id: clue.id, name: localized(clue.name, lang) }))
    .filter((clue) => clue.name)
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}
