/**
 * Derived links computed after the merge (they need several collections at once): item types by
 * name, item slots, characteristic ids on effects, recipe and drop back-links, monster races by name,
 * dungeon bosses, sub-area and area names, map clue ids and the treasure-hunt index, characteristic
 * names from effect texts.
 */
import type { Rec } from './util/io.ts';
import { num, numArr, isObj } from './util/io.ts';
import { nameKey } from './util/slug.ts';
import { translateEffectTemplates } from './effect-templates.ts';
import { namePlaces } from './derive-places.ts';
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
      const g = m._dungeonGrade as Rec | undefined;
      m.grades = g
        ? [
            {
              grade: 1,
              level: g.level,
              lifePoints: g.lifePoints,
              actionPoints: 0,
              movementPoints: 0,
              resistances: { neutral: 0, earth: 0, fire: 0, water: 0, air: 0 },
            },
          ]
        : [];
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
 * The world map of a sub-area: its own `worldmapId` when positive, else its area's, else its super
 * area's (the D2O tables write -1/0 for "inherited"). Checked against the 2018 MapPositions: the
 * inherited world agrees for every outdoor map both know.
 */
function worldMapResolver(cols: Cols): (subAreaId: number | undefined) => number | undefined {
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
    return positive(sub.worldmapId) ?? positive(area?.worldmapId) ?? positive(superArea?.worldmapId);
  };
}

/** map-positions defaults and the treasure-hunt index (clue id → maps holding it). */
function linkMaps(cols: Cols): void {
  const maps = col(cols, 'map-positions');
  const index = col(cols, 'treasure-hunt-index');
  const worldOf = worldMapResolver(cols);
  for (const [id, m] of maps) {
    if (num(m.posX) === undefined || num(m.posY) === undefined) {
      maps.delete(id);
      continue;
    }
    // D2O's -1 means "the world of the area/super area"; missing means the main world.
    if (m.worldMap === undefined || (num(m.worldMap) ?? 0) <= 0) m.worldMap = worldOf(num(m.subAreaId)) ?? m.worldMap ?? 1;
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

function linkAlmanax(cols: Cols): void {
  const items = col(cols, 'items');
  for (const d of col(cols, 'almanax').values()) {
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
  namePlaces(cols);
  linkMaps(cols);
  nameCharacteristics(cols);
  translateEffectTemplates(col(cols, 'effects'));
  nameBreeds(cols);
  linkAlmanax(cols);
}
