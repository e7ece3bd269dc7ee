import { BadRequest } from '@feathersjs/errors';
import type { Params } from '@feathersjs/feathers';
import type { Knex } from 'knex';
import type { Application } from '../../declarations';
import { authenticated, currentUser } from '../../hooks/authenticate';
import { internalOnly } from '../../hooks/require-role';
import { validateData } from '../../hooks/validate';
import { reputationDataValidate } from './reputation-points.schema';
import type { ReputationData, ReputationEntry, ReputationTotal } from './reputation-points.schema';
import { reputationPointsMethods, reputationPointsPath } from './reputation-points.shared';
import { apiPath } from '../../contract';
import { withDocs } from '../../openapi/service-docs';
import { reputationPointsDocs } from './reputation-points.docs';

export const REPUTATION_POINTS_PATH = apiPath(reputationPointsPath);

declare module '../../declarations' {
  interface ServiceTypes {
    [REPUTATION_POINTS_PATH]: ReputationPointsService;
  }
}

export class ReputationPointsService {
  constructor(private readonly db: Knex) {}

  /** The caller's total (sum of every award). */
  async find(params: Params): Promise<ReputationTotal> {
    const user = currentUser(params);
    if (!user) throw new BadRequest('A signed-in user is required');
    const row = await this.db('reputation_points').where('user', user._id).sum({ total: 'points' }).first();
    return { total: Number(row?.total ?? 0) };
  }

  /** Awards points; reachable from server code only (see the hooks). */
  async create(data: ReputationData): Promise<ReputationEntry> {
    const now = new Date().toISOString();
    const entry = { ...data, createdAt: now, updatedAt: now };
    const [inserted] = await this.db('reputation_points').insert(entry, ['_id']);
    return { _id: Number((inserted as { _id: number })._id), ...entry };
  }
}

export function registerReputationPoints(app: Application): void {
  app.use(REPUTATION_POINTS_PATH, withDocs(new ReputationPointsService(app.get('db')), reputationPointsDocs), {
    methods: [...reputationPointsMethods],
    events: [],
  });
  app.service(REPUTATION_POINTS_PATH).hooks({
    before: {
      find: [authenticated],
      // Points are earned, never claimed: any outside POST is refused (405).
      create: [internalOnly, validateData(reputationDataValidate)],
    },
  });
}
