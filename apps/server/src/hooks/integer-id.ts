import { NotFound } from '@feathersjs/errors';
import type { HookContext } from '../declarations';

const MAX_ID = 2_147_483_647;

/** Ids are positive 32-bit integers on SQLite and PostgreSQL; anything else is simply not found. */
export function integerId(context: HookContext): void {
  if (context.id === undefined || context.id === null) return;
  const raw = String(context.id);
  const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(id <= MAX_ID)) throw new NotFound(`No record found for id '${raw.slice(0, 20)}'`);
  context.id = id;
}
