/**
 * `GET /api/treasure-hunt?x=&y=&direction=` in DofusDB's answer shape: the maps holding clues within
 * 10 maps of (x, y) in that direction, nearest first, each with its clues (`pois`), paged like every
 * list; `clue` keeps the nearest map holding that clue only. `GET /api/clue-maps?clueId=` lists every
 * map of a world holding a clue (for map layers). Both read the clue index with the hints applied.
 */
import { BadRequest, FeathersError, NotFound } from '@feathersjs/errors';
import type { Params } from '@feathersjs/feathers';
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Request, Response, NextFunction as ExpressNext } from 'express';
import { isbot } from 'isbot';
import type { HuntDirection } from '@grimoire/rules';
import type { Application, HookContext } from '../../declarations';
import { parseQueryString } from '../../game/http-cache';
import { validated, validateQuery } from '../../hooks/validate';
import { ClueIndex, MAIN_WORLD, type ClueName } from './clue-index';
import { registerMapClue } from './map-clue';
import { clueMapsQueryValidate, treasureHuntQueryValidate, type TreasureHuntQuery } from './treasure-hunt.schema';
import { clueMapsMethods, clueMapsPath, treasureHuntMethods, treasureHuntPath } from './treasure-hunt.shared';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { clueMapsDocs, treasureHuntDocs } from './treasure-hunt.docs';

export const TREASURE_HUNT_PATH = apiPath(treasureHuntPath);
/** At most this many answers are kept (then all are dropped and the cache fills again). */
const ANSWER_CACHE_ENTRIES = 20_000;
export const CLUE_MAPS_PATH = apiPath(clueMapsPath);

declare module '../../declarations' {
  interface ServiceTypes {
    [TREASURE_HUNT_PATH]: TreasureHuntService;
    [CLUE_MAPS_PATH]: ClueMapsService;
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

/**
 * Judges a caller a bot (true) from its request; plugged in when the bot check is configured
 * (`BOT_CHECK_SITE_KEY`). The default judges by User-Agent: none, or a crawler's.
 */
export type BotCheck = (request: { userAgent?: string; ip?: string }) => boolean | Promise<boolean>;
export const userAgentBotCheck: BotCheck = ({ userAgent }) => !userAgent || isbot(userAgent);

export class TreasureHuntService {
  /** Each clue's `pois` entry as JSON, per language (`*` = every language): answers are assembled from them. */
  private readonly poiJson = new Map<string, string>();

  /** Answers kept per raw query string; all dropped when the hints change (`ClueIndex.version`). */
  private readonly answers = new Map<string, string>();
  private answersVersion: number;

  constructor(readonly index: ClueIndex) {
    this.answersVersion = index.version;
  }

  /** The answer already given to this exact query string, while the hints that count are unchanged. */
  knownAnswer(rawQuery: string): string | undefined {
    if (this.answersVersion !== this.index.version) {
      this.answers.clear();
      this.answersVersion = this.index.version;
    }
    return this.answers.get(rawQuery);
  }

  /**
   * The REST answer to a raw query string (`x=…&y=…&direction=…`): the one already given, else parsed
   * (flat parameters with URLSearchParams, several times faster than qs; nested syntax with qs),
   * validated, computed and kept. Refusals are thrown as the service's hooks throw them.
   */
  async answerJson(rawQuery: string): Promise<string> {
    const known = this.knownAnswer(rawQuery);
    if (known !== undefined) return known;
    const nested = rawQuery.includes('%5B') || rawQuery.includes('[');
    const { lang, ...rest } = nested ? parseQueryString(rawQuery) : Object.fromEntries(new URLSearchParams(rawQuery));
    const query = await validated(treasureHuntQueryValidate, rest);
    const body = this.findJson(query as TreasureHuntQuery, typeof lang === 'string' ? lang : undefined);
    this.rememberAnswer(rawQuery, body);
    return body;
  }

  private rememberAnswer(rawQuery: string, body: string): void {
    if (this.answersVersion !== this.index.version || this.answers.size >= ANSWER_CACHE_ENTRIES) {
      this.answers.clear();
      this.answersVersion = this.index.version;
    }
    this.answers.set(rawQuery, body);
  }

  private poi(id: number, only: string | undefined): string {
    const key = `${only ?? '*'}:${id}`;
    let json = this.poiJson.get(key);
    if (json === undefined) {
      const name = this.index.clueNames.get(id) ?? {};
      const shown = only ? { [only]: name[only as keyof ClueName] ?? name.fr } : name;
      json = JSON.stringify({ id, name: shown, className: 'PointOfInterest' });
      this.poiJson.set(key, json);
    }
    return json;
  }

  /** The answer serialized, as REST sends it (same content as `find`, built from cached fragments). */
  findJson(query: TreasureHuntQuery, lang: string | undefined): string {
    const only = LANGS.find((l) => l === lang);
    const { maps, limit, skip } = this.search(query);
    const data = maps
      .slice(skip, skip + limit)
      .map((m) => `{"id":${m.id},"posX":${m.posX},"posY":${m.posY},"distance":${m.distance},"pois":[${m.clueIds.map((id) => this.poi(id, only)).join(',')}]}`);
    return `{"total":${maps.length},"limit":${limit},"skip":${skip},"data":[${data.join(',')}]}`;
  }

