/**
 * Derived links computed after the merge (they need several collections at once): item types by
 * name, item slots, characteristic ids on effects, recipe and drop back-links, event drops, monster races by name,
 * dungeon bosses, sub-area and area names, map clue ids and the treasure-hunt index, characteristic
 * names from effect texts.
 */
import { linkAlmanaxCalendars } from './derive-almanax-calendars.ts';
import type { Rec } from './util/io.ts';
import { num, numArr, isObj } from './util/io.ts';
import { nameKey } from './util/slug.ts';
import { translateEffectTemplates } from './effect-templates.ts';
import { namePlaces } from './derive-places.ts';
import { applyTextTwins, nameJobs } from './derive-texts.ts';
import { markEveryMonsterDrops, markOlderDropLists } from './derive-drops.ts';
import { cleanQuests } from './derive-quests.ts';
import { ITEM_TYPE_NAMES, SLOT_BY_TYPE, BREEDS, statLabelsByEffectId } from './adapters/labels.ts';

export type Cols = Map<string, Map<number, Rec>>;

function col(cols: Cols, name: string): Map<number, Rec> {
  let c = cols.get(name);
  if (!c) {
    c = new Map();
    cols.set(name, c);
  }
  return c;
}

function vote<K>(m: Map<K, Map<string, number>>, key: K, value: string): void {
  const v = m.get(key) ?? new Map<string, number>();
  v.set(value, (v.get(value) ?? 0) + 1);
  m.set(key, v);
}
function best<T extends string>(v: Map<T, number> | undefined): T | undefined {
  if (!v) return undefined;
  let out: T | undefined;
  let n = 0;
  for (const [k, c] of v) if (c > n) [out, n] = [k, c];
  return out;
}

/** Item type ids learnt from names: items whose type id is known (recipes) vote for their type name. */
function resolveItemTypes(cols: Cols): void {
  const items = col(cols, 'items');
  const types = col(cols, 'item-types');
  const idByName = new Map<string, Map<string, number>>(); // `${lang}:${key}` → typeId votes
  const nameById = new Map<string, Map<string, number>>(); // `${lang}:${typeId}` → name votes
  for (const it of items.values()) {
    const tn = it._typeName;
    const typeId = num(it.typeId);
    if (!isObj(tn) || typeId === undefined) continue;
    for (const [lang, name] of Object.entries(tn)) {
      if (typeof name !== 'string') continue;
      vote(idByName, `${lang}:${nameKey(name)}`, String(typeId));
      vote(nameById, `${lang}:${typeId}`, name);
    }
  }
  const lookup = new Map<string, number>();
  for (const [k, v] of idByName) lookup.set(k, Number(best(v)));
  for (const [id, fr, en] of ITEM_TYPE_NAMES) {
    lookup.set(`fr:${nameKey(fr)}`, id);
    lookup.set(`en:${nameKey(en)}`, id);
    if (!nameById.has(`fr:${id}`)) vote(nameById, `fr:${id}`, fr);
    if (!nameById.has(`en:${id}`)) vote(nameById, `en:${id}`, en);
  }
  for (const it of items.values()) {
    const tn = it._typeName;
    if (num(it.typeId) !== undefined || !isObj(tn)) continue;
    for (const [lang, name] of Object.entries(tn)) {
      const id = typeof name === 'string' ? lookup.get(`${lang}:${nameKey(name)}`) : undefined;
      if (id !== undefined) {
        it.typeId = id;
        break;
      }
    }
  }
  addTypesWithoutGameId(items, types);
  // Types the game removed before 2.73 (still on items of 2021-22): kept where items name them.
  for (const it of items.values()) {
    const typeId = num(it.typeId);
    if (typeId === undefined || types.has(typeId) || !nameById.has(`fr:${typeId}`)) continue;
    const hint = num(it._superTypeHint);
    types.set(typeId, { id: typeId, superTypeId: hint ?? 0, removedFromGame: true });
  }
  // Names of item types: FR/EN names voted by the items of that type; dofuslab's 6-language table by EN name.
  const labTable = (col(cols, '_item-type-names').get(0)?.list as Rec[] | undefined) ?? [];
  const labByEn = new Map(
    labTable.filter((t) => typeof t.en === 'string').map((t) => [nameKey(t.en as string), t]),
  );
  for (const [id, t] of types) {
    const name: Rec = isObj(t.name) ? t.name : {};
    for (const lang of ['fr', 'en'])
      if (name[lang] === undefined) name[lang] = best(nameById.get(`${lang}:${id}`));
    const lab = typeof name.en === 'string' ? labByEn.get(nameKey(name.en)) : undefined;
    if (lab) for (const [k, v] of Object.entries(lab)) if (name[k] === undefined) name[k] = v;
    t.name = name;
    const slot = SLOT_BY_TYPE.get(id);
    if (slot) t.slot = slot;
  }
}

