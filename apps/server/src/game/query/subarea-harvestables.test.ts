import { describe, expect, it } from 'vitest';
import { Dataset } from './dataset';

const subareas = [
  {
    id: 6,
    name: { fr: 'Champs de Cania' },
    harvestables: [421, 593, 380],
    npcs: [{ npcId: 1569, mapId: 67111936 }],
  },
  { id: 7, name: { fr: 'Plaine des Porkass' }, harvestables: [289] },
  { id: 8, name: { fr: 'Bois de Litneg' } },
];
const ds = new Dataset(subareas);
const ids = (q: Record<string, unknown>) => ds.find(q).data.map((d) => (d as { id: number }).id);

describe('subareas answer harvestables queries', () => {
  it('harvestables[$in] finds every sub-area where one of the resources grows', () => {
    expect(ids({ harvestables: { $in: ['593', '289'] } })).toEqual([6, 7]);
    expect(ids({ harvestables: 421 })).toEqual([6]);
    expect(ids({ harvestables: { $in: [999] } })).toEqual([]);
  });

  it('NPC ids per map are queryable for the map', () => {
    expect(ids({ 'npcs.mapId': 67111936 })).toEqual([6]);
  });
});
