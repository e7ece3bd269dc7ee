import type { Out } from './adapter.ts';
import { readD2O, num, numArr, str, type Rec } from '../util/io.ts';
import { ALIGNMENT_SIDES, MONTHS } from './labels.ts';

const bool = (v: unknown): boolean => v === true;
const pairs = (v: unknown): [number, number][] =>
  Array.isArray(v)
    ? v
        .filter((p): p is [number, number] => Array.isArray(p) && p.length >= 2)
        .map((p) => [Number(p[0]), Number(p[1])])
    : [];

export async function loadDatafusContent(dir: string, out: Out): Promise<void> {
  for (const b of await readD2O(dir, 'Breeds')) {
    out.put('breeds', num(b.id), {
      statsPointsForStrength: pairs(b.statsPointsForStrength),
      statsPointsForIntelligence: pairs(b.statsPointsForIntelligence),
      statsPointsForChance: pairs(b.statsPointsForChance),
      statsPointsForAgility: pairs(b.statsPointsForAgility),
      statsPointsForVitality: pairs(b.statsPointsForVitality),
      statsPointsForWisdom: pairs(b.statsPointsForWisdom),
      breedSpellsId: numArr(b.breedSpellsId),
      breedRoles: Array.isArray(b.breedRoles)
        ? (b.breedRoles as Rec[]).filter((r) => (num(r.value) ?? 0) > 0).map((r) => num(r.roleId) ?? 0)
        : [],
      complexity: num(b.complexity),
      sortIndex: num(b.sortIndex),
      maleArtwork: num(b.maleArtwork),
      femaleArtwork: num(b.femaleArtwork),
      maleLook: str(b.maleLook),
      femaleLook: str(b.femaleLook),
      creatureBonesId: num(b.creatureBonesId),
      maleColors: numArr(b.maleColors),
      femaleColors: numArr(b.femaleColors),
      spawnMap: num(b.spawnMap),
    });
  }
  for (const r of await readD2O(dir, 'BreedRoles')) {
    const c = num(r.color);
    out.put('breed-roles', num(r.id), {
      color: c !== undefined ? `#${c.toString(16).padStart(6, '0')}` : undefined,
    });
  }
  for (const v of await readD2O(dir, 'SpellVariants')) {
    out.put('spell-variants', num(v.id), { breedId: num(v.breedId), spellIds: numArr(v.spellIds) });
    const ids = numArr(v.spellIds);
    if (ids.length === 2) {
      out.put('spells', ids[0], { variantId: ids[1], breedId: num(v.breedId) });
      out.put('spells', ids[1], { variantId: ids[0], breedId: num(v.breedId) });
    }
  }
  for (const r of await readD2O(dir, 'MonsterSuperRaces')) out.put('monster-super-races', num(r.id), {});
  for (const r of await readD2O(dir, 'MonsterRaces')) {
    const monsterIds = numArr(r.monsters);
    out.put('monster-races', num(r.id), { superRaceId: num(r.superRaceId), monsterIds });
    for (const m of monsterIds) out.put('monsters', m, { raceId: num(r.id) });
  }
  // A mini-boss replaces a monster of its family (`monsterReplacingId`): that monster is not one, and
  // links to it (DofusDB's `correspondingMiniBossId`).
  for (const m of await readD2O(dir, 'MonsterMiniBoss')) {
    out.put('monsters', num(m.id), { isMiniBoss: true });
    const replaced = num(m.monsterReplacingId);
    if (replaced !== undefined && replaced !== num(m.id))
      out.put('monsters', replaced, { isMiniBoss: false, correspondingMiniBossId: num(m.id) });
  }

  // Quests with their steps and step rewards.
  const rewards = new Map<number, Rec>();
  for (const r of await readD2O(dir, 'QuestStepRewards')) {
    rewards.set(num(r.id) ?? -1, {
      id: num(r.id),
      levelMin: num(r.levelMin) ?? -1,
      levelMax: num(r.levelMax) ?? -1,
      kamasRatio: num(r.kamasRatio) ?? 0,
      experienceRatio: num(r.experienceRatio) ?? 0,
      kamasScaleWithPlayerLevel: bool(r.kamasScaleWithPlayerLevel),
      itemsReward: pairs(r.itemsReward),
      emotesReward: numArr(r.emotesReward),
      jobsReward: numArr(r.jobsReward),
      spellsReward: numArr(r.spellsReward),
      titlesReward: numArr(r.titlesReward),
    });
  }
  const steps = new Map<number, Rec>();
  for (const s of await readD2O(dir, 'QuestSteps')) {
    steps.set(num(s.id) ?? -1, {
      id: num(s.id),
      optimalLevel: num(s.optimalLevel) ?? 0,
      duration: num(s.duration) ?? 0,
      objectives: numArr(s.objectiveIds).map((id) => ({ id })),
      rewards: numArr(s.rewardsIds)
        .map((id) => rewards.get(id))
        .filter((r): r is Rec => !!r),
    });
  }
  for (const q of await readD2O(dir, 'Quests')) {
    out.put('quests', num(q.id), {
      categoryId: num(q.categoryId) ?? 0,
      levelMin: num(q.levelMin),
      levelMax: num(q.levelMax),
      repeatType: num(q.repeatType),
      isDungeonQuest: bool(q.isDungeonQuest),
      isPartyQuest: bool(q.isPartyQuest),
      startCriterion: str(q.startCriterion),
      followable: typeof q.followable === 'boolean' ? q.followable : undefined,
      repeatLimit: num(q.repeatLimit),
      steps: numArr(q.stepIds)
        .map((id) => steps.get(id))
        .filter((s): s is Rec => !!s),
    });
  }
  // Joined to the almanax days by their offering quest's `Ad=` condition (derive), then dropped.
  for (const c of await readD2O(dir, 'AlmanaxCalendars'))
    out.put('almanax-calendars', num(c.id), { npcId: num(c.npcId), bonusIds: numArr(c.bonusesIds) });
  for (const c of await readD2O(dir, 'QuestCategory')) {
    out.put('quest-categories', num(c.id), { order: num(c.order), questIds: numArr(c.questIds) });
  }
  for (const t of await readD2O(dir, 'QuestObjectiveTypes')) out.put('quest-objective-types', num(t.id), {});

  // Achievements with objectives and rewards.
  const objectives = new Map<number, Rec>();
  for (const o of await readD2O(dir, 'AchievementObjectives')) {
    objectives.set(num(o.id) ?? -1, { id: num(o.id), order: num(o.order) ?? 0, criterion: str(o.criterion) });
  }
  const achRewards = new Map<number, Rec>();
  for (const r of await readD2O(dir, 'AchievementRewards')) {
    const items = numArr(r.itemsReward);
    const qty = numArr(r.itemsQuantityReward);
    achRewards.set(num(r.id) ?? -1, {
      id: num(r.id),
      criteria: str(r.criteria),
      kamasRatio: num(r.kamasRatio) ?? 0,
      experienceRatio: num(r.experienceRatio) ?? 0,
      kamasScaleWithPlayerLevel: bool(r.kamasScaleWithPlayerLevel),
      itemsReward: items.map((id, i) => [id, qty[i] ?? 1]),
      emotesReward: numArr(r.emotesReward),
      spellsReward: numArr(r.spellsReward),
      titlesReward: numArr(r.titlesReward),
      ornamentsReward: numArr(r.ornamentsReward),
    });
  }
  for (const a of await readD2O(dir, 'Achievements')) {
    out.put('achievements', num(a.id), {
      categoryId: num(a.categoryId) ?? 0,
      iconId: num(a.iconId),
      points: num(a.points) ?? 0,
      level: num(a.level) ?? 0,
      order: num(a.order),
      accountLinked: bool(a.accountLinked),
      objectives: numArr(a.objectiveIds)
        .map((id) => objectives.get(id))
        .filter((o): o is Rec => !!o),
      rewards: numArr(a.rewardIds)
        .map((id) => achRewards.get(id))
        .filter((r): r is Rec => !!r),
    });
  }
  for (const c of await readD2O(dir, 'AchievementCategories')) {
    out.put('achievement-categories', num(c.id), {
      parentId: num(c.parentId) ?? 0,
      order: num(c.order),
      achievementIds: numArr(c.achievementIds),
      color: str(c.color),
      icon: str(c.icon),
    });
  }
  for (const c of await readD2O(dir, 'Challenges')) {
    const target = num(c.targetMonsterId);
    out.put('challenges', num(c.id), {
      categoryId: num(c.categoryId),
      iconId: num(c.iconId),
      targetMonsterId: target ? target : undefined,
      incompatibleChallenges: numArr(c.incompatibleChallenges),
      completionCriterion: str(c.completionCriterion),
      activationCriterion: str(c.activationCriterion),
    });
  }
  for (const t of await readD2O(dir, 'Titles')) {
    out.put('titles', num(t.id), { visible: bool(t.visible), categoryId: num(t.categoryId) });
  }
  // Small constant name tables (no i18n tables in the dump for these).
  if ((await readD2O(dir, 'Months')).length) {
    for (const [id, fr, en] of MONTHS) out.put('months', id, { name: { fr, en } });
  }
  for (const s of await readD2O(dir, 'AlignmentSides')) {
    const row = ALIGNMENT_SIDES.find(([id]) => id === num(s.id));
    out.put('alignment-sides', num(s.id), row ? { name: { fr: row[1], en: row[2] } } : {});
  }
}