/** First id of the item types made for type names no source gives a game id for. */
export const NEW_TYPE_BASE = 100_000;

/**
 * Items whose type is known only by name, a name no item with a game type id carries (types added by
 * Dofus 3: archmonster souls, Muldo, Volkorne…): one item type per name (FR and EN names from the items'
 * votes), with a stable id above NEW_TYPE_BASE derived from the name, so lists and type pages hold them.
 */
function addTypesWithoutGameId(items: Map<number, Rec>, types: Map<number, Rec>): void {
  interface Group {
    items: Rec[];
    names: Map<string, Map<string, number>>; // lang → name votes
    sup: Map<string, number>;
  }
  const groups = new Map<string, Group>();
  const byEn = new Map<string, string>(); // EN name key → group key (joins EN-only items to their FR group)
  const pending: Rec[] = [] as Rec[];
  for (const it of items.values()) {
    if (num(it.typeId) === undefined && isObj(it._typeName)) pending.push(it);
  }
  // Items named in FR first, so an item named only in EN joins the group of the same EN name.
  pending.sort(
    (x, y) => Number(!isObj(x._typeName) || !x._typeName.fr) - Number(!isObj(y._typeName) || !y._typeName.fr),
  );
  for (const it of pending) {
    const tn = it._typeName as Rec;
    const fr = typeof tn.fr === 'string' ? tn.fr : undefined;
    const en = typeof tn.en === 'string' ? tn.en : undefined;
    const key = fr ? `fr:${nameKey(fr)}` : en ? (byEn.get(nameKey(en)) ?? `en:${nameKey(en)}`) : undefined;
    if (!key) continue;
    if (en && !byEn.has(nameKey(en))) byEn.set(nameKey(en), key);
    const g: Group = groups.get(key) ?? { items: [], names: new Map(), sup: new Map() };
    g.items.push(it);
    if (fr) vote(g.names, 'fr', fr);
    if (en) vote(g.names, 'en', en);
    const hint = num(it._superTypeHint);
    if (hint !== undefined) g.sup.set(String(hint), (g.sup.get(String(hint)) ?? 0) + 1);
    groups.set(key, g);
  }
  for (const [key, g] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    let id = NEW_TYPE_BASE + (stableHash(key) % 90_000);
    while (types.has(id)) id++;
    const name: Rec = {};
    for (const lang of ['fr', 'en']) {
      const n = best(g.names.get(lang));
      if (n) name[lang] = n;
    }
    const sup = best(g.sup);
    types.set(id, {
      id,
      name,
      superTypeId: sup !== undefined ? Number(sup) : 0,
      withoutGameId: true,
    });
    for (const it of g.items) it.typeId = id;
  }
}

/** FNV-1a 32-bit: a stable number from a string. */
function stableHash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

function fillCharacteristics(list: unknown, charOf: Map<number, number>): void {
  if (!Array.isArray(list)) return;
  for (const e of list as Rec[]) {
    const id = num(e.effectId);
    if (id !== undefined && (!e.characteristic || e.characteristic === 0))
      e.characteristic = charOf.get(id) ?? 0;
  }
}

