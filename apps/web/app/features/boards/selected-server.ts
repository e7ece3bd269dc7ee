import type { ApiClient } from '../../api/types';
import { preferenceCookie, readCookie } from '../../lib/cookies';
import { CHARACTER_COOKIE } from '../../session/selected-character';
import type { Option } from '../characters';

/** Cookie holding the selected server (spec §3 session state `server`, "selected server" store). */
export const SERVER_COOKIE = 'grimoire_server';

export function rememberServer(id: number): void {
  document.cookie = preferenceCookie(SERVER_COOKIE, String(id));
}

/** A positive integer from a query value, or null. */
export function positiveInt(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/**
 * The board's server: the address's (a shared link), else the one selected earlier (cookie), else
 * the selected character's, else none. Only servers of the startup list count.
 */
export async function boardServer(api: ApiClient, request: Request, servers: readonly Option[]): Promise<number | null> {
  const known = (id: number | null) => (id !== null && servers.some((server) => server.value === String(id)) ? id : null);
  const url = new URL(request.url);
  const fromUrl = known(positiveInt(url.searchParams.get('server')));
  if (fromUrl !== null || url.searchParams.has('server')) return fromUrl;
  const cookies = request.headers.get('Cookie');
  const fromCookie = known(positiveInt(readCookie(cookies, SERVER_COOKIE)));
  if (fromCookie !== null) return fromCookie;
  const characterId = positiveInt(readCookie(cookies, CHARACTER_COOKIE));
  if (characterId === null) return null;
  try {
    const character = await api.get('characters', characterId);
    return known(character.server);
  } catch {
    return null; // a guest, or a character that is gone
  }
}
