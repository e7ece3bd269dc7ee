/**
 * Requests public DofusDB clients send for documents (almanax, quests, achievements, monsters, sets,
 * worlds and maps), with the fields their code reads, grown from the search tool's code index.
 * Sources, cited in each case:
 * - DofusSharp/DofusSharp (`DofusDbAlmanaxClient`: `almanax?date=MM/dd/yyyy`; models
 *   `DofusDbAlmanaxCalendar`, `DofusDbBreed`, `DofusDbCriterionJsonConverter`)
 * - SamGoodwater/KrosmozJdr (`docs/…/Collect/DEFINITIONS.md`: the monster and item requests of its
 *   data collector, and the monster document it reads)
 * - clients the index holds without their repository name, cited by what they are: a React
 *   dashboard's almanax widget, a Python market tool's almanax module, a Flutter almanax screen and
 *   its storage service, two Tauri (Rust) almanax apps, a TypeScript offering builder, a Python
 *   quest-graph loader and its model, a React craft list, a C# dungeon exporter, a Next.js world-map
 *   sync script, a Python treasure-hunt helper, a map userscript, a PHP set exporter, a set-bonus
 *   userscript, Next.js set and class pages, a Laravel monster search.
 */
import { expect } from 'vitest';
import { page, q, read, type Body, type Case } from './replay-kit';

/** The almanax quest chain: `quests?startCriterion[$regex]=Ad=<calendar id>` → the offering. */
const offering = (quest: Body) => ({
  item: read(quest, 'steps.0.objectives.0.need.generated.items.0'),
  quantity: read(quest, 'steps.0.objectives.0.need.generated.quantities.0'),
});

