/**
 * Replay of request shapes real DofusDB clients send, against the real bundle (needs GAMEDATA_DIR;
 * skipped without it). Each case names where the shape comes from and asserts the status and the
 * fields that client reads from the answer. Sources (public repositories, read through the code
 * index):
 * - DofusSharp/DofusSharp (C# client library, `DofusDbSearchRequestQueryParamsBuilder`,
 *   `DofusDbTableClient`, `DofusDbVersionClient`, `DofusDbCriterionClient`, `DofusDbItem`)
 * - dofus-odyssey/dofusdb-php-wrapper (PHP query builder and its tests)
 * - Gagaz33/API-DofusDB-vers-JSON-Eternelle-Moisson (`get_from_dofusDB.py`)
 * - JorgeFernandezRojoAndres/DofusDBRecipeSearch (`src/routes/recipeRoutes.js`)
 * - Foster-Alan/dofusite (README: the bows link)
 * - clients the code index holds without their repository name, cited by what they are: a Flutter
 *   favourites screen (`items?id[]=`), a Next.js item page (`items?id=`, `type.name.fr`), a Next.js
 *   category page (`items?typeId=&$limit=50`, `characteristics?$limit=100`), a React stuff
 *   planner (`typeId=a&typeId=b&level[$gt]=199` paging), a search service
 *   (`name.fr[$regex]=…&name.fr[$options]=i`), a Python sniffer (`$select[]=…&name.es[$regex]=`),
 *   a Spanish catalogue importer (`$sort=id&lang=es` paging), harvest bots in Lua and JavaScript
 *   (`recoltable?resources[$in][]=…&$skip=…&lang=fr`, `recoltables2?resources[$in][]=`).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startServer, type RunningServer } from '../../testing/server-process';
import { DIALECT } from '../../openapi/docs-text';
import { DOCUMENT_CASES } from './document-cases';
import { page, type Body, type Case } from './replay-kit';

const REPO = resolve(__dirname, '../../../../..');
const BUNDLE = resolve(REPO, 'data/e2e/real-bundle');

const CASES: Case[] = [
  {
    from: 'DofusSharp/DofusSharp DofusDbVersionClient: GET /version, parsed as a version number',
    path: '/api/version',
    check: (body) => expect(String(body)).toMatch(/^\d+(\.\d+){1,3}$/),
  },
  {
    from: 'DofusSharp/DofusSharp CountAsync: $limit=0 answers the total only',
    path: '/api/items?$limit=0&typeId=11',
    check: (body) => {
      expect(page(body)).toEqual([]);
      expect(body.total).toBeGreaterThan(100);
    },
  },
  {
    from: 'DofusSharp/DofusSharp SearchAsync: $sort[field]=-1, $select[], field[$in][], $and[i]',
    path: '/api/items?$limit=5&$sort[level]=-1&$select[]=id&$select[]=level&$select[]=name&typeId[$in][]=11&typeId[$in][]=16&$and[0][level][$gte]=150&$and[1][level][$lte]=200',
    check: (body) => {
      const data = page(body);
      expect(data).toHaveLength(5);
      expect(data.map((d) => d.level)).toEqual([...data.map((d) => d.level)].sort((a, b) => b - a));
      expect(data.every((d) => d.level >= 150 && d.name?.fr)).toBe(true);
    },
  },
  {
    from: 'DofusSharp/DofusSharp DofusDbItem: typeId, type, itemSetId, itemSet, effects, img, className',
    path: '/api/items/127',
    check: (item) => {
      expect(item._id).toBeTruthy();
      expect(item.type).toMatchObject({ id: item.typeId, name: { fr: expect.any(String) } });
      expect(item.itemSetId).toBeGreaterThan(0);
      expect(item.itemSet).toMatchObject({ id: item.itemSetId, items: expect.arrayContaining([127]) });
      expect(item.possibleEffects.length).toBeGreaterThan(0);
      expect(item.img).toMatch(/^https?:\/\//);
    },
  },
  {
    from: 'DofusSharp/DofusSharp DofusDbItem: itemSetId −1 and itemSet false without a set; Weapons',
    path: '/api/items/44',
    check: (item) => {
      expect(item.itemSetId).toBe(-1);
      expect(item.itemSet).toBe(false);
      expect(item.className).toBe('Weapons');
      expect(item).toMatchObject({ apCost: 3, criticalHitProbability: expect.any(Number) });
    },
  },
  {
    from: 'DofusSharp/DofusSharp DofusDbCriterionClient: criterion/{url-encoded}?lang=en',
    path: `/api/criterion/${encodeURIComponent('PL>189&CS>100')}?lang=en`,
    check: (body) => expect(body).toEqual([['Level > 189'], '&', [expect.stringContaining('Strength')]]),
  },
  {
    from: 'dofus-odyssey/dofusdb-php-wrapper testQuerySelectIdRequest: breeds/1?$select[]=id',
    path: '/api/breeds/1?$select[]=id',
    check: (body) => expect(body).toEqual({ id: 1 }),
  },
  {
    from: 'dofus-odyssey/dofusdb-php-wrapper testAndConditionRequest: $and[0][shortName.fr]=Féca',
    path: `/api/breeds?$select[]=id&$and[0][shortName.fr]=${encodeURIComponent('Féca')}`,
    check: (body) => expect(page(body)).toEqual([{ id: 1 }]),
  },
  {
    from: 'dofus-odyssey/dofusdb-php-wrapper testOrConditionRequest: $or[i][shortName.en]',
    path: '/api/breeds?$or[0][shortName.en]=Feca&$or[1][shortName.en]=Enutrof',
    check: (body) => expect(page(body).map((b) => b.id).sort()).toEqual([1, 3]),
  },
  {
    from: 'dofus-odyssey/dofusdb-php-wrapper addSort: $sort[field]=ASC',
    path: '/api/breeds?$sort[id]=DESC&$limit=1&$select[]=id',
    check: (body) => expect(page(body)[0].id).toBeGreaterThan(1),
  },
  {
    from: 'Gagaz33/API-DofusDB-vers-JSON-Eternelle-Moisson: monsters?name.fr=…, reads race, subareas',
    path: `/api/monsters?name.fr=${encodeURIComponent('Larve Bleue')}`,
    check: (body) => {
      const [monster] = page(body);
      expect(monster.id).toBe(31);
      expect(typeof monster.race).toBe('number');
      expect(monster.subareas.length).toBeGreaterThan(0);
    },
  },
  {
    from: 'Gagaz33/API-DofusDB-vers-JSON-Eternelle-Moisson: monster-races/{race}, subareas/{id} name.fr',
    path: '/api/monster-races/11',
    check: (body) => expect(typeof body.name.fr).toBe('string'),
  },
  {
    from: 'Gagaz33/API-DofusDB-vers-JSON-Eternelle-Moisson: dungeons/{id} reads name.fr and monsters',
    path: '/api/dungeons/1',
    check: (body) => {
      expect(body.name.fr).toBeTruthy();
      expect(body.monsters).toContain(147);
    },
  },
  {
    from: 'Gagaz33/API-DofusDB-vers-JSON-Eternelle-Moisson: dungeons?limit=500 (a plain field, as on DofusDB)',
    path: '/api/dungeons?limit=500',
    check: (body) => page(body),
  },
  {
    from: 'JorgeFernandezRojoAndres/DofusDBRecipeSearch: level range, lang=es, bare sort fields',
    path: '/api/items?level[$gte]=0&level[$lte]=200&lang=es&$sort=-id&$limit=1',
    check: (body) => {
      const [item] = page(body);
      expect(item.id).toBeGreaterThan(0);
      expect(item.name).toBeTruthy();
    },
  },
  {
    from: 'Foster-Alan/dofusite README: items?&typeId=2&$limit=$50&$skip=$0 (malformed: 400 naming it)',
    path: '/api/items?&typeId=2&$limit=$50&$skip=$0',
    status: 400,
    check: (body) => expect(body.message).toContain('$limit'),
  },
  {
    from: 'Flutter favourites screen: items?id[]=X&lang=fr reads data[0]',
    path: '/api/items?id[]=127&lang=fr',
    check: (body) => expect(page(body)[0].id).toBe(127),
  },
  {
    from: 'Next.js item page: items?id=X reads name.fr, level, type.name.fr, description.fr',
    path: '/api/items?id=127',
    check: (body) => {
      const [item] = page(body);
      expect(item.type.name.fr).toBe('Bottes');
      expect(item.description.fr).toBeTruthy();
    },
  },
  {
    from: 'Next.js category page: items?typeId=X&$limit=50 and characteristics?$limit=100 (cut to 50)',
    path: '/api/characteristics?$limit=100',
    check: (body) => expect(page(body).length).toBeLessThanOrEqual(50),
  },
  {
    from: 'React stuff planner: repeated typeId (any of), level[$gt]=199, $skip paging',
    path: '/api/items?$limit=10&$skip=10&typeId=1&typeId=9&level[$gt]=199',
    check: (body) => expect(page(body).every((i) => [1, 9].includes(i.typeId) && i.level > 199)).toBe(true),
  },
  {
    from: 'search service: name.fr[$regex]=escaped.*words&name.fr[$options]=i',
    path: `/api/items?name.fr[$regex]=${encodeURIComponent('bottes.*bowisse')}&name.fr[$options]=i&$limit=10`,
    check: (body) => expect(page(body).map((i) => i.id)).toContain(127),
  },
  {
    from: 'Python sniffer: $select[]=id&$select[]=name&name.es[$regex]=q&$limit=1',
    path: '/api/items?$select[]=id&$select[]=name&name.es[$regex]=Bowis&$limit=1',
    check: (body) => expect(page(body)[0].name.es).toContain('Bowis'),
  },
  {
    from: 'inline flag clients put at the start of a pattern: (?i)',
    path: `/api/monsters?name.fr[$regex]=${encodeURIComponent('(?i)^larve bleue$')}`,
    check: (body) => expect(page(body).map((m) => m.id)).toContain(31),
  },
  {
    from: 'Spanish catalogue importer: $limit=50&$skip=N&lang=es&$sort=id',
    path: '/api/items?$limit=50&$skip=50&lang=es&$sort=id',
    check: (body) => {
      const ids = page(body).map((i) => i.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
    },
  },
  {
    from: 'harvest bots (Lua, JavaScript): recoltable?resources[$in][]=289&$skip=0&lang=fr',
    path: '/api/recoltable?resources[$in][]=289&$skip=0&lang=fr',
    check: (body) => {
      for (const entry of page(body)) {
        expect(entry.resources).toContain(289);
        expect(entry.pos).toHaveProperty('subAreaId');
      }
    },
  },
  {
    from: 'harvest importer: recoltables2?resources[$in][]=…&$limit=50&$skip=0',
    path: '/api/recoltables2?resources[$in][]=303&$limit=50&$skip=0',
    check: (body) => page(body),
  },
  {
    from: "this site's almanax page: the day by MM-DD is a page of our day documents",
    path: '/api/almanax?date=07-08',
    check: (body) => expect(page(body)[0]).toMatchObject({ date: '07-08', itemId: expect.any(Number) }),
  },
  {
    from: 'almanax bots: ISO date-time (Date.toISOString) and a date in the path',
    path: '/api/almanax/2025-07-08',
    check: (body) => expect(body.date).toBe('07-08'),
  },
  {
    from: 'trailing slash',
    path: '/api/monsters/?$limit=1',
    check: (body) => expect(page(body)).toHaveLength(1),
  },
  {
    from: 'drops by dotted path into arrays of objects: monsters?drops.objectId=X',
    path: '/api/monsters?drops.objectId=544&$select[]=drops',
    check: (body) => {
      const [monster] = page(body);
      expect(monster.drops[0]).toHaveProperty('percentDropForGrade1');
    },
  },
  {
    from: 'recipes read result and ingredients',
    path: '/api/recipes/44',
    check: (body) => {
      expect(body.result).toMatchObject({ id: 44 });
      expect(body.ingredients.map((i: Body) => i.id)).toEqual(body.ingredientIds);
    },
  },
  {
    from: 'set bonuses indexed by the number of pieces worn',
    path: '/api/item-sets/1?$select[]=effects&$select[]=items',
    check: (body) => {
      expect(body.effects[2].length).toBeGreaterThan(0);
      expect(body.items[0]).toHaveProperty('name');
    },
  },
  {
    from: 'achievements carry readable objectives and resolved reward items',
    path: '/api/achievements/20',
    check: (body) => {
      expect(body.objectives.find((o: Body) => o.criterion === 'PL>189').text).toEqual({ fr: 'Niveau > 189', en: 'Level > 189' });
      expect(body.rewards[0].items[0]).toMatchObject({ id: 11943, quantity: 2, name: { fr: expect.any(String) } });
      expect(body.img).toMatch(/achievements\/45\.png$/);
    },
  },
  {
    from: 'quests carry steps whose rewards resolve their items',
    path: '/api/quests?rewardItemIds[$gt]=0&$limit=1',
    check: (body) => {
      const [quest] = page(body);
      const items = quest.steps.flatMap((s: Body) => s.rewards.flatMap((r: Body) => r.items));
      expect(items.length).toBeGreaterThan(0);
      expect(items[0]).toMatchObject({ id: expect.any(Number), quantity: expect.any(Number), name: expect.any(Object) });
    },
  },
  {
    from: 'spell variants carry their spells',
    path: '/api/spell-variants?$limit=1',
    check: (body) => expect(page(body)[0].spells[0]).toMatchObject({ id: expect.any(Number), name: expect.any(Object) }),
  },
  {
    from: '$populate=false keeps answers small',
    path: '/api/items/127?$populate=false',
    check: (body) => {
      expect(body).not.toHaveProperty('type');
      expect(body).not.toHaveProperty('itemSet');
      expect(body.itemSetId).toBe(868);
    },
  },
];

describe.skipIf(!process.env.GAMEDATA_DIR)('DofusDB clients replayed against the real bundle', () => {
  let server: RunningServer;
  beforeAll(async () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'packages/gamedata/src/cli/ensure-bundle.ts', '--out', BUNDLE], {
      cwd: REPO,
      stdio: 'ignore',
    });
    server = await startServer({ bundleDir: BUNDLE });
  }, 120_000);
  afterAll(async () => server?.stop());

  it('answers every example the /api/docs page links to', { timeout: 60_000 }, async () => {
    for (const { example } of DIALECT) {
      const { status, body } = await api(server, `/api/${example}`);
      expect(status, `${example}: ${JSON.stringify(body).slice(0, 200)}`).toBe(200);
      if (typeof body === 'object' && 'total' in body && !example.includes('$ne')) expect(body.total, example).toBeGreaterThan(0);
    }
  });

  it.each([...CASES, ...DOCUMENT_CASES])('$from', { timeout: 30_000 }, async ({ path, status = 200, check }) => {
    const { status: got, body } = await api(server, path);
    expect(got, JSON.stringify(body).slice(0, 300)).toBe(status);
    check?.(body);
  });
});
