/**
 * Today's game servers (Dofus 3, 2025-26). The dumps hold the server table of 2.73 with text ids only
 * and the 2019 tracker's names (AGRIDE, KOLI_1…): the names and ids below come from public code that
 * lists the official servers with their game ids (a guild tool's `DOFUS_UNITY_SERVERS`, cross-checked
 * with price trackers listing the same names). Datafus 2.73 agrees on the ids it has: 295 is the one
 * mono-account server, 290-295 opened in October-November 2022, 50 is the old heroic server.
 * Every other server is kept (old characters may name it) and marked `retired`.
 */
import type { Rec } from './util/io.ts';

export type ServerKind = 'classic' | 'mono' | 'epic' | 'pioneer' | 'pioneer-mono';

export const TODAY_SERVERS: [id: number, name: string, kind: ServerKind][] = [
  [50, 'Ombre', 'epic'],
  [290, 'Tal Kasha', 'classic'],
  [291, 'Imagiro', 'classic'],
  [292, 'Orukam', 'classic'],
  [293, 'Tylezia', 'classic'],
  [294, 'Hell Mina', 'classic'],
  [295, 'Draconiros', 'mono'],
  [350, 'Rafal', 'pioneer'],
  [351, 'Brial', 'pioneer'],
  [352, 'Salar', 'pioneer'],
  [353, 'Dakal', 'pioneer-mono'],
  [354, 'Mikhal', 'pioneer-mono'],
  [355, 'Kourial', 'pioneer-mono'],
];

/** Old names in capitals ("OMBRE", "KOLI_1") → "Ombre", "Koli 1". */
export function serverDisplayName(name: string): string {
  if (name !== name.toUpperCase()) return name;
  return name
    .toLowerCase()
    .split(/[_\s]+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** Names today's servers, adds those the 2.73 table lacks, marks every other one retired. */
export function markServers(servers: Map<number, Rec>): void {
  const today = new Map(TODAY_SERVERS.map(([id, name, kind]) => [id, { name, kind }]));
  for (const [id, { name, kind }] of today) {
    const s = servers.get(id) ?? { id, gameTypeId: kind === 'epic' ? 4 : 0, communityId: 0 };
    s.name = { fr: name, en: name };
    s.kind = kind;
    s.monoAccount = kind === 'mono' || kind === 'pioneer-mono';
    s.retired = false;
    servers.set(id, s);
  }
  for (const [id, s] of servers) {
    if (today.has(id)) continue;
    s.retired = true;
    const n = s.name as Rec | undefined;
    if (n && typeof n.fr === 'string')
      s.name = { fr: serverDisplayName(n.fr), en: serverDisplayName(String(n.en ?? n.fr)) };
  }
}
