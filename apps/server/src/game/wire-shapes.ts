/**
 * DofusDB document shapes, computed once at load from the bundle (the importer's documents stay as
 * they are): the fields public DofusDB clients read (`_id`, an item's embedded `type` and `itemSet`
 * with `itemSetId` −1 for "no set", `possibleEffects`, flat weapon fields, a recipe's `result` and
 * `ingredients`, a set's `items` and `effects` indexed by pieces worn, a monster's `race`, `spells`,
 * `subareas` and drops with `objectId`/`percentDropForGrade1..5`, resolved quest and achievement
 * rewards, readable achievement objectives, `img` URLs under IMAGE_BASE_URL). Every added field is
 * derived from data the bundle has; nothing is invented.
 */
import { calendarIdOf } from '@grimoire/gamedata/almanax';
import { achievementShape, almanaxCalendar, questShape, type RewardRefs } from './wire-activities';
import { byId, ids, joinUrl, minimal, withMongoId, type Rec } from './wire-util';

export interface WireCollection {
  /** The documents, shaped when called (the service calls it once, on its collection's first use). */
  docs: () => readonly Rec[];
  /** Fields holding embedded documents (`$populate=false` leaves them out). */
  embedded: readonly string[];
  /** The almanax: DofusDB's calendar document of a day (`GET /almanax?date=MM/DD/YYYY`). */
  calendar?: (day: Rec, isoDate: string) => Rec;
}

/** A value computed on first call, then kept. */
export function once<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = compute();
      done = true;
    }
    return value;
  };
}

type Collections = ReadonlyMap<string, readonly Rec[]>;

interface ImageUrls {
  item(doc: Rec): Rec;
  icon(folder: string, doc: Rec, prefix?: string): Rec;
}

function imageUrls(base: string): ImageUrls {
  return {
    /** An item's picture: the bundle's own `img` when it has one, else `{base}/items/{iconId}.png`. */
    item: (doc) =>
      typeof doc.img === 'string' || typeof doc.iconId !== 'number'
        ? doc
        : { ...doc, img: joinUrl(base, `items/${doc.iconId}.png`) },
    icon: (folder, doc, prefix = '') =>
      typeof doc.img === 'string' || typeof doc.iconId !== 'number'
        ? doc
        : { ...doc, img: joinUrl(base, `${folder}/${prefix}${doc.iconId}.png`) },
  };
}

/** The quests and achievements whose rewards give each item. */
function rewardedBy(c: Collections): { quests: Map<number, number[]>; achievements: Map<number, number[]> } {
  const collect = (name: string, rewardsOf: (doc: Rec) => unknown[]) => {
    const out = new Map<number, number[]>();
    for (const doc of c.get(name) ?? []) {
      const seen = new Set<number>();
      for (const reward of rewardsOf(doc))
        for (const tuple of (reward as Rec | undefined)?.itemsReward as unknown[] ?? [])
          if (Array.isArray(tuple) && typeof tuple[0] === 'number') seen.add(tuple[0]);
      for (const id of seen) {
        const list = out.get(id) ?? [];
        list.push(doc.id as number);
        out.set(id, list);
      }
    }
    return out;
  };
  const array = (v: unknown) => (Array.isArray(v) ? (v as unknown[]) : []);
  return {
    quests: collect('quests', (q) => array(q.steps).flatMap((s) => array((s as Rec).rewards))),
    achievements: collect('achievements', (a) => array(a.rewards)),
  };
}

