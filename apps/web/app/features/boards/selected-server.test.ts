import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/types';
import { boardServer } from './selected-server';

const SERVERS = [
  { value: '205', label: 'Meriana' },
  { value: '206', label: 'Pandore' },
];
const api = (characterServer: number | null) =>
  ({
    get: async () => {
      if (characterServer === null) throw Object.assign(new Error('Not authenticated'), { code: 401 });
      return { server: characterServer };
    },
  }) as unknown as ApiClient;
const request = (query: string, cookie = '') => new Request(`http://x/fr/tools/portals${query}`, { headers: cookie ? { Cookie: cookie } : {} });

describe('the board server', () => {
  it('comes from the address first (a shared link), then the remembered choice, then the selected character', async () => {
    expect(await boardServer(api(206), request('?server=205', 'grimoire_server=206'), SERVERS)).toBe(205);
    expect(await boardServer(api(206), request('', 'grimoire_server=205; grimoire_character=9'), SERVERS)).toBe(205);
    expect(await boardServer(api(206), request('', 'grimoire_character=9'), SERVERS)).toBe(206);
  });

  it('ignores servers outside the list, and guests without a choice get none', async () => {
    expect(await boardServer(api(206), request('?server=999'), SERVERS)).toBeNull();
    expect(await boardServer(api(999), request('', 'grimoire_server=abc; grimoire_character=9'), SERVERS)).toBeNull();
    expect(await boardServer(api(null), request('', 'grimoire_character=9'), SERVERS)).toBeNull();
    expect(await boardServer(api(null), request(''), SERVERS)).toBeNull();
  });
});
