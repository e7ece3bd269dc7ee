/**
 * `GET /api/clue-pack?worldMap=`: the clue data of a world, hints applied: every map holding clues as
 * `[id, posX, posY, ...clueIds]` and the world's extent. The treasure hunt page keeps it (the service
 * worker caches the answer) and answers steps with it when the network is gone, with the same rules
 * as `GET /api/treasure-hunt` (`mapsAhead` of @grimoire/rules). `version` changes with the content;
 * the answer is kept by the answer cache until the hints that count change.
 */
import { createHash } from 'node:crypto';
import { BadRequest } from '@feathersjs/errors';
import type { Params } from '@feathersjs/feathers';
import type { GameStore } from '../../game/store';
import { MAIN_WORLD, type ClueIndex, type WorldBounds } from './clue-index';

export interface CluePack {
  worldMap: number;
  /** Changes whenever the maps or their clues change. */
  version: string;
  /** When the game data was built. */
  generatedAt: string;
  /** When the players' hints laid over it last changed; absent without hints. */
  hintsUpdatedAt?: string;
  bounds: WorldBounds;
  /** `[mapId, posX, posY, ...clueIds]`, in map id order. */
  maps: number[][];
}

export class CluePackService {
  private kept?: { indexVersion: number; worldMap: number; pack: CluePack };

  constructor(
    private readonly index: ClueIndex,
    private readonly store: GameStore,
  ) {}

  async find(params: Params): Promise<CluePack> {
    const worldMap = (params.query as { worldMap?: number } | undefined)?.worldMap ?? MAIN_WORLD;
    const bounds = this.index.bounds(worldMap);
    if (!bounds) throw new BadRequest(`Unknown world map ${worldMap}`, { field: 'worldMap', key: 'unknown-world' });
    if (this.kept && this.kept.indexVersion === this.index.version && this.kept.worldMap === worldMap) return this.kept.pack;
    const maps = this.index.packedMaps(worldMap);
    const version = createHash('sha1').update(JSON.stringify(maps)).digest('base64url').slice(0, 16);
    const pack: CluePack = {
      worldMap,
      version,
      generatedAt: this.store.manifest.generatedAt,
      ...(this.index.hintsUpdatedAt ? { hintsUpdatedAt: this.index.hintsUpdatedAt } : {}),
      bounds,
      maps,
    };
    this.kept = { indexVersion: this.index.version, worldMap, pack };
    return pack;
  }
}
