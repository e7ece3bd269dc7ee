import { BadRequest } from '@feathersjs/errors';
import type { Validator } from '@feathersjs/schema';
import type { Application, HookContext } from '../../declarations';
import { authenticated, optionalAuthenticated } from '../../hooks/authenticate';
import { rateLimit, rememberIp } from '../../hooks/rate-limit';
import { requireRole } from '../../hooks/require-role';
import { validated } from '../../hooks/validate';
import {
  flagValidate,
  listingDataValidate,
  listingEditValidate,
  listingQueryValidate,
  moderationValidate,
  portalDataValidate,
  portalEditValidate,
  portalQueryValidate,
  voteValidate,
} from './boards.schema';
import { boardGameRefs } from './game-refs';
import { GroupFinderService } from './groupfinder.class';
import { moderationOverview, purgeExpired } from './moderation';
import { PortalsService } from './portals.class';
import type { Knex } from 'knex';
import { boardMethods, boardModerationPath, groupfinderPath, portalsPath } from './boards.shared';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { boardModerationDocs, groupfinderDocs, portalsDocs } from './boards.docs';

export const PORTALS_PATH = apiPath(portalsPath);
export const GROUPFINDER_PATH = apiPath(groupfinderPath);
export const BOARD_MODERATION_PATH = apiPath(boardModerationPath);

/** `api/board-moderation`: flagged records and the moderators' audit lines. */
export class BoardModerationService {
  constructor(private readonly db: Knex) {}
  find() {
    return moderationOverview(this.db);
  }
}

declare module '../../declarations' {
  interface ServiceTypes {
    [PORTALS_PATH]: PortalsService;
    [GROUPFINDER_PATH]: GroupFinderService;
    [BOARD_MODERATION_PATH]: BoardModerationService;
  }
}
/** How often expired listings and old portal reports are swept away. */
const PURGE_EVERY_MS = 10 * 60_000;

const withData = (validator: Validator) => async (context: HookContext) => {
  if (Array.isArray(context.data)) throw new BadRequest('One record at a time');
  context.data = await validated(validator, context.data ?? {});
};

const withQuery = (validator: Validator) => async (context: HookContext) => {
  context.params = { ...context.params, query: await validated(validator, context.params.query ?? {}) };
};

/** PATCH carries one kind of change; its keys say which, and that schema alone validates it. */
function patchValidator(edit: Validator, withVotes: boolean) {
  return async (context: HookContext) => {
    const data = context.data as Record<string, unknown> | undefined;
    if (!data || typeof data !== 'object' || Array.isArray(data)) throw new BadRequest('One change at a time');
    const validator = 'hidden' in data ? moderationValidate : 'flag' in data ? flagValidate : withVotes && 'vote' in data ? voteValidate : edit;
    context.data = await validated(validator, data);
  };
}

/** Portals, group finder and their moderation view (issue 15). Guests read; writes need a sign-in. */
export function registerBoards(app: Application): void {
  const config = app.get('config');
  const db = app.get('db');
  const refs = boardGameRefs(app.get('gameStore'));
  const perMinute = config.rateLimitPerMinute;
  const signedIn = [authenticated];

  app.use(PORTALS_PATH, withDocs(new PortalsService(db, refs, { staleAfterMs: () => config.portalStaleHours * 3_600_000 }), portalsDocs), {
    methods: [...boardMethods],
    events: [],
    express: { before: [rememberIp] },
  });
  app.service(PORTALS_PATH).hooks({
    around: { find: [optionalAuthenticated], get: [optionalAuthenticated] },
    before: {
      find: [withQuery(portalQueryValidate)],
      create: [...signedIn, rateLimit(perMinute, 'Too many portal reports, please try again in a minute'), withData(portalDataValidate)],
      patch: [...signedIn, rateLimit(perMinute * 3, 'Too many votes, please try again in a minute'), patchValidator(portalEditValidate, true)],
      remove: [...signedIn],
    },
  });

  app.use(GROUPFINDER_PATH, withDocs(new GroupFinderService(db, refs, { maxLifetimeMs: () => config.listingMaxHours * 3_600_000 }), groupfinderDocs), {
    methods: [...boardMethods],
    events: [],
    express: { before: [rememberIp] },
  });
  app.service(GROUPFINDER_PATH).hooks({
    around: { find: [optionalAuthenticated], get: [optionalAuthenticated] },
    before: {
      find: [withQuery(listingQueryValidate)],
      create: [...signedIn, rateLimit(perMinute, 'Too many listings, please try again in a minute'), withData(listingDataValidate)],
      patch: [...signedIn, rateLimit(perMinute * 3, 'Too many changes, please try again in a minute'), patchValidator(listingEditValidate, false)],
      remove: [...signedIn],
    },
  });

  // The back office: flagged records and the moderators' audit lines.
  app.use(BOARD_MODERATION_PATH, withDocs(new BoardModerationService(db), boardModerationDocs), { methods: ['find'], events: [] });
  app.service(BOARD_MODERATION_PATH).hooks({ before: { find: [authenticated, requireRole('admin', 'moderator')] } });

  const purge = () => {
    purgeExpired(db).catch((error: unknown) => app.get('logger').warn({ err: error }, 'board purge failed'));
  };
  setTimeout(purge, 2_000).unref();
  setInterval(purge, PURGE_EVERY_MS).unref();
}
