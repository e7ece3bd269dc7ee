import { useQuery } from '../../api/queries/queries';
import { existingQueryClient } from '../../api/queries/query-client-registry';
import { useApi } from '../../api/use-api';
import type { ApiClient } from '../../api/types';
import { useSession } from '../../session/use-session';
import type { Character, CharacterInput } from './types';

/** Spec §7: the user's characters, sorted by server (the API keeps only the user's own); `_id` keeps pages stable. */
export const CHARACTERS_QUERY = { $sort: { server: 1, name: 1, _id: 1 } } as const;

export function charactersKey(userId: string | number | undefined) {
  return ['session', String(userId ?? ''), 'characters'] as const;
}

/** Every character of the user, page after page (an account may hold more than one page). */
export async function loadCharacters(api: ApiClient): Promise<Character[]> {
  return api.findAll('characters', { ...CHARACTERS_QUERY });
}

/** The signed-in user's characters (empty for guests); `initialData` comes from a loader when there is one. */
export function useCharacters(initialData?: Character[]) {
  const api = useApi();
  const { user, isConnected } = useSession();
  return useQuery({
    queryKey: charactersKey(user?._id),
    queryFn: () => loadCharacters(api),
    enabled: isConnected && typeof window !== 'undefined',
    initialData,
  });
}

/** Create, edit and delete; each refreshes the list everywhere (menu and page). */
export function useCharacterMutations() {
  const api = useApi();
  const { user } = useSession();
  // The list is in the browser's cache once a page has shown it; with no cache there is nothing to refresh.
  const refresh = async () => {
    await existingQueryClient()?.invalidateQueries({ queryKey: charactersKey(user?._id) });
  };
  return {
    create: async (input: CharacterInput) => {
      const created = await api.create('characters', input);
      await refresh();
      return created;
    },
    update: async (id: Character['_id'], input: CharacterInput) => {
      const updated = await api.patch('characters', id, input);
      await refresh();
      return updated;
    },
    remove: async (id: Character['_id']) => {
      await api.remove('characters', id);
      await refresh();
    },
  };
}

/** Spec §3 session `character` and `server`: the selected character and its game server id. */
export function useSelectedCharacter(): { character: Character | null; server: number | null } {
  const { characterId } = useSession();
  const characters = useCharacters().data ?? [];
  const character = characters.find((c) => String(c._id) === characterId) ?? null;
  return { character, server: character?.server ?? null };
}