  async find(params: Params): Promise<HuntPage> {
    return JSON.parse(this.findJson(params.query as TreasureHuntQuery, (params as { lang?: string }).lang)) as HuntPage;
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

/** Keeps the caller's User-Agent and address for the bot check. */
function rememberCaller(req: Request, _res: Response, next: ExpressNext): void {
  const request = req as Request & { feathers?: Record<string, unknown> };
  request.feathers = { ...request.feathers, userAgent: req.get('user-agent'), ip: req.ip };
  next();
}

function botCheckHook(check: BotCheck | undefined) {
  return async (context: HookContext) => {
    // Page renders (provider 'ssr') and server code are not judged: the browser's own calls are.
    if (!check || context.params.provider !== 'rest') return;
    const { userAgent, ip } = context.params as { userAgent?: string; ip?: string };
    if (await check({ userAgent, ip })) throw new Unavailable(BOT_REFUSED);
  };
}

/**
 * REST fast path: the same validation, bot check and `find` as the service's hooks, answered straight
 * from Express without Feathers' per-request REST and hook machinery (a hunt step is a few map
 * look-ups: that machinery cost most of the time). Answers are kept per query string until the hints
 * that count change.
 */
function answerDirectly(service: TreasureHuntService, check: BotCheck | undefined) {
  return async (req: Request, res: Response, next: ExpressNext) => {
    if (req.method !== 'GET' || (req.path !== '/' && req.path !== '')) return next();
    try {
      if (check && (await check({ userAgent: req.get('user-agent'), ip: req.ip }))) throw new Unavailable(BOT_REFUSED);
      const q = req.originalUrl.indexOf('?');
      const body = await service.answerJson(q < 0 ? '' : req.originalUrl.slice(q + 1));
      sendHuntAnswer(res, body);
    } catch (error) {
      next(error);
    }
  };
}

function sendHuntAnswer(res: ServerResponse, body: string, headers: OutgoingHttpHeaders = {}): void {
  res.writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-cache' });
  res.end(body);
}

/**
 * For the fast lane in front of Express (`ops/fast-lane.ts`): a hunt GET is answered here, with the
 * headers the function gives (`TreasureHuntService.answerJson`). Returns false when the request must
 * go the long way (not a hunt, bot check configured); a refused query is handed to `longWay`, so its
 * refusal is the usual error JSON; `answered` runs after the lane sent its answer.
 */
export function huntInFastLane(app: Application) {
  return (url: string, res: ServerResponse, lane: { headers: () => OutgoingHttpHeaders; longWay: () => void; answered: () => void }): boolean => {
    const { headers, longWay, answered } = lane;
    if (botCheckOf(app)) return false;
    const service = app.service(TREASURE_HUNT_PATH);
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (!service?.answerJson || (path !== `/${TREASURE_HUNT_PATH}` && path !== `/${TREASURE_HUNT_PATH}/`)) return false;
    service.answerJson(q < 0 ? '' : url.slice(q + 1)).then((body) => {
      sendHuntAnswer(res, body, headers());
      answered();
    }, longWay);
    return true;
  };
}

/**
 * The fast path mounted early in app.ts (beside the game answer cache's), ahead of compression, body
 * parsing and the routing through every game service; the service it serves is registered later.
 */
export function treasureHuntFastPath(app: Application) {
  let handler: ((req: Request, res: Response, next: ExpressNext) => Promise<void>) | undefined;
  return (req: Request, res: Response, next: ExpressNext) => {
    if (req.method !== 'GET') return next();
    if (!handler) {
      const service = app.service(TREASURE_HUNT_PATH);
      if (!service?.findJson) return next();
      handler = answerDirectly(service, botCheckOf(app));
    }
    void handler(req, res, next);
  };
}

const botCheckOf = (app: Application): BotCheck | undefined => (app.get('config').botCheckSiteKey ? userAgentBotCheck : undefined);

/** The treasure-hunt answers, the clue-maps list and the hints (`map-clue`) over one shared clue index. */
export function registerTreasureHunt(app: Application, options: { botCheck?: BotCheck } = {}): ClueIndex {
  const index = ClueIndex.fromStore(app.get('gameStore'));
  const botCheck = options.botCheck ?? botCheckOf(app);
  const service = new TreasureHuntService(index);
  app.use(TREASURE_HUNT_PATH, withDocs(service, treasureHuntDocs), {
    methods: [...treasureHuntMethods],
    events: [],
    express: { before: [answerDirectly(service, botCheck), rememberCaller] },
  });
  app.service(TREASURE_HUNT_PATH).hooks({ before: { find: [botCheckHook(botCheck), validateQuery(treasureHuntQueryValidate)] } });
  app.use(CLUE_MAPS_PATH, withDocs(new ClueMapsService(index), clueMapsDocs), { methods: [...clueMapsMethods], events: [] });
  app.service(CLUE_MAPS_PATH).hooks({ before: { find: [validateQuery(clueMapsQueryValidate)] } });
  registerMapClue(app, index);
  return index;
}
