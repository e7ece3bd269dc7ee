import type { Application } from '../declarations';
import { almanaxCalendarAnswer, almanaxIdFromPath, almanaxQuery } from './almanax';
import { BadRequest } from '@feathersjs/errors';
import type { HookContext } from '@feathersjs/feathers';
import { QueryError } from './query';
import { splitQuery } from './query/options';
import { project } from './query/project';
import type { Rec } from './wire-util';
import { GameCollectionService } from './collection-service';
import { isServable, prepareDocs, RESERVED_BY_OTHERS, SPEC_COLLECTIONS } from './collections';
import { apiPath } from '../contract';
import type { GameCollectionName } from './game.shared';
import { gameExpressMiddleware } from './query-string';
import { LRUCache } from 'lru-cache';
import type { Page } from './query';
import { registerCriterionService } from './criterion';
import { registerSearchService } from './search/search-service';
import { registerApiDocs } from '../openapi/docs-page';
import { recoltableDocs } from './recoltable';
import { registerVersionService } from './version';
import { buildWireShapes } from './wire-shapes';
import { afterListening } from '../ops/after-listening';
import { withMongoId } from './wire-util';

/** Computed pages (the query engine's results, for REST and in-process calls alike). */
const PAGE_CACHE_ENTRIES = 1000;

/**
 * Registers the read-only game-data services under `/api`: every bundle collection, plus the spec's
 * read-only names the bundle lacks (served empty). `find` and `get` only: other methods answer 405.
 */
export type GameServiceTypes = { [N in GameCollectionName as `api/${N}`]: GameCollectionService };
declare module '../declarations' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the game collections' entries, by name
  interface ServiceTypes extends GameServiceTypes {}
}

export function registerGameServices(app: Application): void {
  registerApiDocs(app);
  registerVersionService(app);
  registerCriterionService(app);
  registerSearchService(app);
  const { collections } = app.get('gameStore');
  const wire = buildWireShapes(collections, app.get('config').imageBaseUrl);
  wire.set('recoltables2', { docs: () => recoltableDocs(collections), embedded: [] });
  const names = new Set([...collections.keys(), ...SPEC_COLLECTIONS].filter(isServable));
  const unserved = [...collections.keys()].filter((name) => !isServable(name) && !RESERVED_BY_OTHERS.has(name));
  if (unserved.length > 0)
    app.get('logger').warn({ collections: unserved }, 'bundle collections outside the game contract are not served (game/game.shared.ts)');
  const pages = new LRUCache<string, Page>({ max: PAGE_CACHE_ENTRIES });
  const express = gameExpressMiddleware(app);
  const services: GameCollectionService[] = [];
  for (const name of [...names].sort()) {
    const shaped = wire.get(name);
    // Shaped on first use (a request, or the indexes built once the server listens).
    const docs = () => prepareDocs(name, shaped?.docs() ?? collections.get(name) ?? []).map(withMongoId);
    const service = new GameCollectionService(name, docs, {
      cache: pages,
      embedded: shaped?.embedded,
      prepareQuery: name === 'almanax' ? almanaxQuery : undefined,
      resolveId: name === 'almanax' ? almanaxIdFromPath : undefined,
    });
    services.push(service);
    app.use(apiPath(name), service, {
      methods: ['find', 'get'],
      events: [],
      express,
    });
    const calendar = shaped?.calendar;
    if (calendar) app.service(apiPath(name)).hooks({ before: { find: [almanaxCalendarHook(calendar, () => service.dataset.docs)] } });
  }
  // Each collection's indexes (field types, French search slugs), built once the server listens.
  for (const service of services) afterListening(() => service.dataset.warm());
}

/**
 * A REST `GET /almanax?date=<date with a year>` answers DofusDB's calendar document (one object,
 * `$select` honoured); every other find, and every in-process call, gets the page.
 */
function almanaxCalendarHook(calendar: (day: Rec, isoDate: string) => Rec, docs: () => readonly unknown[]) {
  return (context: HookContext) => {
    if (!context.params.provider) return;
    const query = (context.params.query ?? {}) as Record<string, unknown>;
    try {
      const answer = almanaxCalendarAnswer(query, docs(), calendar);
      if (answer !== undefined) context.result = project(answer, splitQuery({ $select: query.$select }).options.select);
    } catch (error) {
      throw error instanceof QueryError ? new BadRequest(error.message, { param: error.param }) : error;
    }
  };
}