export const DOCUMENT_CASES: Case[] = [
  // Almanax: the calendar document of a day, then its quest and item.
  {
    from: 'DofusSharp/DofusSharp DofusDbAlmanaxClient: almanax?date=MM/dd/yyyy → DofusDbAlmanaxCalendar',
    path: '/api/almanax?date=07/08/2025',
    check: (cal) => {
      expect(cal).toMatchObject({ id: 326, npcId: 2079, bonusIds: [228], itemIds: [13343], quantities: [2], questIds: [1364] });
      expect(cal.dates).toEqual(['2025-07-08']);
      expect(cal.items[0]).toMatchObject({ id: 13343, type: { id: 15, superType: { id: 9 } } });
      expect(cal.npc.name.fr).toBe('Unkn');
    },
  },
  {
    from: "React dashboard almanax widget: almanax?date=YYYY-MM-DD reads items[0].name.fr, items[0].img, desc.fr, quantities[0]",
    path: '/api/almanax?date=2025-07-08',
    check: (cal) => {
      expect(read(cal, 'items.0.name.fr')).toBe('Nœud de Marin');
      expect(read(cal, 'items.0.img')).toMatch(/^https?:\/\/.+\.png$/);
      expect(read(cal, 'desc.fr')).toContain('Pirates de Moon');
      expect(read(cal, 'quantities.0')).toBe(2);
    },
  },
  {
    from: 'Python market tool almanax module: almanax?date=MM/DD/YYYY reads name.fr, desc.fr, itemIds, quantities, items[].id/name.fr',
    path: '/api/almanax?date=01/06/2026',
    check: (cal) => {
      expect(read(cal, 'name.fr')).toBe('Quête répétable');
      expect(read(cal, 'desc.fr')).toContain('Amakna');
      expect(cal.itemIds).toHaveLength(cal.quantities.length);
      expect(cal.items.map((i: Body) => i.id)).toEqual(cal.itemIds);
      expect(read(cal, 'items.0.name.fr')).toBeTruthy();
    },
  },
  {
    from: 'Flutter almanax screen: almanax?date=M/D/YYYY (unpadded) reads m_id',
    path: '/api/almanax?date=7/8/2025',
    check: (cal) => expect(cal.m_id).toBe(326),
  },
  {
    from: 'Flutter almanax screen: quests?startCriterion[$regex]=Ad%3D{m_id}($|%26\\)|\\|)&lang=fr → steps[0].objectives[0].need.generated.items[0]',
    path: `/api/quests?startCriterion[$regex]=${q('Ad=326($|&\\)|\\|)')}&lang=fr`,
    check: (body) => {
      const [quest] = page(body);
      expect(quest.id).toBe(1364);
      expect(offering(quest)).toEqual({ item: 13343, quantity: 2 });
    },
  },
  {
    from: 'Flutter storage service: items?$skip=0&id[]={offering}&lang=fr reads data[0]',
    path: '/api/items?$skip=0&id[]=13343&lang=fr',
    check: (body) => expect(page(body)[0].name.fr).toBe('Nœud de Marin'),
  },
  {
    from: 'Tauri (Rust) almanax app: almanax?date=M/D/YYYY reads id, desc.fr/en',
    path: '/api/almanax?date=1/6/2026',
    check: (cal) => {
      expect(typeof cal.id).toBe('number');
      expect(cal.desc).toMatchObject({ fr: expect.any(String), en: expect.any(String) });
    },
  },
  {
    from: 'Tauri (Rust) almanax app: quests?startCriterion[$regex]=Ad={id} reads the offering, optimalLevel, duration, rewards[0] ratios, levelMax',
    path: `/api/quests?startCriterion[$regex]=${q('Ad=137')}`,
    check: (body) => {
      const [quest] = page(body);
      expect(quest.id).toBe(1077);
      expect(offering(quest)).toEqual({ item: 418, quantity: 6 });
      expect(typeof read(quest, 'steps.0.optimalLevel')).toBe('number');
      expect(typeof read(quest, 'steps.0.duration')).toBe('number');
      for (const field of ['kamasRatio', 'experienceRatio', 'kamasScaleWithPlayerLevel', 'levelMax'])
        expect(read(quest, `steps.0.rewards.0.${field}`)).not.toBeNull();
    },
  },
  {
    from: 'TypeScript offering builder: almanax?date=12/31/24 (a two-digit year, its Paris-time helper) reads id, name, desc',
    path: '/api/almanax?date=12/31/24',
    check: (cal) => {
      expect(cal.dates).toEqual(['2024-12-31']);
      expect(read(cal, 'name.fr')).toBeTruthy();
      expect(read(cal, 'desc.fr')).toBeTruthy();
    },
  },
  {
    from: 'almanax bots: a trailing slash before the query',
    path: '/api/almanax/?date=07/08/2025',
    check: (cal) => expect(cal.id).toBe(326),
  },
  {
    from: 'almanax bots: an impossible date is refused, naming the parameter',
    path: '/api/almanax?date=02/30/2025',
    status: 400,
    check: (body) => expect(body.message).toContain('date'),
  },
  // Quests.
  {
    from: 'Python quest-graph loader: quests?categoryId=X&$limit=100&$select[]=id reads total, limit, data[].id',
    path: '/api/quests?categoryId=31&$limit=100&$select[]=id',
    check: (body) => {
      expect(body.limit).toBe(50);
      expect(Object.keys(page(body)[0])).toEqual(['id']);
    },
  },
  {
    from: 'Python quest-graph loader: quests?$skip=0&$select[]=id&startCriterion[$regex]=Qf={id}($|\\)|\\|)&lang=fr (the quests that follow)',
    path: `/api/quests?$skip=0&$select[]=id&startCriterion[$regex]=${q('Qf=55($|\\)|\\|)')}&lang=fr`,
    check: (body) => expect(page(body).map((x) => x.id)).toContain(56),
  },
  {
    from: 'Python quest-graph loader: quests/{id} reads name.fr, startCriterion, steps; DofusDB also gives followable and stepIds',
    path: '/api/quests/56',
    check: (quest) => {
      expect(quest.startCriterion).toContain('Qf=55');
      expect(quest.followable).toBe(true);
      expect(quest.stepIds).toEqual(quest.steps.map((s: Body) => s.id));
    },
  },
  {
    from: 'React craft list: quests?id[]=…&lang=fr reads data[].name.fr',
    path: '/api/quests?id[]=1077&id[]=1364&lang=fr',
    check: (body) => expect(page(body).map((x) => x.name.fr)).toEqual(['Offrande à Sebklav', 'Offrande à Unkn']),
  },
  {
    from: 'quest rewards embedded: items[{id, name, iconId}], itemsQuantityReward, titles[{name}]',
    path: '/api/quests/1665',
    check: (quest) => {
      const rewards = quest.steps.flatMap((s: Body) => s.rewards);
      const titled = rewards.find((r: Body) => r.titles.length > 0);
      expect(titled.titles[0].name.fr).toBeTruthy();
      for (const r of rewards) expect(r.itemsQuantityReward).toHaveLength(r.itemsReward.length);
    },
  },
  // Achievements.
  {
    from: 'Python quest-graph model: achievements/{id} reads objectives[].readableCriterion[0][1].id (the quest to finish)',
    path: '/api/achievements/552',
    check: (a) => {
      expect(a.objectives.map((o: Body) => o.readableCriterion[0][1].id)).toEqual([612, 613, 614]);
      expect(a.objectives[0].readableCriterion[0][1]).toMatchObject({ className: 'Quests', name: { fr: expect.any(String) } });
      expect(a.objectives[0].name.fr).toContain('Quête');
    },
  },
  {
    from: 'C# dungeon exporter: achievements?$skip=0&categoryId=12&$limit=50&$populate=false&lang=fr reads Total, Data',
    path: '/api/achievements?$skip=0&categoryId=12&$limit=50&$populate=false&lang=fr',
    check: (body) => expect(page(body).length).toBeGreaterThan(0),
  },
  {
    from: 'React craft list: achievements?id[]=&lang=fr (an item no achievement gives) answers an empty page',
    path: '/api/achievements?id[]=&lang=fr',
    check: (body) => expect(page(body)).toEqual([]),
  },
  {
    from: 'achievement rewards embedded: titles[{name}], description',
    path: '/api/achievements/548',
    check: (a) => {
      expect(a.rewards.some((r: Body) => r.titles[0]?.name?.fr)).toBe(true);
      expect(a.description.fr).toBeTruthy();
    },
  },
  // Items, recipes, monsters.
  {
    from: 'React craft list: recipes/{id}?lang=fr reads ingredientIds, quantities; items/{id} reads dropMonsterIds, questsThatReward, achievementsThatReward',
    path: '/api/items/13343?lang=fr',
    check: (item) => {
      expect(item.dropMonsterIds).toContain(228);
      expect(item.questsThatReward).toEqual([1669]);
      expect(item.achievementsThatReward).toEqual([]);
    },
  },
  {
    from: 'React craft list: monsters?$limit=50&$skip=0&id[$in][]=…&lang=fr reads isMiniBoss, name.fr, img, subareas',
    path: '/api/monsters?$limit=50&$skip=0&id[$in][]=2270&id[$in][]=31&lang=fr',
    check: (body) => {
      const [larva, mini] = page(body);
      expect(mini).toMatchObject({ id: 2270, isMiniBoss: true, img: expect.stringMatching(/\.png$/) });
      expect(larva.subareas.length).toBeGreaterThan(0);
    },
  },
  {
    from: 'DofusSharp/DofusSharp DofusDbMonster: a monster links to its mini-boss (correspondingMiniBossId, correspondingMiniBoss)',
    path: '/api/monsters/784',
    check: (m) => {
      expect(m).toMatchObject({ isMiniBoss: false, correspondingMiniBossId: 2270 });
      expect(m.correspondingMiniBoss).toMatchObject({ id: 2270, name: { fr: 'Piradain le Pingre' }, isMiniBoss: true });
    },
  },
  {
    from: 'SamGoodwater/KrosmozJdr collector: monsters?$sort[id]=-1&$limit=10&$populate=false&$skip=0&lang=fr reads grades[] flat fields, race, spells',
    path: '/api/monsters?$sort[id]=-1&$limit=10&$populate=false&$skip=0&lang=fr',
    check: (body) => {
      const graded = page(body).find((m) => m.grades.length > 0)!;
      for (const field of ['earthResistance', 'fireResistance', 'waterResistance', 'airResistance', 'neutralResistance', 'lifePoints', 'level'])
        expect(typeof graded.grades[0][field], field).toBe('number');
      expect(Array.isArray(graded.spells)).toBe(true);
    },
  },
  {
    from: 'SamGoodwater/KrosmozJdr collector: monsters?race=X&$and[0][grades][$elemMatch][level][$gte]=100&$and[1][grades][$elemMatch][level][$lte]=200',
    path: '/api/monsters?race=11&$and[0][grades][$elemMatch][level][$gte]=1&$and[1][grades][$elemMatch][level][$lte]=200',
    check: (body) => expect(page(body).every((m) => m.race === 11)).toBe(true),
  },
  {
    from: 'SamGoodwater/KrosmozJdr collector: the monster document (isBoss, gradeXp, race)',
    path: '/api/monsters/58',
    check: (m) => {
      expect(m.isBoss).toBe(true);
      expect(typeof m.grades[0].gradeXp).toBe('number');
    },
  },
  {
    from: 'SamGoodwater/KrosmozJdr collector: items?typeId[$ne]=203&$sort=-id&level[$gte]=0&level[$lte]=200&$and[0][effects][$elemMatch][characteristic]=23&$skip=20&lang=fr',
    path: '/api/items?typeId[$ne]=203&$sort=-id&level[$gte]=0&level[$lte]=200&$and[0][effects][$elemMatch][characteristic]=23&$skip=20&lang=fr',
    check: (body) => {
      const items = page(body);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => i.effects.some((e: Body) => e.characteristic === 23))).toBe(true);
      expect(typeof items[0].effects[0].category).toBe('number');
    },
  },
  {
    from: 'Laravel monster search: monsters?slug.fr[$search]=…&$limit=20 reads name.fr',
    path: '/api/monsters?slug.fr[$search]=larve%20bleue&$limit=20',
    check: (body) => expect(page(body).map((m) => m.name.fr)).toContain('Larve Bleue'),
  },
  {
    from: 'recipes read result.effects and ingredient names',
    path: '/api/recipes/44',
    check: (r) => {
      expect(Array.isArray(r.result.effects)).toBe(true);
      expect(r.ingredients.every((i: Body) => i.name.fr)).toBe(true);
    },
  },
  // Sets.
  {
    from: 'PHP set exporter: item-sets?$select[]=id&$select[]=name&$select[]=items&$skip=0&$limit=50 reads data[].items',
    path: '/api/item-sets?$select[]=id&$select[]=name&$select[]=items&$skip=0&$limit=50',
    check: (body) => expect(page(body)[0].items[0]).toMatchObject({ id: expect.any(Number), name: expect.any(Object) }),
  },
  {
    from: 'set-bonus userscript: item-sets?name.fr[$in][]=…&$limit=50&$select[]=name&$select[]=effects&lang=fr',
    path: `/api/item-sets?name.fr[$in][]=${q('Panoplie Gelax')}&$limit=50&$select[]=name&$select[]=effects&lang=fr`,
    check: (body) => expect(page(body)[0].effects[2][0]).toMatchObject({ characteristic: 15 }),
  },
  {
    from: 'Next.js set page: item-sets?$limit=5 reads items[].id, items[].name.fr; DofusDB also gives typeIds and bonusIsSecret',
    path: '/api/item-sets/6',
    check: (set) => {
      expect(set.items.map((i: Body) => i.name.fr).every(Boolean)).toBe(true);
      expect(set.typeIds.length).toBeGreaterThan(0);
      expect(set.bonusIsSecret).toBe(false);
    },
  },
  // Worlds and maps.
  {
    from: 'Next.js world-map sync: worlds?$limit=100&lang=fr, then worlds/{id} reads _id, name.fr, totalWidth, totalHeight',
    path: '/api/worlds/1',
    check: (w) => {
      expect(w).toMatchObject({ _id: '1', name: { fr: 'Monde des Douze' }, totalWidth: 10000, totalHeight: 8000, visibleOnMap: true });
      expect(w.zoom).toContain('1');
    },
  },
  {
    from: 'Python treasure-hunt helper: map-positions?worldMap=1&$limit=50&$skip=N reads posX, posY, subAreaId',
    path: '/api/map-positions?worldMap=1&$limit=50&$skip=50',
    check: (body) => expect(page(body).every((m) => typeof m.posX === 'number' && typeof m.posY === 'number')).toBe(true),
  },
  {
    from: 'map userscript: map-positions?$and[0][posX]=X&$and[1][posY]=Y&$and[3][worldMap]=1 (a gap in the $and indexes)',
    path: '/api/map-positions?$and[0][posX]=5&$and[1][posY]=-18&$and[3][worldMap]=1',
    check: (body) => expect(page(body).map((m) => m.hasPriorityOnWorldmap)).toContain(true),
  },
  {
    from: 'Python quest-graph loader: map-positions/{id}?$select[]=id&$select[]=posX&$select[]=posY&$select[]=worldMap',
    path: '/api/map-positions/191105026?$select[]=id&$select[]=posX&$select[]=posY&$select[]=worldMap',
    check: (m) => expect(m).toEqual({ id: 191105026, posX: 5, posY: -18, worldMap: 1 }),
  },
  // Classes and spells.
  {
    from: 'DofusSharp/DofusSharp DofusDbBreed and Next.js class page: breeds?$limit=20 reads img',
    path: '/api/breeds?$limit=20',
    check: (body) => expect(page(body).every((b) => /^https?:\/\//.test(b.img))).toBe(true),
  },
  {
    from: 'SamGoodwater/KrosmozJdr collector: spells/{id}?lang=fr reads name, description',
    path: '/api/spells/350?lang=fr',
    check: (s) => expect(s.description.fr).toBeTruthy(),
  },
  // The condition endpoint and tolerant queries.
  {
    from: "DofusSharp/DofusSharp DofusDbCriterionJsonConverter: criterion/{url-encoded} is a JSON array of texts, records and '&'/'|'",
    path: `/api/criterion/${q('PL>189&Qf=1077')}?lang=en`,
    check: (body) => {
      expect(body).toEqual([['Level > 189'], '&', [expect.stringContaining('Offering for Sebklav'), expect.objectContaining({ id: 1077, className: 'Quests' })]]);
    },
  },
  {
    from: 'a glued parameter as Feathers reads it (parseInt): $skip=0$limit=50 is skip 0 with the default page',
    path: '/api/items?$skip=0$limit=50',
    check: (body) => expect(body).toMatchObject({ skip: 0, limit: 10 }),
  },
  {
    from: 'a glued sort direction: $sort[level]=1lang=fr sorts ascending',
    path: '/api/items?$sort[level]=1lang=fr&$limit=3&$select[]=level',
    check: (body) => expect(page(body).map((i) => i.level)).toEqual([1, 1, 1]),
  },
  {
    from: 'an empty $select[] (a client joining an empty field list) answers whole documents',
    path: '/api/items?$select[]=&$limit=1',
    check: (body) => expect(page(body)[0]).toHaveProperty('name'),
  },
  {
    from: 'harvest bots: recoltable?$sort[id]=1&$limit=5&$skip=0 like every game service',
    path: '/api/recoltable?$sort[id]=1&$limit=5&$skip=0&lang=fr',
    check: (body) => expect(page(body).length).toBeLessThanOrEqual(5),
  },
];
