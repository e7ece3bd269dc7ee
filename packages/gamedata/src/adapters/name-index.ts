import path from 'node:path';
import { readOptional } from '../util/io.ts';
import { nameKey } from '../util/slug.ts';

/**
 * FR monster name → game monster id, from the sibling folders that carry game ids
 * (d2companion, jouvev-dofus-tools, zaapix-groupfinder). Ambiguous names (two ids) are left out.
 */
export async function monsterIdsByFrName(gamedataDir: string): Promise<Map<string, number>> {
  const seen = new Map<string, Set<number>>();
  const add = (name: unknown, id: unknown) => {
    if (typeof name !== 'string' || !Number.isFinite(Number(id))) return;
    const k = nameKey(name);
    const s = seen.get(k) ?? new Set<number>();
    s.add(Number(id));
    seen.set(k, s);
  };
  const d2c = await readOptional<{ id: number; name: string }[]>(
    path.join(gamedataDir, 'd2companion'),
    'monsters.json',
  );
  for (const m of d2c ?? []) add(m.name, m.id);
  const jv = await readOptional<Record<string, { name: string }>>(
    path.join(gamedataDir, 'jouvev-dofus-tools'),
    'monsters.json',
  );
  for (const [id, m] of Object.entries(jv ?? {})) add(m.name, id);
  const zx = await readOptional<{ Id: number; name?: { Fr?: string } }[]>(
    path.join(gamedataDir, 'zaapix-groupfinder'),
    'monsters.json',
  );
  for (const m of zx ?? []) add(m.name?.Fr, m.Id);
  const out = new Map<string, number>();
  for (const [k, ids] of seen) if (ids.size === 1) out.set(k, [...ids][0]);
  return out;
}
