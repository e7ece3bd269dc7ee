/**
 * `GET /api/recoltables2`: where resources are harvested, read from the sub-areas' `harvestables`
 * (item ids the game lists per sub-area). (`/api/recoltable` answers the harvest spots tagged in the
 * back office, per map: `services/recoltable`.) DofusDB answers one
 * document per map with exact coordinates; the game dumps here only say which sub-area holds
 * which resources, so each document is a sub-area: `resources` (item ids), `quantities` (one
 * `{item, quantity}` per resource, quantity unknown = null) and `pos` with the sub-area and its
 * world (no coordinates: no dump has them). Clients filter with `resources[$in][]=289` as on
 * DofusDB.
 */
import type { Rec } from './wire-util';

function numbers(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : [];
}

export function recoltableDocs(collections: ReadonlyMap<string, readonly Rec[]>): Rec[] {
  const worldOf = new Map<number, number>();
  for (const pos of collections.get('map-positions') ?? [])
    if (typeof pos.subAreaId === 'number' && typeof pos.worldMap === 'number' && !worldOf.has(pos.subAreaId))
      worldOf.set(pos.subAreaId, pos.worldMap);
  const out: Rec[] = [];
  for (const sub of collections.get('subareas') ?? []) {
    const resources = [...new Set([...numbers(sub.harvestables), ...numbers(sub.harvestableIds)])];
    if (resources.length === 0 || typeof sub.id !== 'number') continue;
    out.push({
      _id: String(sub.id),
      id: sub.id,
      subAreaId: sub.id,
      name: sub.name,
      resources,
      quantities: resources.map((item) => ({ item, quantity: null })),
      pos: { subAreaId: sub.id, worldMap: worldOf.get(sub.id) ?? null },
    });
  }
  return out;
}
