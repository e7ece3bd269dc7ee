/** Test helpers of the board API tests: a small game world, accounts, direct database reads. */
import knex, { type Knex } from 'knex';
import { api, type RunningServer } from '../../testing/server-process';
import { named } from '../../testing/test-bundle';
import { PASSWORD, runUserCreate, type AccountsServer } from '../users/test-accounts';

export const SERVER_OK = 205;
export const SERVER_RETIRED = 207;
export const SERVER_TOURNAMENT = 900; // gameTypeId 2: out of the startup list
export const SERVER_COMMUNITY_100 = 901; // communityId 100: out of the startup list
export const DUNGEON = 1;
export const OTHER_DUNGEON = 2;
export const BOSS_ACHIEVEMENT = 37;
export const DUO_ACHIEVEMENT = 490;
export const OTHER_ACHIEVEMENT = 500;
export const IDOL = 4;

export const BOARD_GAME = {
  servers: [
    { ...named(SERVER_OK, 'Meriana'), gameTypeId: 0, communityId: 0 },
    { ...named(206, 'Pandore'), gameTypeId: 0, communityId: 0 },
    { ...named(SERVER_TOURNAMENT, 'Tournoi'), gameTypeId: 2, communityId: 0 },
    { ...named(SERVER_COMMUNITY_100, 'Hidden'), gameTypeId: 0, communityId: 100 },
    { ...named(SERVER_RETIRED, 'Fermé'), gameTypeId: 0, communityId: 0, retired: true },
  ],
  dungeons: [
    { ...named(DUNGEON, 'Cour du Bouftou Royal'), level: 30, bossId: 147, monsterIds: [101, 147], mapIds: [] },
    { ...named(OTHER_DUNGEON, 'Bworkerie'), level: 100, bossId: 478, monsterIds: [478], mapIds: [] },
  ],
  monsters: [
    { ...named(147, 'Bouftou Royal'), grades: [], drops: [] },
    { ...named(478, 'Bworker'), grades: [], drops: [] },
  ],
  'achievement-categories': [
    { ...named(3, 'Donjons'), parentId: 0, achievementIds: [] },
    { ...named(11, 'Niveaux 1 à 50'), parentId: 3, achievementIds: [] },
  ],
  achievements: [
    { ...named(BOSS_ACHIEVEMENT, 'Cour du Bouftou Royal'), categoryId: 11, points: 10, level: 30, objectives: [{ id: 1, criterion: '(EM>147,0,d)&Wo=0' }], rewards: [] },
    { ...named(DUO_ACHIEVEMENT, 'Bouftou Royal (Duo)'), categoryId: 11, points: 20, level: 30, objectives: [{ id: 2, criterion: '(EH>52,0)&Wo=0' }], rewards: [] },
    { ...named(OTHER_ACHIEVEMENT, 'Bworker (Duo)'), categoryId: 11, points: 20, level: 100, objectives: [{ id: 3, criterion: 'EM>478' }], rewards: [] },
  ],
  idols: [{ ...named(IDOL, 'Nyoro'), level: 46, score: 30 }],
  subareas: [
    { ...named(95, "Cité d'Astrub"), areaId: 1, mapIds: [] },
    { ...named(30, 'Tainéla'), areaId: 1, mapIds: [] },
    // A sub-area no source names, in a named area: its zaap is told by the area.
    { id: 31, areaId: 2, mapIds: [] },
  ],
  areas: [named(2, 'Plaines de Cania')],
  'map-positions': [
    { id: 191105026, posX: 5, posY: -18, worldMap: 1 },
    { id: 120062979, posX: 1, posY: -32, worldMap: 1 },
    { id: 555, posX: 0, posY: 0, worldMap: 12 },
    // A row of the World of Twelve where the tests' portals stand ([-30..12, -20]).
    ...Array.from({ length: 43 }, (_, i) => ({ id: 90_000 + i, posX: i - 30, posY: -20, worldMap: 1 })),
  ],
  waypoints: [
    { id: 6, mapId: 191105026, subAreaId: 95 },
    { id: 7, mapId: 120062979, subAreaId: 30 },
    { id: 8, mapId: 555, subAreaId: 30 },
    { id: 9, mapId: 90_000, subAreaId: 31 },
  ],
};

export interface TestUser {
  id: number;
  token: string;
}

let ipCounter = 0;
/** A fresh client address, so the per-IP rate limits only bite where a test wants them to. */
export const freshIp = () => `10.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}.${(process.pid % 200) + 1}`;

/** `api()` from a fresh client address unless the test names one. */
export function call(
  server: RunningServer,
  path: string,
  init: { method?: string; body?: unknown; token?: string; ip?: string } = {},
) {
  return api(server, path, { ...init, headers: { 'x-forwarded-for': init.ip ?? freshIp() } });
}

export async function account(server: RunningServer, username: string): Promise<TestUser> {
  const created = await call(server, '/api/users', { method: 'POST', body: { username, password: PASSWORD } });
  if (created.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(created.body)}`);
  return signInAs(server, username);
}

async function signInAs(server: RunningServer, username: string): Promise<TestUser> {
  const auth = await call(server, '/api/authentication', { method: 'POST', body: { strategy: 'local', username, password: PASSWORD } });
  if (auth.status !== 201) throw new Error(`sign-in failed: ${JSON.stringify(auth.body)}`);
  return { id: Number(auth.body.user._id), token: auth.body.accessToken };
}

export async function moderatorAccount(ctx: AccountsServer, username: string): Promise<TestUser> {
  const { code, output } = await runUserCreate(ctx, ['--username', username, '--role', 'moderator']);
  if (code !== 0) throw new Error(`user-create failed: ${output}`);
  return signInAs(ctx.server, username);
}

/** A connection to the server's own database, to check what was (not) written. */
export function databaseOf(ctx: AccountsServer): Knex {
  const url = ctx.databaseUrl;
  return url.startsWith('sqlite:')
    ? knex({ client: 'better-sqlite3', connection: { filename: url.slice('sqlite:'.length) }, useNullAsDefault: true })
    : knex({ client: 'pg', connection: url });
}

export async function rowCount(db: Knex, table: string): Promise<number> {
  const [{ count }] = (await db(table).count({ count: '*' })) as { count: string | number }[];
  return Number(count);
}
