import { BadRequest } from '@feathersjs/errors';
import type { Application, HookContext } from '../../declarations';
import type { GameStore } from '../../game/store';
import { optionalAuthenticated, rateLimit, rememberIp } from '../../hooks';
import { fieldErrors, validated } from '../../hooks/validate';
import { WorkbenchService } from './workbench.class';
import type { WorkbenchParams } from './workbench.class';
import { workbenchDataValidate, workbenchPatchValidate, workbenchQueryValidate } from './workbench.schema';
import type { WorkbenchData } from './workbench.schema';
import { workbenchMethods, workbenchPath } from './workbench.shared';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { workbenchDocs } from './workbench.docs';

/** Spec §7 `/workbench`, under the API prefix like every user service. */
export const WORKBENCH_PATH = apiPath(workbenchPath);

declare module '../../declarations' {
  interface ServiceTypes {
    [WORKBENCH_PATH]: WorkbenchService;
  }
}

type WorkbenchContext = HookContext<WorkbenchService> & { params: WorkbenchParams };

/** Item ids of the loaded bundle, built once (null without a bundle: only the shape is checked). */
function itemIdsOf(store: GameStore): () => Set<number> | null {
  let ids: Set<number> | null | undefined;
  return () => {
    if (ids === undefined) {
      const rows = store.collections.get('items');
      ids = rows && rows.length > 0 ? new Set(rows.map((row) => Number(row.id))) : null;
    }
    return ids;
  };
}

/** Every crafted, held or hidden item must exist in the game data: unknown ids are a 400, nothing written. */
function checkItemIds(known: () => Set<number> | null, lists: Record<string, readonly number[]>): void {
  const ids = known();
  if (!ids) return;
  for (const [field, list] of Object.entries(lists)) {
    const unknown = list.find((id) => !ids.has(id));
    if (unknown !== undefined) {
      throw fieldErrors({ [field]: { key: 'unknown-item', message: `Unknown item ${unknown}` } });
    }
  }
}

function validateData(known: () => Set<number> | null) {
  return async (context: WorkbenchContext): Promise<void> => {
    if (Array.isArray(context.data)) throw new BadRequest('One workbench at a time');
    const data = (await validated(workbenchDataValidate, context.data ?? {})) as WorkbenchData;
    checkItemIds(known, {
      items: (data.items ?? []).map((craft) => craft.itemId),
      currentQuantities: (data.currentQuantities ?? []).map((held) => held.id),
      hiddenSubRecipes: data.hiddenSubRecipes ?? [],
    });
    context.data = data;
  };
}

function validatePatch(known: () => Set<number> | null) {
  return async (context: WorkbenchContext): Promise<void> => {
    const crafts = await workbenchPatchValidate(context.data ?? []);
    checkItemIds(known, { items: crafts.map((craft) => craft.itemId) });
    context.data = crafts;
  };
}

async function validateQuery(context: WorkbenchContext): Promise<void> {
  context.params = {
    ...context.params,
    query: await validated(workbenchQueryValidate, context.params.query ?? {}),
  };
}

export function registerWorkbench(app: Application): void {
  const known = itemIdsOf(app.get('gameStore'));
  app.use(WORKBENCH_PATH, withDocs(new WorkbenchService(app.get('db')), workbenchDocs), {
    methods: [...workbenchMethods],
    events: [],
    express: { before: [rememberIp] },
  });
  const perMinute = app.get('config').rateLimitPerMinute;
  app.service(WORKBENCH_PATH).hooks({
    around: { all: [optionalAuthenticated] },
    before: {
      find: [validateQuery],
      create: [
        rateLimit(perMinute, 'Too many workbenches created, please try again in a minute'),
        validateData(known),
      ],
      update: [validateData(known)],
      patch: [validatePatch(known)],
    },
  });
}
