import { HUNT_DIRECTIONS, type HuntDirection, type Position } from '@grimoire/rules';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { apiError, errorCode } from '../../api/errors';

/** A clue as the picker shows it: its name in the page language (French when untranslated). */
export interface HuntClue {
  id: number;
  name: string;
}

/** A map holding clues ahead, `distance` maps away. */
export interface AheadMap {
  id: number;
  posX: number;
  posY: number;
  distance: number;
  clueIds: number[];
}

/** The world's extent, as the API gives it when a position falls outside. */
export interface WorldBounds {
  minX: number;
  maxX: number;
  minY: number;
  maxY: number;
}

/** Per direction, the maps holding clues within 10 maps; `outside` (with the world's extent when known) off the world. */
export type Ahead = Record<HuntDirection, AheadMap[]> | { outside: WorldBounds | null };

export const isOutside = (ahead: Ahead | undefined): ahead is { outside: WorldBounds | null } => !!ahead && 'outside' in ahead;

/** The world's extent a position outside it is answered with (`data.bounds` of the 400). */
const boundsOf = (error: unknown) => (apiError(error).data?.bounds as WorldBounds | undefined) ?? null;

/** The four directions' maps ahead of a position (a 404 is "no clue that way"; a 400 is outside the world, with its extent). */
export async function loadAhead(api: ApiClient, { x, y }: Position): Promise<Ahead> {
  try {
    const lists = await Promise.all(
      HUNT_DIRECTIONS.map(async (direction) => {
        try {
          const page = await api.find('treasure-hunt', { x, y, direction, $limit: 50 });
          return page.data.map((m) => ({ id: m.id, posX: m.posX, posY: m.posY, distance: m.distance, clueIds: m.pois.map((p) => p.id) }));
        } catch (error) {
          if (errorCode(error) === 404) return [];
          throw error;
        }
      }),
    );
    return Object.fromEntries(HUNT_DIRECTIONS.map((d, i) => [d, lists[i]])) as Record<HuntDirection, AheadMap[]>;
  } catch (error) {
    if (errorCode(error) === 400) return { outside: boundsOf(error) };
    throw error;
  }
}

/** The clue names for the picker, sorted in the page language. */
export async function loadClues(api: ApiClient, lang: Language): Promise<HuntClue[]> {
  const pois = await api.findAll('point-of-interest', { $select: ['id', 'name'] });
  return pois
    .map((p) => ({ id: p.id, name: p.name?.[lang] ?? p.name?.fr ?? '' }))
    .filter((c) => c.name)
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}