function itemShapes(c: Collections, img: ImageUrls): Rec[] {
  const types = byId(c.get('item-types'));
  const sets = byId(c.get('item-sets'));
  const usedBy = new Map<number, number[]>();
  for (const recipe of c.get('recipes') ?? [])
    for (const id of ids(recipe.ingredientIds)) {
      const list = usedBy.get(id) ?? [];
      list.push(recipe.id as number);
      usedBy.set(id, list);
    }
  const superTypes = byId(c.get('item-super-types'));
  const typeDocs = new Map(
    [...types].map(([id, t]) => {
      const sup = superTypes.get(t.superTypeId as number);
      return [id, { _id: String(id), ...t, ...(sup ? { superType: { _id: String(sup.id), ...sup } } : {}) }];
    }),
  );
  const categoryOf = new Map<number, unknown>();
  for (const e of c.get('effects') ?? []) if (typeof e.id === 'number' && e.category !== undefined) categoryOf.set(e.id, e.category);
  const withCategory = (e: Rec) => (categoryOf.has(e.effectId as number) ? { ...e, category: categoryOf.get(e.effectId as number) } : e);
  const rewarding = rewardedBy(c);
  const setDocs = new Map(
    [...sets].map(([id, s]) => [id, { _id: String(id), id, name: s.name, level: s.level, items: s.itemIds }]),
  );
  return (c.get('items') ?? []).map((item) => {
    const setId = typeof item.itemSetId === 'number' && item.itemSetId > 0 ? item.itemSetId : -1;
    const weapon = item.weapon as Rec | undefined;
    const effects = (Array.isArray(item.effects) ? (item.effects as Rec[]) : []).map(withCategory);
    // With `_id` (first, as the service serves it), so the service keeps these very documents (no
    // second copy); added by withMongoId, as for every other collection's documents.
    return withMongoId(img.item({
      ...item,
      className: weapon ? 'Weapons' : 'Items',
      type: typeDocs.get(item.typeId as number),
      itemSetId: setId,
      itemSet: setDocs.get(setId) ?? false,
      effects,
      possibleEffects: effects.map((e) => ({
        ...e,
        diceNum: e.from,
        diceSide: e.to === e.from ? 0 : e.to,
      })),
      ...(typeof item.criterions === 'string' ? { criteria: item.criterions } : {}),
      hasRecipe: ids(item.recipeIds).length > 0,
      recipesThatUse: usedBy.get(item.id as number) ?? [],
      questsThatReward: rewarding.quests.get(item.id as number) ?? [],
      achievementsThatReward: rewarding.achievements.get(item.id as number) ?? [],
      ...(weapon
        ? {
            apCost: weapon.apCost,
            minRange: weapon.minRange,
            range: weapon.maxRange,
            criticalHitProbability: weapon.criticalHitProbability,
            criticalHitBonus: weapon.criticalHitBonus,
            maxCastPerTurn: weapon.maxCastPerTurn,
          }
        : {}),
    }));
  });
}

const RESISTANCE_FIELDS = [
  ['neutral', 'neutralResistance'],
  ['earth', 'earthResistance'],
  ['fire', 'fireResistance'],
  ['water', 'waterResistance'],
  ['air', 'airResistance'],
] as const;

/** A grade with DofusDB's flat fields beside ours: `earthResistance`…, `paDodge`, `pmDodge`, `gradeXp`. */
function flatGrade(g: Rec, monsterId: number): Rec {
  const resistances = (g.resistances ?? {}) as Rec;
  const flat: Record<string, unknown> = { monsterId };
  for (const [ours, theirs] of RESISTANCE_FIELDS) if (typeof resistances[ours] === 'number') flat[theirs] = resistances[ours];
  if (typeof g.apDodge === 'number') flat.paDodge = g.apDodge;
  if (typeof g.mpDodge === 'number') flat.pmDodge = g.mpDodge;
  if (typeof g.experience === 'number') flat.gradeXp = g.experience;
  return { ...g, ...flat };
}

/** DofusDB's embedded `correspondingMiniBoss`: the archmonster that replaces this monster. */
function miniBossOf(m: Rec, monsters: Map<number, Rec>, imageBaseUrl: string): Rec {
  const boss = typeof m.correspondingMiniBossId === 'number' ? monsters.get(m.correspondingMiniBossId) : undefined;
  return boss ? { correspondingMiniBoss: { ...minimal(boss), isMiniBoss: true, img: joinUrl(imageBaseUrl, `monsters/${boss.id}.png`) } } : {};
}

/** A set's `effects[n]`: the bonus lines for n pieces worn (empty where the set gives none). */
function setEffects(bonuses: unknown): Rec[][] {
  const rows = Array.isArray(bonuses) ? (bonuses as Rec[]) : [];
  const max = Math.max(0, ...rows.map((r) => (typeof r.itemCount === 'number' ? r.itemCount : 0)));
  const out: Rec[][] = Array.from({ length: max + 1 }, () => []);
  for (const row of rows) if (typeof row.itemCount === 'number') out[row.itemCount] = (row.effects as Rec[]) ?? [];
  return out;
}

