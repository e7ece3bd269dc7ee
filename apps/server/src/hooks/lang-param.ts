import type { NextFunction } from '@feathersjs/feathers';
import type { HookContext } from '../declarations';
import { GameCollectionService } from '../game/collection-service';

/**
 * Every web call carries `?lang=` (spec §7). Game collections read it (search slugs, `$select` of
 * text); user-data services do not, so it is moved out of `params.query` into `params.lang` before
 * any of their hooks run (an app-wide around hook): SQL services would otherwise filter on a `lang` column, and the
 * authentication strategies forward the query to the users service.
 */
export async function langParam(context: HookContext, next: NextFunction): Promise<void> {
  const query = context.params.query as Record<string, unknown> | undefined;
  if (query && 'lang' in query && !(context.service instanceof GameCollectionService)) {
    const { lang, ...rest } = query;
    context.params = { ...context.params, query: rest, ...(typeof lang === 'string' ? { lang } : {}) };
  }
  await next();
}