function linkItems(cols: Cols): void {
  const items = col(cols, 'items');
  const types = col(cols, 'item-types');
  const effects = col(cols, 'effects');
  const charOf = new Map<number, number>();
  for (const [id, e] of effects) charOf.set(id, num(e.characteristic) ?? 0);
  for (const it of items.values()) {
    fillCharacteristics(it.effects, charOf);
    const typeId = num(it.typeId);
    const slot = typeId !== undefined ? SLOT_BY_TYPE.get(typeId) : undefined;
    if (slot) {
      it.slot = slot;
      it.isEquipment = true;
    }
    const t = typeId !== undefined ? types.get(typeId) : undefined;
    if (t && it.superTypeId === undefined) it.superTypeId = num(t.superTypeId);
    it.recipeIds = [];
    it.dropMonsterIds = [];
  }
  for (const s of col(cols, 'item-sets').values()) {
    if (Array.isArray(s.bonuses)) for (const b of s.bonuses as Rec[]) fillCharacteristics(b.effects, charOf);
    const levels = numArr(s.itemIds).map((i) => num(items.get(i)?.level) ?? 0);
    if (s.level === undefined) s.level = levels.length ? Math.max(...levels) : 0;
  }
  for (const [mountId, m] of col(cols, 'mounts')) {
    fillCharacteristics(m.effects, charOf);
    // A mount certificate gives its mount's bonuses; the item dumps list no effect line for it.
    const certificate = items.get(num(m.certificateId) ?? -1);
    if (!certificate) continue;
    certificate.mountId = mountId;
    const mountEffects = Array.isArray(m.effects) ? (m.effects as Rec[]) : [];
    if (mountEffects.length > 0 && !(Array.isArray(certificate.effects) && certificate.effects.length > 0))
      certificate.effects = mountEffects.map((effect) => ({ ...effect }));
  }
  for (const [id, r] of col(cols, 'recipes')) {
    const item = items.get(id);
    if (item) {
      (item.recipeIds as number[]).push(id);
      if (r.resultTypeId === undefined) r.resultTypeId = num(item.typeId);
      if (r.resultLevel === undefined) r.resultLevel = num(item.level);
    }
  }
  for (const [id, m] of col(cols, 'monsters')) {
    if (!Array.isArray(m.drops)) continue;
    for (const d of m.drops as Rec[]) {
      const item = items.get(num(d.itemId) ?? -1);
      const list = item?.dropMonsterIds as number[] | undefined;
      if (list && !list.includes(id)) list.push(id);
    }
  }
}

/** Race / super-race names voted by their monsters' race names (dofus-tracker-2019). */
function linkMonsters(cols: Cols): void {
  const monsters = col(cols, 'monsters');
  const races = col(cols, 'monster-races');
  const superRaces = col(cols, 'monster-super-races');
  const raceNames = new Map<number, Map<string, number>>();
  const superNames = new Map<number, Map<string, number>>();
  for (const m of monsters.values()) {
    const raceId = num(m.raceId);
    const rn = isObj(m._raceName) ? (m._raceName.fr as string | undefined) : undefined;
    const sn = isObj(m._superRaceName) ? (m._superRaceName.fr as string | undefined) : undefined;
    if (raceId === undefined) continue;
    if (rn) vote(raceNames, raceId, rn);
    const sup = num(races.get(raceId)?.superRaceId);
    if (sn && sup !== undefined) vote(superNames, sup, sn);
  }
  for (const [id, r] of races)
    if (!isObj(r.name) && raceNames.has(id)) r.name = { fr: best(raceNames.get(id)) };
  for (const [id, r] of superRaces)
    if (!isObj(r.name) && superNames.has(id)) r.name = { fr: best(superNames.get(id)) };
  for (const m of monsters.values()) {
    if (!Array.isArray(m.grades) || m.grades.length === 0) {
      // A dungeon list gives level and life only: the rest of the grade stays unknown, not 0.
      const g = m._dungeonGrade as Rec | undefined;
      m.grades = g ? [{ grade: 1, level: g.level, lifePoints: g.lifePoints }] : [];
    }
    if (!Array.isArray(m.drops)) m.drops = [];
  }
  for (const [id, d] of col(cols, 'dungeons')) {
    const ids = numArr(d.monsterIds);
    d.monsterIds = ids;
    if (d.bossId === undefined) d.bossId = ids.find((m) => monsters.get(m)?.isBoss === true);
    for (const m of ids) {
      const mon = monsters.get(m);
      if (!mon) continue;
      const list = Array.isArray(mon.dungeonIds) ? (mon.dungeonIds as number[]) : [];
      if (!list.includes(id)) list.push(id);
      mon.dungeonIds = list;
    }
  }
}