export function buildWireShapes(c: Collections, imageBaseUrl: string): Map<string, WireCollection> {
  const img = imageUrls(imageBaseUrl);
  const out = new Map<string, WireCollection>();
  const items = once(() => itemShapes(c, img));
  const itemIndex = once(() => byId(items()));
  const small = (id: number) => {
    const item = itemIndex().get(id);
    return item ? { ...minimal(item), level: item.level, typeId: item.typeId, iconId: item.iconId, img: item.img } : undefined;
  };
  const refs = once((): RewardRefs => ({ items: itemIndex(), titles: byId(c.get('titles')), ornaments: byId(c.get('ornaments')) }));
  /** A recipe's result: the small form with the item's effects. */
  const resultOf = (id: number) => {
    const item = small(id);
    return item && { ...item, effects: itemIndex().get(id)?.effects ?? [] };
  };
  out.set('items', { docs: items, embedded: ['type', 'itemSet'] });

  // Not kept here: the collection's service keeps what it is given (with `_id`, game/services.ts).
  const set = (name: string, embedded: string[], shape: (doc: Rec) => Rec) =>
    out.set(name, { docs: () => (c.get(name) ?? []).map(shape), embedded });

  set('item-sets', ['items'], (s) => ({
    ...s,
    items: ids(s.itemIds).flatMap((id) => small(id) ?? []),
    effects: setEffects(s.bonuses),
    typeIds: [...new Set(ids(s.itemIds).flatMap((id) => itemIndex().get(id)?.typeId ?? []))],
  }));
  set('recipes', ['result', 'ingredients'], (r) => ({
    ...r,
    result: resultOf(r.resultId as number),
    ingredients: ids(r.ingredientIds).map((id) => small(id) ?? null),
  }));
  const monsterIndex = once(() => byId(c.get('monsters')));
  set('monsters', ['correspondingMiniBoss'], (m) => ({
    ...m,
    ...miniBossOf(m, monsterIndex(), imageBaseUrl),
    race: m.raceId,
    grades: (Array.isArray(m.grades) ? (m.grades as Rec[]) : []).map((g) => flatGrade(g, m.id as number)),
    subareas: ids(m.subAreaIds),
    spells: ids(m.spellIds),
    img: joinUrl(imageBaseUrl, `monsters/${m.id}.png`),
    drops: (Array.isArray(m.drops) ? (m.drops as Rec[]) : []).map((d) => {
      // The 3.6.8.8 tables give one rate per drop: DofusDB's five per-grade fields all carry it.
      const percents = Array.isArray(d.percentPerGrade) ? (d.percentPerGrade as number[]) : [];
      const one = typeof d.percent === 'number' ? d.percent : (percents[0] ?? 0);
      return {
        ...d,
        monsterId: m.id,
        objectId: d.itemId,
        hasCriteria: d.isConditional === true,
        criteria: typeof d.criteria === 'string' ? d.criteria : null,
        percentDropForGrade1: percents[0] ?? one,
        percentDropForGrade2: percents[1] ?? one,
        percentDropForGrade3: percents[2] ?? one,
        percentDropForGrade4: percents[3] ?? one,
        percentDropForGrade5: percents[4] ?? one,
      };
    }),
  }));
  set('dungeons', [], (d) => ({ ...d, monsters: ids(d.monsterIds) }));
  set('monster-races', [], (r) => ({ ...r, monsters: ids(r.monsterIds) }));
  set('quests', [], questShape(refs, c));
  const achievement = achievementShape(refs, c);
  set('achievements', [], (a) => img.icon('achievements', achievement(a)));
  const questsByCalendar = once(() => {
    const byCalendar = new Map<number, number[]>();
    for (const q of c.get('quests') ?? []) {
      const calendarId = calendarIdOf(q.startCriterion);
      if (calendarId !== undefined) byCalendar.set(calendarId, [...(byCalendar.get(calendarId) ?? []), q.id as number].sort((a, b) => a - b));
    }
    return byCalendar;
  });
  out.set('almanax', {
    docs: () => c.get('almanax') ?? [],
    embedded: [],
    calendar: (day, isoDate) => almanaxCalendar(day, isoDate, itemIndex(), questsByCalendar()),
  });
  const spells = once(() => byId(c.get('spells')));
  set('spells', [], (s) => img.icon('spells', s, 'sort_'));
  set('spell-variants', ['spells'], (v) => ({
    ...v,
    spells: ids(v.spellIds).flatMap((id) => {
      const spell = spells().get(id);
      return spell ? [img.icon('spells', { ...minimal(spell), iconId: spell.iconId, img: spell.img }, 'sort_')] : [];
    }),
  }));
  set('challenges', [], (ch) => img.icon('challenges', ch));
  set('breeds', [], (b) => ({ ...b, img: joinUrl(imageBaseUrl, `breeds/symbol_${b.id}.png`) }));
  return out;
}
