/**
 * `api/stuff-likes`: a member likes a public stuff once (`create({ stuff })`, idempotent) and takes it
 * back (`remove(stuffShareId)`, idempotent). Hidden, private and moderator-hidden stuffs answer the
 * same 404 as a missing one: a like never tells whether such a stuff exists.
 */
import { NotFound } from '@feathersjs/errors';
import { Type, type Static } from '@feathersjs/typebox';
import type { Id } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import type { Application } from '../../declarations';
import { authenticated } from '../../hooks/authenticate';
import { lazyValidator } from '../../hooks/compile-later';
import { rateLimit, rememberIp } from '../../hooks/rate-limit';
import { dataValidator, validateData } from '../../hooks/validate';
import { apiPath } from '../../contract';
import { withDocs, type ServiceDocs } from '../../openapi/service-docs';
import { STUFF_MISSING, userIdOf, type StuffParams } from './stuffs.class';
import { stuffLikesMethods, stuffLikesPath } from './stuffs.shared';

const ShareId = Type.String({ pattern: '^[A-Za-z0-9_-]{22}$', description: "The stuff's share id" });
export const stuffLikeDataSchema = Type.Object({ stuff: ShareId }, { $id: 'StuffLikeData', additionalProperties: false });
export type StuffLikeData = Static<typeof stuffLikeDataSchema>;
const stuffLikeDataValidate = lazyValidator(stuffLikeDataSchema, dataValidator);

export const stuffLikeResultSchema = Type.Object(
  { stuff: ShareId, likes: Type.Integer({ minimum: 0 }), likedByMe: Type.Boolean() },
  { $id: 'StuffLikeResult', additionalProperties: false },
);
export type StuffLikeResult = Static<typeof stuffLikeResultSchema>;

export class StuffLikeService {
  constructor(private readonly db: Knex) {}

  async create(data: StuffLikeData, params: StuffParams = {}): Promise<StuffLikeResult> {
    return this.setLiked(data.stuff, true, params);
  }

  async remove(id: Id | null, params: StuffParams = {}): Promise<StuffLikeResult> {
    return this.setLiked(String(id ?? ''), false, params);
  }

  /** (Not `set`: Feathers would take a class with a `set` method for Express middleware.) Likes or unlikes in one transaction; the count is recounted, so a repeat changes nothing. */
  private async setLiked(shareId: string, liked: boolean, params: StuffParams): Promise<StuffLikeResult> {
    const user = Number(userIdOf(params));
    if (!/^[A-Za-z0-9_-]{22}$/.test(shareId)) throw new NotFound(STUFF_MISSING);
    return this.db.transaction(async (trx) => {
      const row = (await trx('stuffs')
        .where({ shareId, sharing: 'public', moderationHidden: false })
        .first('id')) as { id: number } | undefined;
      if (!row) throw new NotFound(STUFF_MISSING);
      const key = { stuffId: row.id, user };
      if (liked) await trx('stuff_likes').insert({ ...key, createdAt: new Date().toISOString() }).onConflict(['stuffId', 'user']).ignore();
      else await trx('stuff_likes').where(key).delete();
      const [{ count }] = await trx('stuff_likes').where('stuffId', row.id).count<{ count: string | number }[]>({ count: '*' });
      await trx('stuffs').where('id', row.id).update({ likes: Number(count) });
      return { stuff: shareId, likes: Number(count), likedByMe: liked };
    });
  }
}

const notFound = { 404: 'No such stuff, or not a public one' } as const;
export const stuffLikesDocs: ServiceDocs = {
  summary: { fr: 'J’aime sur les stuffs publics', en: 'Likes of public stuffs' },
  tag: 'user',
  methods: {
    create: { access: 'user', answer: stuffLikeResultSchema, body: stuffLikeDataSchema, summary: 'Likes a public stuff (again: no change)', errors: { ...notFound, 429: 'Too many likes' } },
    remove: { access: 'user', answer: stuffLikeResultSchema, summary: 'Takes the like back (none: no change)', errors: { ...notFound, 429: 'Too many likes' } },
  },
};

export const STUFF_LIKES_PATH = apiPath(stuffLikesPath);
declare module '../../declarations' {
  interface ServiceTypes {
    [STUFF_LIKES_PATH]: StuffLikeService;
  }
}

export function registerStuffLikes(app: Application): void {
  app.use(STUFF_LIKES_PATH, withDocs(new StuffLikeService(app.get('db')), stuffLikesDocs), {
    methods: [...stuffLikesMethods],
    events: [],
    express: { before: [rememberIp] },
  });
  const limit = rateLimit(app.get('config').rateLimitPerMinute, 'Too many likes, please try again in a minute');
  app.service(STUFF_LIKES_PATH).hooks({
    before: {
      create: [authenticated, limit, validateData(stuffLikeDataValidate)],
      remove: [authenticated, limit],
    },
  });
}
