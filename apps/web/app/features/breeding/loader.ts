import type { MountFamily } from '@grimoire/gamedata/types';
import { mountColourKey, type BreedingFamilyKey } from '@grimoire/rules';
import { data } from 'react-router';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { effectIdsOf, effectLines } from '../items';

/** The spec's route segment of each family (`/tools/breeding/crossing/volk` is the Rhineetles). */
const FAMILY_OF_SEGMENT: Record<string, BreedingFamilyKey> = { dragodinde: 'dragodinde', muldo: 'muldo', volk: 'volkorne' };

/** The family of a route segment (own keys only: `constructor` is no family). */
export const familyOfSegment = (segment: string | undefined): BreedingFamilyKey | undefined =>
  segment !== undefined && Object.hasOwn(FAMILY_OF_SEGMENT, segment) ? FAMILY_OF_SEGMENT[segment] : undefined;

/** The menu label (plural family name) of each family, in `menu.*`. */
export const MENU_KEY: Record<BreedingFamilyKey, string> = { dragodinde: 'breedingDragoturkey', muldo: 'breedingMuldo', volkorne: 'breedingVolkorne' };

type Text = Partial<Record<string, string>>;

/** A mount as the page shows it: names and stat lines in the page language only. */
export interface BreedingMountView {
  id: number;
  key: string;
  name: Text;
  missingTranslations?: string[];
  generation: number;
  colors: string[];
  geneticWeight: number;
  capturable: boolean;
  breedable: boolean;
  crossings: number[][];
  genetons: Partial<Record<string, number>>;
  img?: string;
  stats: string[];
}

export interface CaptureMonster {
  id: number;
  name: Text;
  missingTranslations?: string[];
  img?: string;
}

export interface BreedingData {
  family: BreedingFamilyKey;
  familyName: Text;
  familyMissing?: string[];
  commonBonus?: Text;
  captureZone: MountFamily['captureZone'] | null;
  captureMonsters: CaptureMonster[];
  mounts: BreedingMountView[];
}

const only = (text: Text | undefined, lang: Language): Text => ({ [lang]: text?.[lang] ?? text?.fr ?? '' });

/**
 * A mount's colours in the page's language, or none when the data does not name one of them in it:
 * never a French colour on an English page (the mount's name says its colours anyway).
 */
export function colourNames(names: readonly Partial<Record<string, string>>[] | undefined, lang: Language): string[] {
  const shown = (names ?? []).map((name) => name[lang]);
  return shown.every((name): name is string => !!name) ? shown : [];
}

/** Every mount of the family with picture and stats, the family and its generation-1 capture zone. */
export async function loadBreeding(api: ApiClient, lang: Language, segment: string | undefined): Promise<BreedingData> {
  const family = familyOfSegment(segment);
  if (!family) throw data('notFound.text', { status: 404 });
  const [families, mounts] = await Promise.all([
    api.findAll('mount-families', { key: family }),
    api.findAll('mounts', { family }),
  ]);
  const itemIds = mounts.map((m) => m.itemId).filter((id): id is number => id !== undefined);
  const info = families[0];
  const monsterIds = info?.captureZone?.monsterIds ?? [];
  const [items, defs, monsters] = await Promise.all([
    itemIds.length ? api.findAll('items', { id: { $in: itemIds }, $select: ['id', 'img'] }) : [],
    api.findAll('effects', { id: { $in: effectIdsOf(...mounts.map((m) => m.effects)) } }),
    monsterIds.length
      ? api.findAll('monsters', { id: { $in: monsterIds }, $select: ['id', 'name', 'img', 'missingTranslations'] })
      : [],
  ]);
  const imgOf = new Map(items.map((item) => [item.id, item.img]));
  const defById = new Map(defs.map((def) => [def.id, def]));
  const views = mounts
    .filter((m) => m.generation !== undefined)
    .map((m): BreedingMountView => ({
      id: m.id,
      key: mountColourKey(m),
      name: only(m.name, lang),
      missingTranslations: m.missingTranslations,
      generation: m.generation ?? 0,
      colors: colourNames(m.colorNames, lang),
      geneticWeight: m.geneticWeight ?? 0,
      capturable: m.capturable === true,
      breedable: m.breedable !== false,
      crossings: m.crossings ?? [],
      genetons: m.genetons ?? {},
      img: m.itemId !== undefined ? imgOf.get(m.itemId) : undefined,
      stats: effectLines(m.effects, defById, lang).filter((line) => line.isMain).map((line) => line.text),
    }))
    .sort((a, b) => a.generation - b.generation || (a.name[lang] ?? '').localeCompare(b.name[lang] ?? '', lang));
  const byMonster = new Map(monsters.map((m) => [m.id, m]));
  return {
    family,
    familyName: only(info?.name, lang),
    familyMissing: info?.missingTranslations,
    commonBonus: info?.commonBonus,
    captureZone: info?.captureZone ?? null,
    captureMonsters: monsterIds.flatMap((id) => {
      const monster = byMonster.get(id);
      return monster ? [{ id, name: only(monster.name, lang), missingTranslations: monster.missingTranslations, img: monster.img }] : [];
    }),
    mounts: views,
  };
}
