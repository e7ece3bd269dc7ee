import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';


export interface HarvestPlaces {
  /** "Sub-area (Area)" texts, sorted, each once. */
  places: string[];
  /** Sub-areas holding the resource that no source names (counted, never shown by id). */
  unnamed: number;
}

/** Where a resource is harvested: the sub-areas whose harvestables hold it (`subareas?harvestables=<id>`). */
export async function loadHarvestPlaces(
  api: ApiClient,
  lang: Language,
  itemId: number,
): Promise<HarvestPlaces | null> {
  const subAreas = await api.findAll('subareas', {
    harvestables: itemId,
    $select: ['id', 'name', 'areaId'],
  });
  if (subAreas.length === 0) return null;
  const areaIds = [...new Set(subAreas.map((s) => s.areaId))];
  const areas = await api.findAll('areas', {
    id: { $in: areaIds },
    $select: ['id', 'name'],
  });
  const areaById = new Map(areas.map((a) => [a.id, a]));
  const texts = new Set<string>();
  let unnamed = 0;
  for (const subArea of subAreas) {
    const name = localized(subArea.name, lang);
    const area = localized(areaById.get(subArea.areaId)?.name, lang);
    if (!name) unnamed++;
    else texts.add(area && area !== name ? `${name} (${area})` : name);
  }
  return { places: [...texts].sort((a, b) => a.localeCompare(b, lang)), unnamed };
}
