import type { Breed, Server } from '@grimoire/gamedata/types';
import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';

export interface Option {
  value: string;
  label: string;
}

/** Spec §7 startup list: servers except tournament game types (2) and community 100. */
export const SERVERS_QUERY = { gameTypeId: { $ne: 2 }, communityId: { $ne: 100 }, $select: ['id', 'name'], $sort: { id: 1 } };

export async function loadServerOptions(api: ApiClient, lang: Language): Promise<Option[]> {
  const servers = await api.findAll<Pick<Server, 'id' | 'name'>>('servers', SERVERS_QUERY);
  return servers
    .map((server) => ({ value: String(server.id), label: localized(server.name, lang) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}

export async function loadBreedOptions(api: ApiClient, lang: Language): Promise<Option[]> {
  const breeds = await api.findAll<Pick<Breed, 'id' | 'name' | 'shortName'>>('breeds', { $select: ['id', 'name', 'shortName'], $sort: { id: 1 } });
  return breeds
    .map((breed) => ({ value: String(breed.id), label: localized(breed.shortName ?? breed.name, lang) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}

/** Label of an option by id, or the bare id when the reference list lacks it. */
export function optionLabel(options: Option[], id: number | string): string {
  return options.find((option) => option.value === String(id))?.label ?? `#${id}`;
}
