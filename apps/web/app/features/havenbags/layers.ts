import type { HavenbagFurniture } from '@grimoire/gamedata/types';

/** Spec §3: haven-bag layers 0 ground, 1 furniture, 2 decor. */
export const HAVENBAG_LAYERS = [
  { id: 0, key: 'ground' },
  { id: 1, key: 'furniture' },
  { id: 2, key: 'decor' },
] as const;
export type LayerKey = (typeof HAVENBAG_LAYERS)[number]['key'];

/** Furniture grouped by layer, always the three layers in order (empty when a layer has nothing). */
export function groupByLayer<T extends Pick<HavenbagFurniture, 'id' | 'layerId'>>(furniture: readonly T[]): { id: number; key: LayerKey; items: T[] }[] {
  return HAVENBAG_LAYERS.map((layer) => ({
    ...layer,
    items: furniture.filter((piece) => piece.layerId === layer.id).sort((a, b) => a.id - b.id),
  }));
}
