import type { Knex } from 'knex';
import { fieldError } from '../../hooks/validate';
import { CuratedTable } from './curated-table';
import type { GameLookup } from './game-lookup';
import type { AppearanceData, CustomInteractiveData, MapClueEditData, NpcShopData, PoiGfxData } from './back-office.schema';
import {
  appearancesPath,
  customInteractivesPath,
  mapClueEditsPath,
  npcShopPath,
  poiGfxPath,
  type AppearanceRecord,
  type CustomInteractiveRecord,
  type MapClueEditRecord,
  type NpcShopRecord,
  type PoiGfxRecord,
} from './back-office.shared';

type Query = Record<string, unknown>;
const whereDefined = (builder: Knex.QueryBuilder, query: Query, columns: string[]) => {
  for (const column of columns)
    if (query[column] !== undefined) builder.where(column, query[column] as number);
};

/** `/custom-interactives`: harvestables tagged on maps. */
export function customInteractives(db: Knex, game: GameLookup) {
  return new CuratedTable<CustomInteractiveData, never, CustomInteractiveRecord>(db, {
    service: customInteractivesPath,
    table: 'custom_interactives',
    filter: (builder, query) => whereDefined(builder, query, ['mapId', 'itemId', 'subAreaId', 'worldMap']),
    order: [
      { column: 'updatedAt', order: 'desc' },
      { column: '_id', order: 'desc' },
    ],
    toColumns(data) {
      const position = game.mapPosition(data.mapId);
      game.require('items', data.itemId, 'itemId');
      const skill = data.skillId
        ? game.require('skills', data.skillId, 'skillId')
        : game.harvestSkill(data.itemId);
      if (
        data.skillId &&
        skill?.gatheredRessourceItem !== undefined &&
        skill.gatheredRessourceItem !== data.itemId
      )
        throw fieldError('skillId', 'skill-item-mismatch', 'This skill does not harvest this resource');
      const jobId = data.jobId ?? (typeof skill?.parentJobId === 'number' ? skill.parentJobId : null);
      if (data.jobId) game.require('jobs', data.jobId, 'jobId');
      return {
        ...position,
        itemId: data.itemId,
        jobId,
        skillId: typeof skill?.id === 'number' ? skill.id : null,
        quantity: data.quantity ?? 1,
      };
    },
    unique: ['mapId', 'itemId'],
    duplicateMessage: 'This resource is already tagged on this map',
  });
}

/** `/npc-shop`: NPC shops (name, map, items with price and currency). */
export function npcShops(db: Knex, game: GameLookup) {
  return new CuratedTable<NpcShopData, never, NpcShopRecord>(db, {
    service: npcShopPath,
    table: 'npc_shops',
    jsonColumns: ['items'],
    internalColumns: ['itemIndex'],
    filter(builder, query) {
      whereDefined(builder, query, ['mapId', 'worldMap']);
      if (query.itemId !== undefined) builder.where('itemIndex', 'like', `% ${Number(query.itemId)} %`);
    },
    order: [
      { column: 'name', order: 'asc' },
      { column: '_id', order: 'asc' },
    ],
    toColumns(data) {
      const position = game.mapPosition(data.mapId);
      // The bundle may hold no NPCs yet: the id is then kept as given.
      if (data.npcId && game.docs('npcs').length > 0) game.require('npcs', data.npcId, 'npcId');
      const byItem = new Map<number, NpcShopData['items'][number]>();
      data.items.forEach((line, index) => {
        game.require('items', line.itemId, `items.${index}.itemId`);
        if (line.currencyItemId) game.require('items', line.currencyItemId, `items.${index}.currencyItemId`);
        byItem.set(line.itemId, line); // one price per item: the last line wins
      });
      const items = [...byItem.values()];
      return {
        ...position,
        npcId: data.npcId ?? null,
        name: data.name.trim(),
        items: JSON.stringify(items),
        itemIndex: ` ${items.map((line) => line.itemId).join(' ')} `,
      };
    },
    unique: ['mapId', 'name'],
    duplicateMessage: 'This map already has a shop with this name',
  });
}

/** `/poi-gfx`: treasure-hunt point of interest → gfx id. */
export function poiGfx(db: Knex, game: GameLookup) {
  return new CuratedTable<PoiGfxData, { gfxId: number }, PoiGfxRecord>(db, {
    service: poiGfxPath,
    table: 'poi_gfx',
    filter: (builder, query) => whereDefined(builder, query, ['poiId']),
    order: [{ column: 'poiId', order: 'asc' }],
    toColumns(data) {
      game.require('point-of-interest', data.poiId, 'poiId');
      return { poiId: data.poiId, gfxId: data.gfxId };
    },
    patchColumns: (data) => ({ gfxId: data.gfxId }),
    unique: ['poiId'],
    duplicateMessage: 'This point of interest already has a gfx id',
  });
}

/**
 * `/map-clue-edits` (`back/poi/from-map`): a treasure-hunt clue staff add to a map or take off it.
 * These count in the hunt answers at once, over the data and the players' hints.
 */
export function mapClueEdits(db: Knex, game: GameLookup) {
  return new CuratedTable<MapClueEditData, never, MapClueEditRecord>(db, {
    service: mapClueEditsPath,
    table: 'map_clue_edits',
    filter: (builder, query) => whereDefined(builder, query, ['mapId', 'clueId', 'posX', 'posY', 'worldMap']),
    order: [
      { column: 'updatedAt', order: 'desc' },
      { column: '_id', order: 'desc' },
    ],
    toColumns(data) {
      const position = game.mapPosition(data.mapId);
      game.require('point-of-interest', data.clueId, 'clueId');
      return { ...position, clueId: data.clueId, kind: data.kind };
    },
    unique: ['mapId', 'clueId'],
    duplicateMessage: 'This clue is already edited on this map: undo that edit first',
  });
}

type AppearancePatch = { appearanceIds?: number[]; look?: string | null };

/** `/appearances`: an item's appearance (skin) ids and look data. */
export function appearances(db: Knex, game: GameLookup) {
  return new CuratedTable<AppearanceData, AppearancePatch, AppearanceRecord>(db, {
    service: appearancesPath,
    table: 'appearances',
    jsonColumns: ['appearanceIds'],
    filter: (builder, query) => whereDefined(builder, query, ['itemId']),
    order: [{ column: 'itemId', order: 'asc' }],
    toColumns(data) {
      game.require('items', data.itemId, 'itemId');
      return {
        itemId: data.itemId,
        appearanceIds: JSON.stringify(data.appearanceIds),
        look: data.look || null,
      };
    },
    patchColumns: (data) => ({
      ...(data.appearanceIds ? { appearanceIds: JSON.stringify(data.appearanceIds) } : {}),
      ...(data.look !== undefined ? { look: data.look || null } : {}),
    }),
    unique: ['itemId'],
    duplicateMessage: 'This item already has its appearances; edit them instead',
  });
}