/**
 * World map of a map no source states it for: a world-map marker on it (Hints), else, for a map known
 * to be outdoors (a treasure-hunt clue stands on it, or the 2018 dump says so), the world map of its
 * area; else -1 (indoor maps and maps of unknown kind sit on no world map).
 */
export function worldMapOf(m: Rec, worldOfSubArea: (subAreaId: number | undefined) => number | null | undefined = () => undefined): number {
  const hint = num(m._worldMapHint);
  if (hint !== undefined) return hint;
  const outdoor = m.outdoor === true || numArr(m.clueIds).length > 0;
  const ofSubArea = worldOfSubArea(num(m.subAreaId));
  const guess = num(m._worldMapGuess) ?? ofSubArea ?? undefined;
  if (outdoor && guess !== undefined) return guess;
  // A clue map whose sub-area no table knows: the main world, where nearly all outdoor maps lie,
  // unless a source said -1 (a known sub-area without a world stays off every world map).
  return outdoor && ofSubArea === undefined && m.worldMap === undefined ? 1 : -1;
}

/**
 * The world map of a sub-area as the D2O tables give it: its own `worldmapId` when positive, else its
 * area's, else its super area's (they write -1/0 for "inherited"); null for a known sub-area none of
 * them places, undefined for an unknown one. For maps whose sub-area comes from a source other than
 * the sub-areas' own map lists.
 */
function worldMapResolver(cols: Cols): (subAreaId: number | undefined) => number | null | undefined {
  const subAreas = col(cols, 'subareas');
  const areas = col(cols, 'areas');
  const superAreas = col(cols, 'super-areas');
  const positive = (v: unknown) => {
    const n = num(v);
    return n !== undefined && n > 0 ? n : undefined;
  };
  return (subAreaId) => {
    const sub = subAreaId === undefined ? undefined : subAreas.get(subAreaId);
    if (!sub) return undefined;
    const area = areas.get(num(sub.areaId) ?? -1);
    const superArea = area ? superAreas.get(num(area.superAreaId) ?? -1) : undefined;
    return positive(sub.worldmapId) ?? positive(area?.worldmapId) ?? positive(superArea?.worldmapId) ?? null;
  };
}

/** map-positions defaults and the treasure-hunt index (clue id → maps holding it). */
function linkMaps(cols: Cols): void {
  const maps = col(cols, 'map-positions');
  const index = col(cols, 'treasure-hunt-index');
  const worldOfSubArea = worldMapResolver(cols);
  for (const [id, m] of maps) {
    if (num(m.posX) === undefined || num(m.posY) === undefined) {
      maps.delete(id);
      continue;
    }
    // A map holding a treasure-hunt clue is outdoors: a stated -1 ("no world map", the 2018 dump's
    // word for indoor maps, and D2O's for "inherited") gives way to the world of its area.
    const stated = num(m.worldMap);
    if (stated === undefined || (stated < 0 && numArr(m.clueIds).length > 0)) m.worldMap = worldMapOf(m, worldOfSubArea);
    for (const clueId of numArr(m.clueIds)) {
      const e = index.get(clueId) ?? { id: clueId, maps: [] as number[][] };
      (e.maps as number[][]).push([id, m.posX as number, m.posY as number, m.worldMap as number]);
      index.set(clueId, e);
    }
  }
  for (const [id, p] of col(cols, '_clue-positions')) {
    const e = index.get(id) ?? { id, maps: [] };
    e.positionsWithoutMap = p.positions;
    index.set(id, e);
  }
}

