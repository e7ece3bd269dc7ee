import type { Application } from '../../declarations';
import { integerId } from '../../hooks/integer-id';
import { authenticated } from '../../hooks/authenticate';
import { requireRole } from '../../hooks/require-role';
import { validateData, validateQuery } from '../../hooks/validate';
import type { Validator } from '@feathersjs/schema';
import { AuditLogService } from './audit-log';
import {
  appearanceDataValidate,
  appearancePatchValidate,
  appearanceQueryValidate,
  auditPatchValidate,
  auditQueryValidate,
  customInteractiveDataValidate,
  customInteractiveQueryValidate,
  mapClueEditDataValidate,
  mapClueEditQueryValidate,
  missingQueryValidate,
  npcShopDataValidate,
  npcShopQueryValidate,
  poiGfxDataValidate,
  poiGfxPatchValidate,
  poiGfxQueryValidate,
} from './back-office.schema';
import type { CuratedTable } from './curated-table';
import { GameLookup } from './game-lookup';
import { MissingInteractives } from './missing';
import { appearances, customInteractives, mapClueEdits, npcShops, poiGfx } from './tables';
import { MAP_CLUE_PATH } from '../treasure-hunt/map-clue';

/** Spec §6: the back office is for admins and moderators; the audit log and its undo for admins. */
const staff = [authenticated, requireRole('admin', 'moderator')];
const admins = [authenticated, requireRole('admin')];

/** `:id` as in `/appearances/{id}`: a record id; the validators below check payloads. */
function curatedHooks(validators: { query: Validator; data: Validator; patch?: Validator }) {
  return {
    around: { all: staff },
    before: {
      find: [validateQuery(validators.query)],
      create: [validateData(validators.data)],
      ...(validators.patch ? { patch: [validateData(validators.patch)] } : {}),
    },
  };
}

function register(
  app: Application,
  table: CuratedTable<never, never>,
  methods: string[],
  validators: Parameters<typeof curatedHooks>[0],
) {
  const path = `api/${table.spec.service}`;
  app.use(path, table as never, { methods, events: [] });
  app.service(path).hooks(curatedHooks(validators) as never);
}

/** The back office's admin services (spec §7) and the audit log of their writes. */
export function registerBackOffice(app: Application): Map<string, CuratedTable<unknown, unknown>> {
  const db = app.get('db');
  const game = new GameLookup(app.get('gameStore'));
  const tables = {
    interactives: customInteractives(db, game),
    shops: npcShops(db, game),
    poi: poiGfx(db, game),
    appearances: appearances(db, game),
    clues: mapClueEdits(db, game),
  };
  const asAny = (table: unknown) => table as CuratedTable<never, never>;
  register(app, asAny(tables.interactives), ['find', 'get', 'create', 'remove'], {
    query: customInteractiveQueryValidate,
    data: customInteractiveDataValidate,
  });
  register(app, asAny(tables.shops), ['find', 'get', 'create', 'remove'], {
    query: npcShopQueryValidate,
    data: npcShopDataValidate,
  });
  register(app, asAny(tables.poi), ['find', 'get', 'create', 'patch', 'remove'], {
    query: poiGfxQueryValidate,
    data: poiGfxDataValidate,
    patch: poiGfxPatchValidate,
  });
  register(app, asAny(tables.appearances), ['find', 'get', 'create', 'patch', 'remove'], {
    query: appearanceQueryValidate,
    data: appearanceDataValidate,
    patch: appearancePatchValidate,
  });
  register(app, asAny(tables.clues), ['find', 'get', 'create', 'remove'], {
    query: mapClueEditQueryValidate,
    data: mapClueEditDataValidate,
  });
  // Clue edits count in the treasure-hunt answers at once (an undo from the audit log too).
  const refreshClues = async () => {
    await (app.service(MAP_CLUE_PATH) as unknown as { refreshIndex?: () => Promise<void> }).refreshIndex?.();
  };
  app.service(`api/${tables.clues.spec.service}`).hooks({ after: { create: [refreshClues], remove: [refreshClues] } });

  app.use('api/custom-interactives-missing', new MissingInteractives(db, game), {
    methods: ['find'],
    events: [],
  });
  app.service('api/custom-interactives-missing').hooks({
    around: { all: staff },
    before: { find: [validateQuery(missingQueryValidate)] },
  });

  const byService = new Map<string, CuratedTable<unknown, unknown>>(
    Object.values(tables).map((table) => [table.spec.service, table as CuratedTable<unknown, unknown>]),
  );
  app.use('api/audit-log', new AuditLogService(db, byService), {
    methods: ['find', 'get', 'patch'],
    events: [],
  });
  app.service('api/audit-log').hooks({
    around: { all: admins },
    before: {
      find: [validateQuery(auditQueryValidate)],
      get: [integerId],
      patch: [integerId, validateData(auditPatchValidate)],
    },
    after: { patch: [refreshClues] },
  });
  return byService;
}
