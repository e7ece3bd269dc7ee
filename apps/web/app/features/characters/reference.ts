import type { ApiClient } from '../../api/types';
import type { Language } from '../../i18n/languages';
import { localized } from '../../ui/LocalizedName';
import { translate } from '../../i18n/i18n';

export interface Option {
  value: string;
  label: string;
}

/** Spec §7 startup list: servers except tournament game types (2) and community 100. */
export const SERVERS_QUERY = {
  gameTypeId: { $ne: 2 },
  communityId: { $ne: 100 },
  $select: ['id', 'name', 'retired'],
  $sort: { id: 1 },
} as const;

/**
 * Today's servers, sorted by name; a retired server (closed or merged) only when one of `keep` (the
 * player's characters) still names it, marked as such.
 */
export async function loadServerOptions(api: ApiClient, lang: Language, keep: readonly number[] = []): Promise<Option[]> {
  const servers = await api.findAll('servers', SERVERS_QUERY);
  return servers
    .filter((server) => !server.retired || keep.includes(server.id))
    .map((server) => {
      const name = localized(server.name, lang);
      return { value: String(server.id), label: server.retired ? translate(lang, 'characters.serverRetired', { name }) : name };
    })
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}

export async function loadBreedOptions(api: ApiClient, lang: Language): Promise<Option[]> {
  const breeds = await api.findAll('breeds', { $select: ['id', 'name', 'shortName'], $sort: { id: 1 } });
  return breeds
    .map((breed) => ({ value: String(breed.id), label: localized(breed.shortName ?? breed.name, lang) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}

/** Label of an option by id, or "—" when the reference list lacks it (never a bare id). */
export function optionLabel(options: Option[], id: number | string): string {
  return options.find((option) => option.value === String(id))?.label ?? '—';
}
