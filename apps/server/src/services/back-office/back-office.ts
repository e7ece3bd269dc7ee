import type { Application } from '../../declarations';
import { integerId } from '../../hooks/integer-id';
import { authenticated } from '../../hooks/authenticate';
import { requireRole } from '../../hooks/require-role';
import { validateData, validateQuery } from '../../hooks/validate';
import type { Validator } from '@feathersjs/schema';
import type { Knex } from 'knex';
import { apiPath } from '../../contract';
import {
  appearancesPath,
  auditLogPath,
  customInteractivesPath,
  mapClueEditsPath,
  missingInteractivesPath,
  npcShopPath,
  poiGfxPath,
} from './back-office.shared';
import { AuditLogService } from './audit-log';
import { bugReportUndo } from '../bug-reports/bug-reports.undo';
import { moderationUndo } from '../moderation/actions';
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
import type { UndoableTable } from './curated-table';
import { GameLookup } from './game-lookup';
import { MissingInteractives } from './missing';
import { appearances, customInteractives, mapClueEdits, npcShops, poiGfx } from './tables';
import { MAP_CLUE_PATH, mapClueUndo } from '../treasure-hunt/map-clue';
import { withDocs } from '../../openapi/service-docs';
import {
  appearancesDocs,
  auditLogDocs,
  customInteractivesDocs,
  mapClueEditsDocs,
  missingInteractivesDocs,
  npcShopDocs,
  poiGfxDocs,
} from './back-office.docs';

/** Spec §6: the back office is for admins and moderators; undoing someone else's entry is for admins. */
const staff = [authenticated, requireRole('admin', 'moderator')];

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

export const CUSTOM_INTERACTIVES_PATH = apiPath(customInteractivesPath);
export const NPC_SHOP_PATH = apiPath(npcShopPath);
export const POI_GFX_PATH = apiPath(poiGfxPath);
export const APPEARANCES_PATH = apiPath(appearancesPath);
export const MAP_CLUE_EDITS_PATH = apiPath(mapClueEditsPath);
export const MISSING_INTERACTIVES_PATH = apiPath(missingInteractivesPath);
export const AUDIT_LOG_PATH = apiPath(auditLogPath);

type Tables = ReturnType<typeof curatedTables>;
declare module '../../declarations' {
  interface ServiceTypes {
    [CUSTOM_INTERACTIVES_PATH]: Tables['interactives'];
    [NPC_SHOP_PATH]: Tables['shops'];
    [POI_GFX_PATH]: Tables['poi'];
    [APPEARANCES_PATH]: Tables['appearances'];
    [MAP_CLUE_EDITS_PATH]: Tables['clues'];
    [MISSING_INTERACTIVES_PATH]: MissingInteractives;
    [AUDIT_LOG_PATH]: AuditLogService;
  }
}

function curatedTables(db: Knex, game: GameLookup) {
  return {
    interactives: customInteractives(db, game),
    shops: npcShops(db, game),
    poi: poiGfx(db, game),
    appearances: appearances(db, game),
    clues: mapClueEdits(db, game),
  };
}

const WITH_PATCH = ['find', 'get', 'create', 'patch', 'remove'] as const;
const WITHOUT_PATCH = ['find', 'get', 'create', 'remove'] as const;

/** The back office's admin services (spec §7) and the audit log of their writes. */
export function registerBackOffice(app: Application): void {
  const db = app.get('db');
  const game = new GameLookup(app.get('gameStore'));
  const tables = curatedTables(db, game);
  app.use(CUSTOM_INTERACTIVES_PATH, withDocs(tables.interactives, customInteractivesDocs), { methods: [...WITHOUT_PATCH], events: [] });
  app.service(CUSTOM_INTERACTIVES_PATH).hooks(curatedHooks({ query: customInteractiveQueryValidate, data: customInteractiveDataValidate }));
  app.use(NPC_SHOP_PATH, withDocs(tables.shops, npcShopDocs), { methods: [...WITHOUT_PATCH], events: [] });
  app.service(NPC_SHOP_PATH).hooks(curatedHooks({ query: npcShopQueryValidate, data: npcShopDataValidate }));
  app.use(POI_GFX_PATH, withDocs(tables.poi, poiGfxDocs), { methods: [...WITH_PATCH], events: [] });
  app.service(POI_GFX_PATH).hooks(curatedHooks({ query: poiGfxQueryValidate, data: poiGfxDataValidate, patch: poiGfxPatchValidate }));
  app.use(APPEARANCES_PATH, withDocs(tables.appearances, appearancesDocs), { methods: [...WITH_PATCH], events: [] });
  app.service(APPEARANCES_PATH).hooks(
    curatedHooks({ query: appearanceQueryValidate, data: appearanceDataValidate, patch: appearancePatchValidate }),
  );
  app.use(MAP_CLUE_EDITS_PATH, withDocs(tables.clues, mapClueEditsDocs), { methods: [...WITHOUT_PATCH], events: [] });
  app.service(MAP_CLUE_EDITS_PATH).hooks(curatedHooks({ query: mapClueEditQueryValidate, data: mapClueEditDataValidate }));
  // Clue edits count in the treasure-hunt answers at once (an undo from the audit log too).
  const refreshClues = () => app.service(MAP_CLUE_PATH).refreshIndex();
  app.service(MAP_CLUE_EDITS_PATH).hooks({ after: { create: [refreshClues], remove: [refreshClues] } });

  app.use(MISSING_INTERACTIVES_PATH, withDocs(new MissingInteractives(db, game), missingInteractivesDocs), {
    methods: ['find'],
    events: [],
  });
  app.service(MISSING_INTERACTIVES_PATH).hooks({
    around: { all: staff },
    before: { find: [validateQuery(missingQueryValidate)] },
  });

  const byService = new Map<string, UndoableTable>(Object.values(tables).map((table) => [table.spec.service, table]));
  byService.set(bugReportUndo.spec.service, bugReportUndo);
  byService.set(moderationUndo.spec.service, moderationUndo);
  byService.set(mapClueUndo.spec.service, mapClueUndo);
  app.use(AUDIT_LOG_PATH, withDocs(new AuditLogService(db, byService), auditLogDocs), {
    methods: ['find', 'get', 'patch'],
    events: [],
  });
  // Staff read the log and undo their own entries; admins undo anyone's (audit-log.ts).
  app.service(AUDIT_LOG_PATH).hooks({
    around: { all: staff },
    before: {
      find: [validateQuery(auditQueryValidate)],
      get: [integerId],
      patch: [integerId, validateData(auditPatchValidate)],
    },
    after: { patch: [refreshClues] },
  });
}
