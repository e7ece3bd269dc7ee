/**
 * `GET /api/treasure-hunt?x=&y=&direction=` in DofusDB's answer shape: the maps holding clues within
 * 10 maps of (x, y) in that direction, nearest first, each with its clues (`pois`), paged like every
 * list; `clue` keeps the nearest map holding that clue only. `GET /api/clue-maps?clueId=` lists every
 * map of a world holding a clue (for map layers). Both read the clue index with the hints applied.
 */
import { BadRequest, FeathersError, NotFound } from '@feathersjs/errors';
import type { Params } from '@feathersjs/feathers';
import type { HuntDirection } from '@grimoire/rules';
import type { Application, HookContext } from '../../declarations';
import { validateQuery } from '../../hooks/validate';
import { botCheckOf, rememberCaller, type BotCheck } from '../../hooks/bot-check';
import { ClueIndex, MAIN_WORLD, type ClueName } from './clue-index';
import { registerMapClue } from './map-clue';
import { clueMapsQueryValidate, cluePackQueryValidate, treasureHuntQueryValidate, type TreasureHuntQuery } from './treasure-hunt.schema';
import { CluePackService } from './clue-pack';
import { clueMapsMethods, clueMapsPath, cluePackMethods, cluePackPath, treasureHuntMethods, treasureHuntPath } from './treasure-hunt.shared';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { clueMapsDocs, cluePackDocs, treasureHuntDocs } from './treasure-hunt.docs';

export const TREASURE_HUNT_PATH = apiPath(treasureHuntPath);
export const CLUE_MAPS_PATH = apiPath(clueMapsPath);
export const CLUE_PACK_PATH = apiPath(cluePackPath);

declare module '../../declarations' {
  interface ServiceTypes {
    [TREASURE_HUNT_PATH]: TreasureHuntService;
    [CLUE_MAPS_PATH]: ClueMapsService;
    [CLUE_PACK_PATH]: CluePackService;
  }
}
export const NO_CLUE_FOUND = 'No clue found, check the position and direction you specified';
export const BOT_REFUSED =
  'The anti-bot check judged you a bot: check your third-party cookie blockers and browser shields, then reload the page or change browser';
const PAGE = { defaultLimit: 10, maxLimit: 50 };
const LANGS = ['fr', 'en', 'es', 'de', 'pt'] as const;

/** 503 Service Unavailable (Feathers has no class of its own for it). */
class Unavailable extends FeathersError {
  constructor(message: string) {
    super(message, 'Unavailable', 503, 'unavailable', { key: 'bot-check' });
  }
}

export interface HuntMap {
  id: number;
  posX: number;
  posY: number;
  distance: number;
  pois: { id: number; name: ClueName; className: 'PointOfInterest' }[];
}

export interface HuntPage {
  total: number;
  limit: number;
  skip: number;
  data: HuntMap[];
}

export type { BotCheck };

export class TreasureHuntService {
  /** Each clue's `pois` entry per language (`*` = every language), made once and shared by the answers. */
  private readonly pois = new Map<string, HuntMap['pois'][number]>();

  constructor(readonly index: ClueIndex) {}

  /** True while the hints that count are those this answer was computed with (the answer cache asks). */
  freshnessTest(): () => boolean {
    const version = this.index.version;
    return () => this.index.version === version;
  }

  private poi(id: number, only: string | undefined): HuntMap['pois'][number] {
    const key = `${only ?? '*'}:${id}`;
    let poi = this.pois.get(key);
    if (poi === undefined) {
      const name = this.index.clueNames.get(id) ?? {};
      poi = { id, name: only ? { [only]: name[only as keyof ClueName] ?? name.fr } : name, className: 'PointOfInterest' };
      this.pois.set(key, poi);
    }
    return poi;
  }

  async find(params: Params): Promise<HuntPage> {
    const only = LANGS.find((l) => l === (params as { lang?: string }).lang);
    const { maps, limit, skip } = this.search(params.query as TreasureHuntQuery);
    const data = maps.slice(skip, skip + limit).map((m) => ({
      id: m.id,
      posX: m.posX,
      posY: m.posY,
      distance: m.distance,
      pois: m.clueIds.map((id) => this.poi(id, only)),
    }));
    return { total: maps.length, limit, skip, data };
  }