/** Characteristic names from the text of their bonus effect (FR) and the stat label table (EN). */
function nameCharacteristics(cols: Cols): void {
  const byChar = new Map<number, Rec>();
  for (const [id, e] of col(cols, 'effects')) {
    const c = num(e.characteristic);
    if (!c || e.bonusType !== 1 || !isObj(e.description) || byChar.has(c)) continue;
    byChar.set(c, { ...e, id });
  }
  const clean = (s: string) =>
    s
      .replace(/#\d\{~1~2 à -?\}#\d|-?#\d/g, '')
      .replace(/\{~[a-z]+\}/g, '')
      .replace(/[()]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
  for (const [id, c] of col(cols, 'characteristics')) {
    if (isObj(c.name)) continue;
    const e = byChar.get(id);
    const fr =
      e && isObj(e.description) && typeof e.description.fr === 'string' ? clean(e.description.fr) : undefined;
    const en = e ? statLabelsByEffectId.get(num(e.id) ?? -1)?.en : undefined;
    if (fr || en) c.name = { fr: fr || undefined, en };
    else if (typeof c.keyword === 'string' && c.keyword) {
      // Last resort: the game's own keyword ("criticalDamageBonus" → "Critical damage bonus"), English only.
      const words = c.keyword.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
      c.name = { en: words.charAt(0).toUpperCase() + words.slice(1) };
    }
  }
}

function nameBreeds(cols: Cols): void {
  const breeds = col(cols, 'breeds');
  for (const [id, , fr, en] of BREEDS) {
    const b = breeds.get(id);
    if (!b) continue;
    const name = { fr, en };
    if (!isObj(b.name)) b.name = name;
    if (!isObj(b.shortName)) b.shortName = { ...name };
    if (!isObj(b.longName)) b.longName = { ...name };
  }
}

/** Name key for comparing offerings across sources: accents, case and spacing ignored. */
const offeringKey = (s: unknown) =>
  typeof s === 'string' ? nameKey(s.normalize('NFD').replace(/[\u0300-\u036f]/g, '')) : undefined;

/**
 * Joins each almanax day to one offering. The newest source (almanax-tracker, 2026) gives the French
 * item name; the N1ark tracker (2025) gives the item id and English name in `_offering`. When both
 * name the same item they are joined; when they differ (the offering changed between the two years:
 * 5 days, e.g. 25 November), the newer item stands and its id and English name come from the item
 * table by its French name, never from the other year's item.
 */
function linkAlmanax(cols: Cols): void {
  const items = col(cols, 'items');
  const byFrName = new Map<string, number[]>();
  for (const [id, it] of items) {
    const k = isObj(it.name) ? offeringKey(it.name.fr) : undefined;
    if (k) byFrName.set(k, [...(byFrName.get(k) ?? []), id]);
  }
  for (const d of col(cols, 'almanax').values()) {
    const off = isObj(d._offering) ? d._offering : undefined;
    const offName = off && isObj(off.itemName) ? off.itemName : undefined;
    const fr = isObj(d.itemName) ? d.itemName.fr : undefined;
    // An offering without a French name has nothing to contradict the day's item: it is joined.
    const agrees =
      fr === undefined || offName?.fr === undefined || offeringKey(fr) === offeringKey(offName.fr);
    if (off && agrees) {
      d.itemId = num(off.itemId);
      d.itemName = { ...(offName ?? {}), ...(isObj(d.itemName) ? d.itemName : {}) };
      if (d.quantity === undefined) d.quantity = num(off.quantity);
      if (d.img === undefined && typeof off.img === 'string') d.img = off.img;
    } else if (fr !== undefined) {
      const ids = byFrName.get(offeringKey(fr) ?? '') ?? [];
      d.itemId = ids.length === 1 ? ids[0] : undefined;
      d.offeringChanged = off ? true : undefined;
    }
    delete d._offering;
    const item = items.get(num(d.itemId) ?? -1);
    if (item && isObj(item.name)) {
      const n: Rec = isObj(d.itemName) ? d.itemName : {};
      for (const [k, v] of Object.entries(item.name)) if (n[k] === undefined) n[k] = v;
      d.itemName = n;
    }
    if (d.quantity === undefined) d.quantity = 1;
  }
}

export function derive(cols: Cols): void {
  resolveItemTypes(cols);
  linkItems(cols);
  linkMonsters(cols);
  markEveryMonsterDrops(col(cols, 'monsters'), col(cols, 'items'));
  markOlderDropLists(col(cols, 'monsters'));
  cleanQuests(cols);
  namePlaces(cols);
  linkMaps(cols);
  nameCharacteristics(cols);
  nameBreeds(cols);
  applyTextTwins(cols);
  nameJobs(col(cols, 'jobs'));
  translateEffectTemplates(col(cols, 'effects'));
  linkAlmanax(cols);
  linkAlmanaxCalendars(cols);
}
