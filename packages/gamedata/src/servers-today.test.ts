import { describe, expect, it } from 'vitest';
import { markServers, serverDisplayName } from './servers-today.ts';
import type { Rec } from './util/io.ts';

describe('markServers', () => {
  it("names today's servers, adds the pioneer servers and marks the 2019 ones retired", () => {
    const servers = new Map<number, Rec>([
      [36, { id: 36, name: { fr: 'AGRIDE', en: 'AGRIDE' } }],
      [295, { id: 295, gameTypeId: 0, communityId: 12 }],
      [1001, { id: 1001, name: { fr: 'KOLI_1', en: 'KOLI_1' } }],
    ]);
    markServers(servers);
    expect(servers.get(295)).toMatchObject({
      name: { fr: 'Draconiros', en: 'Draconiros' },
      retired: false,
      monoAccount: true,
    });
    expect(servers.get(291)).toMatchObject({ name: { fr: 'Imagiro' }, retired: false, kind: 'classic' });
    expect(servers.get(353)).toMatchObject({ name: { en: 'Dakal' }, kind: 'pioneer-mono' });
    expect(servers.get(36)).toMatchObject({ name: { fr: 'Agride' }, retired: true });
    expect(servers.get(1001)?.retired).toBe(true);
    const current = [...servers.values()].filter((s) => s.retired === false).map((s) => (s.name as Rec).fr);
    expect(current).toEqual(
      expect.arrayContaining(['Draconiros', 'Imagiro', 'Orukam', 'Tal Kasha', 'Hell Mina', 'Ombre']),
    );
  });

  it('turns capitals into display names', () => {
    expect(serverDisplayName('KOLI_1')).toBe('Koli 1');
    expect(serverDisplayName('Hell Mina')).toBe('Hell Mina');
  });
});
