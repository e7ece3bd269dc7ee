/**
 * Names of sub-areas and areas. The 2.73 dump gives them by text id only, so they are joined from
 * other sources: the zaap of a sub-area bears its name (jouvev, by map id); the 2019 monsters list the
 * FR names of the sub-areas they live in (dofus-tracker), matched to the game's sub-areas by their
 * monsters; Metamob and the mount capture zones tie sub-area names to area names and give EN/ES texts.
 * An area none of those names takes the Metamob zone whose proper name its sub-areas bear ("Cité
 * d'Astrub", "Forêt d'Astrub" → Astrub; "Lac de Cania" → Plaines de Cania).
 */
import type { Rec } from './util/io.ts';
import { isObj, num, numArr } from './util/io.ts';
import { nameKey } from './util/slug.ts';
import type { Cols } from './derive.ts';

/** Least Jaccard similarity between a sub-area's monsters and the monsters listing a name. */
const MIN_SIMILARITY = 0.5;

const frOf = (v: unknown): string | undefined =>
  isObj(v) && typeof v.fr === 'string' && v.fr !== '' ? v.fr : undefined;
/** Name keys of the French texts among `names`. */
const frKeys = (names: readonly unknown[]): Set<string> =>
  new Set(names.flatMap((n) => (frOf(n) ? [nameKey(frOf(n) as string)] : [])));

function col(cols: Cols, name: string): Map<number, Rec> {
  return cols.get(name) ?? new Map<number, Rec>();
}

/** Adds the languages `from` has and `target` lacks (names already there stand). */
function addTexts(target: Rec, from: Rec | undefined): void {
  if (!from) return;
  const name: Rec = isObj(target.name) ? target.name : {};
  for (const [lang, text] of Object.entries(from)) if (name[lang] === undefined) name[lang] = text;
  target.name = name;
}

