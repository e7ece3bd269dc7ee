import type { Paginated, Params } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import type { GameLookup } from './game-lookup';

export interface MissingMap {
  /** Map id. */
  id: number;
  posX: number;
  posY: number;
  worldMap: number;
  subAreaId: number;
  /** Resource item ids the sub-area is known to hold (from the game data, else from tags made there). */
  harvestables: number[];
}

/**
 * `GET /custom-interactives-missing`: maps of sub-areas known to hold harvestables that nobody has
 * tagged yet. A sub-area is known to hold harvestables when the game data lists them
 * (`subareas[].harvestables`) or when a spot was already tagged in it.
 */
export class MissingInteractives {
  constructor(
    private readonly db: Knex,
    private readonly game: GameLookup,
  ) {}

  async find(params: Params = {}): Promise<Paginated<MissingMap>> {
    const query = (params.query ?? {}) as {
      subAreaId?: number;
      worldMap?: number;
      $limit?: number;
      $skip?: number;
    };
    const limit = query.$limit ?? 50;
    const skip = query.$skip ?? 0;
    const tags = (await this.db('custom_interactives').select('mapId', 'itemId', 'subAreaId')) as {
      mapId: number;
      itemId: number;
      subAreaId: number | null;
    }[];
    const tagged = new Set(tags.map((tag) => Number(tag.mapId)));
    const tagsBySubArea = new Map<number, Set<number>>();
    for (const tag of tags) {
      if (tag.subAreaId === null) continue;
      const items = tagsBySubArea.get(Number(tag.subAreaId)) ?? new Set<number>();
      items.add(Number(tag.itemId));
      tagsBySubArea.set(Number(tag.subAreaId), items);
    }
    const positions = this.game.byId('map-positions');
    const missing: MissingMap[] = [];
    for (const subArea of this.game.docs('subareas')) {
      const subAreaId = Number(subArea.id);
      if (query.subAreaId !== undefined && query.subAreaId !== subAreaId) continue;
      const known = new Set([
        ...(Array.isArray(subArea.harvestables) ? (subArea.harvestables as unknown[]).map(Number) : []),
        ...(tagsBySubArea.get(subAreaId) ?? []),
      ]);
      if (known.size === 0) continue;
      for (const mapId of (subArea.mapIds as number[] | undefined) ?? []) {
        const map = positions.get(mapId);
        if (!map || tagged.has(mapId)) continue;
        if (query.worldMap !== undefined && map.worldMap !== query.worldMap) continue;
        missing.push({
          id: mapId,
          posX: Number(map.posX),
          posY: Number(map.posY),
          worldMap: Number(map.worldMap),
          subAreaId,
          harvestables: [...known].sort((a, b) => a - b),
        });
      }
    }
    missing.sort((a, b) => a.subAreaId - b.subAreaId || a.posY - b.posY || a.posX - b.posX || a.id - b.id);
    return { total: missing.length, limit, skip, data: missing.slice(skip, skip + limit) };
  }
}
