import type { GameStore } from '../../game/store';
import { fieldError } from '../../hooks/validate';

type Doc = Record<string, unknown>;

/** By-id indexes of the game collections the back office checks payloads against, built on first use. */
export class GameLookup {
  private readonly indexes = new Map<string, Map<number, Doc>>();

  constructor(private readonly store: GameStore) {}

  docs(collection: string): readonly Doc[] {
    return this.store.collections.get(collection) ?? [];
  }

  byId(collection: string): Map<number, Doc> {
    let index = this.indexes.get(collection);
    if (!index) {
      index = new Map(this.docs(collection).map((doc) => [Number(doc.id), doc]));
      this.indexes.set(collection, index);
    }
    return index;
  }

  /** The game document, or a 400 naming `field` when the id is unknown (nothing is written). */
  require(collection: string, id: number, field: string): Doc {
    const doc = this.byId(collection).get(id);
    if (!doc) throw fieldError(field, `unknown-${collection}`, `Unknown ${collection} id ${id}`);
    return doc;
  }

  /** The map's position columns (copied into curated rows). */
  mapPosition(mapId: number, field = 'mapId') {
    const map = this.require('map-positions', mapId, field);
    return {
      mapId,
      posX: Number(map.posX),
      posY: Number(map.posY),
      worldMap: this.worldOf(map),
      subAreaId: typeof map.subAreaId === 'number' ? map.subAreaId : null,
    };
  }

  /**
   * The map's world. Outdoor maps the dumps leave without one (`worldMap: -1`) take the world of
   * their sub-area's super-area, as the world map places them.
   */
  worldOf(map: Doc): number {
    const own = Number(map.worldMap);
    if (own >= 0 || map.outdoor !== true) return own;
    const subArea = this.byId('subareas').get(Number(map.subAreaId));
    const area = subArea && this.byId('areas').get(Number(subArea.areaId));
    const superArea = area && this.byId('super-areas').get(Number(area.superAreaId));
    return typeof superArea?.worldmapId === 'number' ? superArea.worldmapId : own;
  }

  /** The gathering skill of a resource, when the game data has one (`skills.gatheredRessourceItem`). */
  harvestSkill(itemId: number): Doc | undefined {
    return this.docs('skills').find((skill) => skill.gatheredRessourceItem === itemId);
  }
}