function jaccard(a: ReadonlySet<number>, b: ReadonlySet<number>): number {
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Highest-scoring key, or undefined when the two best tie (an ambiguous match is no match). */
function uniqueBest<K>(scores: Map<K, number>): { key: K; score: number } | undefined {
  let best: { key: K; score: number } | undefined;
  let second = -1;
  for (const [key, score] of scores) {
    if (!best || score > best.score) {
      second = best?.score ?? -1;
      best = { key, score };
    } else if (score > second) second = score;
  }
  return best && best.score > second ? best : undefined;
}

/**
 * FR sub-area names from the monsters' 2019 `areaNames`: a name goes to the sub-area whose monsters it
 * fits best when that sub-area is also the name's best fit (mutual best match, no tie, similarity ≥ 0.5).
 */
export function matchSubAreaNames(
  monstersOfSubArea: ReadonlyMap<number, readonly number[]>,
  namesOfMonster: ReadonlyMap<number, readonly string[]>,
): Map<number, string> {
  const known = new Set<number>();
  const subAreaSets = new Map<number, Set<number>>();
  for (const [id, ids] of monstersOfSubArea) {
    const set = new Set(ids.filter((m) => namesOfMonster.has(m)));
    if (set.size) subAreaSets.set(id, set);
    for (const m of set) known.add(m);
  }
  const nameSets = new Map<string, { text: string; monsters: Set<number> }>();
  for (const [m, names] of namesOfMonster) {
    if (!known.has(m)) continue;
    for (const text of names) {
      const entry = nameSets.get(nameKey(text)) ?? { text, monsters: new Set<number>() };
      entry.monsters.add(m);
      nameSets.set(nameKey(text), entry);
    }
  }
  const bestName = new Map<number, { key: string; score: number } | undefined>();
  const subAreaScores = new Map<string, Map<number, number>>();
  for (const [id, set] of subAreaSets) {
    const scores = new Map<string, number>();
    for (const m of set)
      for (const text of namesOfMonster.get(m) ?? []) {
        const key = nameKey(text);
        if (scores.has(key)) continue;
        const score = jaccard(set, nameSets.get(key)?.monsters ?? new Set());
        scores.set(key, score);
        const bySubArea = subAreaScores.get(key) ?? new Map<number, number>();
        bySubArea.set(id, score);
        subAreaScores.set(key, bySubArea);
      }
    bestName.set(id, uniqueBest(scores));
  }
  const out = new Map<number, string>();
  for (const [id, best] of bestName) {
    if (!best || best.score < MIN_SIMILARITY) continue;
    if (uniqueBest(subAreaScores.get(best.key) ?? new Map())?.key !== id) continue;
    out.set(id, nameSets.get(best.key)?.text ?? best.key);
  }
  return out;
}

function nameSubAreas(cols: Cols): void {
  const subAreas = col(cols, 'subareas');
  const subAreaOfMap = new Map<number, number>();
  for (const [id, s] of subAreas) for (const mapId of numArr(s.mapIds)) subAreaOfMap.set(mapId, id);
  // Zaaps first: a 2.7x source joined by map id, the same client generation as the dump.
  for (const [mapId, zaap] of col(cols, '_zaap-names')) {
    const s = subAreas.get(subAreaOfMap.get(mapId) ?? -1);
    if (s && !frOf(s.name) && isObj(zaap.name)) addTexts(s, zaap.name);
  }
  const namesOfMonster = new Map<number, string[]>();
  for (const [id, m] of col(cols, 'monsters')) {
    const names = Array.isArray(m.areaNames) ? (m.areaNames as unknown[]).flatMap((n) => frOf(n) ?? []) : [];
    if (names.length) namesOfMonster.set(id, names);
  }
  const monstersOfSubArea = new Map([...subAreas].map(([id, s]) => [id, numArr(s.monsterIds)]));
  const taken = frKeys([...subAreas.values()].map((s) => s.name));
  for (const [id, fr] of matchSubAreaNames(monstersOfSubArea, namesOfMonster)) {
    const s = subAreas.get(id);
    if (s && !frOf(s.name) && !taken.has(nameKey(fr))) addTexts(s, { fr });
  }
}

/** Place texts by FR name key: Metamob's zones and sub-zones, dungeons, and (with `own`) the sub-areas and areas themselves. */
function placeTexts(cols: Cols, own = false): Map<string, Rec> {
  const metamob = col(cols, '_metamob-places').get(0);
  const texts = new Map<string, Rec>();
  const remember = (name: unknown) => {
    const fr = frOf(name);
    if (fr && !texts.has(nameKey(fr))) texts.set(nameKey(fr), name as Rec);
  };
  for (const z of (metamob?.subAreas as Rec[] | undefined) ?? []) remember(z.name);
  for (const name of (metamob?.areas as Rec[] | undefined) ?? []) remember(name);
  for (const d of col(cols, 'dungeons').values()) if (isObj(d.name) && d.name.en) remember(d.name);
  if (own)
    for (const name of ['subareas', 'areas'])
      for (const place of col(cols, name).values()) if (isObj(place.name) && place.name.en) remember(place.name);
  return texts;
}

/** Other languages of a FR place name: Metamob's zones and sub-zones, and dungeons of the same FR name. */
function translatePlaces(cols: Cols): void {
  const texts = placeTexts(cols);
  for (const name of ['subareas', 'areas'])
    for (const place of col(cols, name).values()) {
      const fr = frOf(place.name);
      if (fr) addTexts(place, texts.get(nameKey(fr)));
    }
}

/**
 * The breeding capture zones name their sub-area, area and nearest zaap in French only
 * (elevagesimu): each takes the other languages of the place of the same FR name, so an English
 * page reads "Scaraleaf Plain" as the portals do. Names no place carries stay French (and marked).
 */
function translateCaptureZones(cols: Cols): void {
  const texts = placeTexts(cols, true);
  const translate = (text: unknown) => {
    const fr = frOf(text);
    const from = fr ? texts.get(nameKey(fr)) : undefined;
    if (!from || !isObj(text)) return;
    for (const [lang, value] of Object.entries(from)) if (text[lang] === undefined) text[lang] = value;
  };
  for (const family of col(cols, 'mount-families').values()) {
    const zone = family.captureZone;
    if (!isObj(zone)) continue;
    translate(zone.subArea);
    translate(zone.area);
    if (isObj(zone.nearestZaap)) translate(zone.nearestZaap.name);
  }
}

/** Area names voted by their named sub-areas: Metamob zone of a sub-zone, area of a capture zone. */
function nameAreas(cols: Cols): void {
  const areaOfName = new Map<string, Rec>();
  const metamob = col(cols, '_metamob-places').get(0);
  for (const z of (metamob?.subAreas as Rec[] | undefined) ?? []) {
    const fr = frOf(z.name);
    if (fr && isObj(z.areaName)) areaOfName.set(nameKey(fr), z.areaName);
  }
  for (const z of (col(cols, '_capture-zones').get(0)?.list as Rec[] | undefined) ?? []) {
    const fr = frOf(z.subArea);
    if (fr && isObj(z.area) && !areaOfName.has(nameKey(fr))) areaOfName.set(nameKey(fr), z.area);
  }
  const votes = new Map<number, Map<string, number>>();
  const textOf = new Map<string, Rec>();
  for (const s of col(cols, 'subareas').values()) {
    const fr = frOf(s.name);
    const area = fr ? areaOfName.get(nameKey(fr)) : undefined;
    const areaFr = frOf(area);
    const areaId = num(s.areaId);
    if (!area || !areaFr || areaId === undefined) continue;
    const v = votes.get(areaId) ?? new Map<string, number>();
    v.set(nameKey(areaFr), (v.get(nameKey(areaFr)) ?? 0) + 1);
    votes.set(areaId, v);
    textOf.set(nameKey(areaFr), area);
  }
  for (const [id, a] of col(cols, 'areas')) {
    const best = uniqueBest(votes.get(id) ?? new Map<string, number>());
    if (best && !frOf(a.name)) addTexts(a, textOf.get(best.key));
  }
}

/** The words that make a zone's name its own: the capitalised ones after the first ("Plaines de Cania" → cania). */
function properWords(zone: string): string[] {
  const words = zone.split(/[\s'’-]+/).filter(Boolean);
  const proper = words.slice(1).filter((w) => /^\p{Lu}/u.test(w));
  return (proper.length ? proper : words.slice(0, 1)).map(nameKey).filter((w) => w.length >= 3);
}

/**
 * Area id → the FR zone name its sub-areas bear: a zone's proper words must all be words of a
 * sub-area's name; the area with the most such sub-areas takes the zone, when the zone is also that
 * area's best match (mutual best, no tie).
 */
export function matchAreasByPlaceWords(
  subAreaNamesOfArea: ReadonlyMap<number, readonly string[]>,
  zones: readonly string[],
): Map<number, string> {
  const wordsOf = (name: string) => new Set(nameKey(name).split('-'));
  const scores = new Map<string, Map<number, number>>();
  for (const zone of zones) {
    const proper = properWords(zone);
    if (!proper.length) continue;
    const byArea = new Map<number, number>();
    for (const [area, names] of subAreaNamesOfArea) {
      const count = names.filter((name) => proper.every((w) => wordsOf(name).has(w))).length;
      if (count > 0) byArea.set(area, count);
    }
    scores.set(zone, byArea);
  }
  const result = new Map<number, string>();
  for (const [zone, byArea] of scores) {
    const best = uniqueBest(byArea);
    if (!best) continue;
    const ofArea = new Map([...scores].flatMap(([z, b]) => (b.has(best.key) ? [[z, b.get(best.key)!] as const] : [])));
    if (uniqueBest(ofArea)?.key === zone) result.set(best.key, zone);
  }
  return result;
}

/** Areas still unnamed take the Metamob zone whose proper name their sub-areas bear. */
function nameAreasByPlaceWords(cols: Cols): void {
  const zones = ((col(cols, '_metamob-places').get(0)?.areas as Rec[] | undefined) ?? []).filter((z) => frOf(z));
  const areas = col(cols, 'areas');
  const taken = frKeys([...areas.values()].map((a) => a.name));
  const names = new Map<number, string[]>();
  for (const s of col(cols, 'subareas').values()) {
    const fr = frOf(s.name);
    const areaId = num(s.areaId);
    if (fr && areaId !== undefined && !frOf(areas.get(areaId)?.name)) names.set(areaId, [...(names.get(areaId) ?? []), fr]);
  }
  const free = zones.filter((z) => !taken.has(nameKey(frOf(z)!)));
  const byFr = new Map(free.map((z) => [frOf(z)!, z]));
  for (const [areaId, fr] of matchAreasByPlaceWords(names, [...byFr.keys()])) {
    const area = areas.get(areaId);
    if (area) addTexts(area, byFr.get(fr));
  }
}

/** A monster's 2019 area names that are now named game sub-areas of it are not repeated as free text. */
function pruneMonsterAreaNames(cols: Cols): void {
  const subAreas = col(cols, 'subareas');
  for (const m of col(cols, 'monsters').values()) {
    if (!Array.isArray(m.areaNames)) continue;
    const known = frKeys(numArr(m.subAreaIds).map((id) => subAreas.get(id)?.name));
    const rest = (m.areaNames as unknown[]).filter((n) => {
      const fr = frOf(n);
      return !fr || !known.has(nameKey(fr));
    });
    if (rest.length) m.areaNames = rest;
    else delete m.areaNames;
  }
}

export function namePlaces(cols: Cols): void {
  nameSubAreas(cols);
  translatePlaces(cols);
  nameAreas(cols);
  nameAreasByPlaceWords(cols);
  translatePlaces(cols);
  pruneMonsterAreaNames(cols);
  translateCaptureZones(cols);
}
