import type { WorldIndex } from './loader';
import { translate } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';

/** The main world (the World of Twelve) opens first. */
export const MAIN_WORLD = 1;

export interface WorldChoice {
  id: number;
  name: string;
  maps: number;
}

/**
 * A place's name in the page language; one the data gives only in the other language keeps it with
 * the site's mark ("Tannerie Écarlate (FR)"), never passed off as a translation.
 */
export function placeName(doc: { name?: Partial<Record<string, string>>; missingTranslations?: string[] } | undefined, lang: Language): string {
  const name = localized(doc?.name, lang);
  return name && doc?.missingTranslations?.includes(lang) ? `${name} (${translate(lang, lang === 'fr' ? 'common.enOnly' : 'common.frOnly')})` : name;
}

/**
 * The game names two worlds (the World of Twelve, Incarnam): any other is named after the area met
 * on most of its maps (or, where the data leaves that area unnamed, the sub-area), with its number
 * when two would read the same, or else after its number and the levels of its sub-areas.
 */
export function worldChoices(
  index: Pick<WorldIndex, 'worlds' | 'mapsByWorld' | 'subAreas' | 'areas'>,
  lang: Language,
  numbered: (id: number, levels: string | null) => string,
): WorldChoice[] {
  const subAreaById = new Map(index.subAreas.map((sub) => [sub.id, sub]));
  const areaNames = new Map(index.areas.map((area) => [area.id, placeName(area, lang)]));
  /** The name met on most of the world's maps: its area's when the data names it, else its sub-area's. */
  const mainArea = (world: number) => {
    const counts = new Map<string, number>();
    for (const map of index.mapsByWorld.get(world) ?? []) {
      const sub = subAreaById.get(map.subAreaId ?? -1);
      const name = (sub && areaNames.get(sub.areaId)) || placeName(sub, lang);
      if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    const [top] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    return top?.[0] ?? '';
  };
  /** "190–200" from the levels of the world's sub-areas (null when the data gives none). */
  const levels = (world: number) => {
    const all = new Set<number>();
    for (const map of index.mapsByWorld.get(world) ?? []) {
      const level = subAreaById.get(map.subAreaId ?? -1)?.level;
      if (level) all.add(level);
    }
    if (all.size === 0) return null;
    const [low, high] = [Math.min(...all), Math.max(...all)];
    return low === high ? String(low) : `${low}–${high}`;
  };
  const choices = index.worlds
    .map((world) => ({
      id: world.id,
      name: placeName(world, lang) || mainArea(world.id),
      maps: index.mapsByWorld.get(world.id)?.length ?? 0,
    }))
    .filter((world) => world.maps > 0);
  const seen = new Map<string, number>();
  for (const world of choices) seen.set(world.name, (seen.get(world.name) ?? 0) + 1);
  return choices
    .map((world) => ({
      ...world,
      name: !world.name
        ? numbered(world.id, levels(world.id))
        : seen.get(world.name)! > 1
          ? `${world.name} (${world.id})`
          : world.name,
    }))
    .sort(
      (a, b) => Number(b.id === MAIN_WORLD) - Number(a.id === MAIN_WORLD) || b.maps - a.maps || a.id - b.id,
    );
}

