import { NotAuthenticated } from '@feathersjs/errors';
import type { Application, HookContext } from '../../declarations';
import { optionalAuthenticated, rateLimit, rememberIp } from '../../hooks';
import { StuffService, userIdOf } from './stuffs.class';
import type { StuffParams } from './stuffs.class';
import { checkAgainstGame, GameLookup, validateStuffData, validateStuffQuery } from './stuffs.validate';
import { stuffsMethods, stuffsPath } from './stuffs.shared';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { stuffsDocs } from './stuffs.docs';

export const STUFFS_PATH = apiPath(stuffsPath);

declare module '../../declarations' {
  interface ServiceTypes {
    [STUFFS_PATH]: StuffService;
  }
}

type StuffContext = HookContext<StuffService> & { params: StuffParams };

function validateQuery(context: StuffContext): void {
  context.params = { ...context.params, query: validateStuffQuery(context.params.query) };
}

function validateData(game: GameLookup) {
  return (context: StuffContext) => {
    const data = validateStuffData(context.data);
    checkAgainstGame(data, game);
    // Spec §4/§6: private stuffs require an account.
    if (data.sharing === 'private' && !userIdOf(context.params)) {
      throw new NotAuthenticated('sharing: sign in to publish a private stuff (guests may publish public or hidden stuffs)');
    }
    context.data = data;
  };
}

export function registerStuffs(app: Application): void {
  const game = new GameLookup(app.get('gameStore'));
  app.use(STUFFS_PATH, withDocs(new StuffService(app.get('db')), stuffsDocs), {
    methods: [...stuffsMethods],
    events: [],
    express: { before: [rememberIp] },
  });
  app.service(STUFFS_PATH).hooks({
    around: { all: [optionalAuthenticated] },
    before: {
      find: [validateQuery],
      // Stuff creation per minute and per IP (RATE_LIMIT_PER_MINUTE), as for the other contributions.
      create: [rateLimit(app.get('config').rateLimitPerMinute, 'Too many stuffs published, please try again in a minute'), validateData(game)],
      update: [validateData(game)],
    },
  });
}
