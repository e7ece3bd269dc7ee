/**
 * `api/profiles/{username}`: what anyone may know of a member: their name, when they joined, how many
 * public stuffs they have and the likes those received. Nothing of their hidden or private stuffs.
 */
import { NotFound } from '@feathersjs/errors';
import { Type, type Static } from '@feathersjs/typebox';
import type { Id } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import type { Application } from '../../declarations';
import { apiPath } from '../../contract';
import { withDocs, DateTime, type ServiceDocs } from '../../openapi/service-docs';
import { USERNAME_MAX, usernameKeyOf } from '../users/users.shared';
import { profilesMethods, profilesPath } from './stuffs.shared';

export const PROFILE_MISSING = 'No member by that name';

export const profileSchema = Type.Object(
  {
    username: Type.String(),
    createdAt: DateTime,
    publicStuffs: Type.Integer({ minimum: 0, description: 'Public stuffs no moderator hid' }),
    likes: Type.Integer({ minimum: 0, description: 'Likes those stuffs received' }),
  },
  { $id: 'Profile', additionalProperties: false },
);
export type Profile = Static<typeof profileSchema>;

export class ProfileService {
  constructor(private readonly db: Knex) {}

  async get(id: Id): Promise<Profile> {
    const name = String(id);
    if (name.length === 0 || name.length > USERNAME_MAX) throw new NotFound(PROFILE_MISSING);
    const user = (await this.db('users').where('usernameKey', usernameKeyOf(name)).first('_id', 'username', 'createdAt')) as
      | { _id: number; username: string; createdAt: string }
      | undefined;
    if (!user) throw new NotFound(PROFILE_MISSING);
    const [totals] = await this.db('stuffs')
      .where({ author: String(user._id), sharing: 'public', moderationHidden: false })
      .select<{ count: string | number; likes: string | number | null }[]>(this.db.raw('count(*) as count'), this.db.raw('sum(likes) as likes'));
    return { username: user.username, createdAt: user.createdAt, publicStuffs: Number(totals.count), likes: Number(totals.likes ?? 0) };
  }
}

export const profilesDocs: ServiceDocs = {
  summary: { fr: 'Profils publics des membres', en: "Members' public profiles" },
  tag: 'user',
  methods: {
    get: { access: 'public', answer: profileSchema, summary: 'By username (any case)', errors: { 404: PROFILE_MISSING } },
  },
};

export const PROFILES_PATH = apiPath(profilesPath);
declare module '../../declarations' {
  interface ServiceTypes {
    [PROFILES_PATH]: ProfileService;
  }
}

export function registerProfiles(app: Application): void {
  app.use(PROFILES_PATH, withDocs(new ProfileService(app.get('db')), profilesDocs), { methods: [...profilesMethods], events: [] });
}