  private search(query: TreasureHuntQuery) {
    const worldMap = query.worldMap ?? MAIN_WORLD;
    const bounds = this.index.bounds(worldMap);
    if (!bounds) throw new BadRequest(`Unknown world map ${worldMap}`, { field: 'worldMap', key: 'unknown-world' });
    if (query.x < bounds.minX || query.x > bounds.maxX || query.y < bounds.minY || query.y > bounds.maxY)
      throw new BadRequest('This position is outside the world', { field: 'x', key: 'outside-world', bounds });
    const maps = this.index.search(worldMap, { x: query.x, y: query.y }, query.direction as HuntDirection, query.clue);
    if (maps.length === 0) throw new NotFound(NO_CLUE_FOUND, { key: 'no-clue' });
    return { maps, limit: Math.min(query.$limit ?? PAGE.defaultLimit, PAGE.maxLimit), skip: query.$skip ?? 0 };
  }
}

/** Every map holding a clue: `{total, data: [{id, posX, posY}]}`. */
export class ClueMapsService {
  constructor(readonly index: ClueIndex) {}

  async find(params: Params): Promise<{ total: number; data: { id: number; posX: number; posY: number }[] }> {
    const { clueId, worldMap } = params.query as { clueId: number; worldMap?: number };
    if (!this.index.clueNames.has(clueId)) throw new NotFound(`No clue ${clueId}`);
    const data = this.index.mapsHoldingClue(clueId, worldMap ?? MAIN_WORLD);
    return { total: data.length, data };
  }
}


function botCheckHook(check: BotCheck | undefined) {
  return async (context: HookContext) => {
    // Page renders (provider 'ssr') and server code are not judged: the browser's own calls are.
    if (!check || context.params.provider !== 'rest') return;
    const { userAgent, ip } = context.params as { userAgent?: string; ip?: string };
    if (await check({ userAgent, ip })) throw new Unavailable(BOT_REFUSED);
  };
}


/** The treasure-hunt answers, the clue-maps list and the hints (`map-clue`) over one shared clue index. */
export function registerTreasureHunt(app: Application, options: { botCheck?: BotCheck } = {}): ClueIndex {
  const index = ClueIndex.fromStore(app.get('gameStore'));
  const botCheck = options.botCheck ?? botCheckOf(app);
  const service = new TreasureHuntService(index);
  // Answers are kept by exact URL until the hints that count change; not while callers are judged
  // (a kept answer would skip the bot check of the next caller).
  const keep = app.get('answerCache').keep({ cacheControl: 'no-cache', validity: () => (botCheck ? false : service.freshnessTest()) });
  app.use(TREASURE_HUNT_PATH, withDocs(service, treasureHuntDocs), {
    methods: [...treasureHuntMethods],
    events: [],
    express: { before: [rememberCaller], after: [keep] },
  });
  app.service(TREASURE_HUNT_PATH).hooks({ before: { find: [botCheckHook(botCheck), validateQuery(treasureHuntQueryValidate)] } });
  app.use(CLUE_MAPS_PATH, withDocs(new ClueMapsService(index), clueMapsDocs), { methods: [...clueMapsMethods], events: [] });
  app.service(CLUE_MAPS_PATH).hooks({ before: { find: [validateQuery(clueMapsQueryValidate)] } });
  // Kept until the hints change, like the hunt's answers; revalidated by ETag (a browser asks again on each visit).
  const keepPack = app.get('answerCache').keep({ cacheControl: 'no-cache', validity: () => service.freshnessTest() });
  app.use(CLUE_PACK_PATH, withDocs(new CluePackService(index, app.get('gameStore')), cluePackDocs), {
    methods: [...cluePackMethods],
    events: [],
    express: { after: [keepPack] },
  });
  app.service(CLUE_PACK_PATH).hooks({ before: { find: [validateQuery(cluePackQueryValidate)] } });
  registerMapClue(app, index);
  return index;
}
