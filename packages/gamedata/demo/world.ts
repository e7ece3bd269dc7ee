/** Geography: super areas, areas, sub areas, a 20×20 map patch with treasure-hunt clues, dungeon rooms. */
import type { Area, MapPosition, PointOfInterest, SubArea } from '../src/types.ts';
import { type Demo, frOnly, t } from './util.ts';

export const PATCH = { minX: -10, maxX: 9, minY: -10, maxY: 9, worldMap: 1 } as const;
/** Map id of a position in the patch: 1000 + row-major index (so (0,0) is 1210). */
export function mapIdAt(posX: number, posY: number): number {
  return 1000 + (posY - PATCH.minY) * 20 + (posX - PATCH.minX);
}

/** [fr, en] of each clue; ids 201..230. Clue 230 is French-only on purpose. */
const CLUES: [string, string][] = [
  ['Lanterne fendue', 'Cracked lantern'],
  ['Tonneau moussu', 'Mossy barrel'],
  ['Cloche rouillée', 'Rusty bell'],
  ['Statue de grenouille', 'Frog statue'],
  ['Roue de charrette brisée', 'Broken cartwheel'],
  ['Champignon géant bleu', 'Giant blue mushroom'],
  ['Nid de pie', 'Magpie nest'],
  ['Puits asséché', 'Dry well'],
  ['Boussole enterrée', 'Buried compass'],
  ['Banc sculpté', 'Carved bench'],
  ['Pierre runique', 'Rune stone'],
  ['Chaudron renversé', 'Upturned cauldron'],
  ['Arbre creux', 'Hollow tree'],
  ['Bottes abandonnées', 'Abandoned boots'],
  ['Cage vide', 'Empty cage'],
  ['Borne moussue', 'Mossy milestone'],
  ['Ruche sauvage', 'Wild beehive'],
  ['Girouette en coq', 'Rooster weathervane'],
  ['Filet de pêche troué', 'Torn fishing net'],
  ['Tas de citrouilles', 'Pile of pumpkins'],
  ['Enclume fendue', 'Split anvil'],
  ['Totem hibou', 'Owl totem'],
  ['Pancarte effacée', 'Faded signpost'],
  ['Crâne de bélier', 'Ram skull'],
  ['Cerf-volant coincé', 'Stuck kite'],
  ['Parapluie déchiré', 'Torn umbrella'],
  ['Horloge arrêtée', 'Stopped clock'],
  ['Bouée crevée', 'Burst buoy'],
  ['Épée plantée dans un rocher', 'Sword stuck in a rock'],
  ['Marmite de la sorcière', ''],
];
export const pointsOfInterest: Demo<PointOfInterest>[] = CLUES.map(([fr, en], index) => ({
  id: 201 + index,
  name: en ? t(fr, en) : frOnly(fr),
  categoryId: 1 + (index % 3),
}));

/** Deterministic hash of a position, so the clue layout is stable between builds. */
function hash(posX: number, posY: number): number {
  let h = Math.imul(posX + 137, 0x9e3779b1) ^ Math.imul(posY + 71, 0x85ebca77);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  return (h ^ (h >>> 13)) >>> 0;
}

/**
 * About half the maps hold a clue, a few hold two. The lattice (x + 3y) % 4 = 0 puts a clue at least
 * every 4 maps in each row and column, so a hunt always meets several within 10 maps.
 */
function cluesAt(posX: number, posY: number): number[] {
  const h = hash(posX, posY);
  const onLattice = (((posX + 3 * posY) % 4) + 4) % 4 === 0;
  if (!onLattice && h % 100 >= 35) return [];
  const first = 201 + ((h >>> 8) % CLUES.length);
  const second = 201 + ((h >>> 16) % CLUES.length);
  return h % 100 < 10 && second !== first ? [first, second] : [first];
}

/** Sub area of a patch position: west/east halves × four bands of five rows. */
function subAreaAt(posX: number, posY: number): number {
  const band = Math.floor((posY - PATCH.minY) / 5);
  return 101 + band * 2 + (posX < 0 ? 0 : 1);
}

const patch: MapPosition[] = [];
for (let posY = PATCH.minY; posY <= PATCH.maxY; posY++) {
  for (let posX = PATCH.minX; posX <= PATCH.maxX; posX++) {
    const clueIds = cluesAt(posX, posY);
    patch.push({
      id: mapIdAt(posX, posY),
      posX,
      posY,
      worldMap: PATCH.worldMap,
      subAreaId: subAreaAt(posX, posY),
      outdoor: true,
      ...(clueIds.length ? { clueIds } : {}),
    });
  }
}

/** Dungeon rooms: indoor maps outside the world map (worldMap -1), 4 per dungeon. */
export function dungeonRoomIds(dungeonId: number): number[] {
  return [1, 2, 3, 4].map((room) => 9000 + dungeonId * 10 + room);
}
const DUNGEON_SUBAREA: Record<number, number> = { 1: 191, 2: 192, 3: 193, 4: 194 };
const rooms: MapPosition[] = [1, 2, 3, 4].flatMap((dungeonId) =>
  dungeonRoomIds(dungeonId).map((id, index) => ({
    id,
    posX: 40 + dungeonId,
    posY: index,
    worldMap: -1,
    subAreaId: DUNGEON_SUBAREA[dungeonId],
    outdoor: false,
  })),
);

export const mapPositions: MapPosition[] = [...patch, ...rooms];

export const superAreas: Demo<{ id: number; name: ReturnType<typeof t>; worldmapId: number }>[] = [
  { id: 1, name: t('Continent des Treize Lunes', 'Thirteen Moons Continent'), worldmapId: 1 },
];

export const areas: Demo<Area>[] = [
  { id: 10, name: t('Plaines de Cendrelune', 'Cinder Moon Plains'), superAreaId: 1, worldmapId: 1 },
  { id: 11, name: t('Forêt Bourdonnante', 'Buzzing Forest'), superAreaId: 1, worldmapId: 1 },
  { id: 12, name: t('Terres Brumeuses', 'Misty Lands'), superAreaId: 1, worldmapId: 1 },
  { id: 13, name: t('Désert de Sablune', 'Sandmoon Desert'), superAreaId: 1, worldmapId: 1 },
  { id: 14, name: t('Profondeurs', 'The Depths'), superAreaId: 1, worldmapId: -1 },
];

/** [id, areaId, level, fr, en, monsterIds] */
const SUBAREAS: [number, number, number, string, string, number[]][] = [
  [101, 10, 8, 'Prairie Pourpre', 'Purple Meadow', [101, 102]],
  [102, 10, 15, 'Champs d’Ambre', 'Amber Fields', [102, 103, 116]],
  [103, 11, 30, 'Bois de Frênoir', 'Ashblack Woods', [105, 116]],
  [104, 11, 45, 'Ruchers Sauvages', 'Wild Apiaries', [105, 106]],
  [105, 12, 100, 'Marais Chantant', 'Singing Marsh', [107, 108]],
  [106, 12, 50, 'Clairière des Loupiots', 'Cubwolf Glade', [113, 114]],
  [107, 13, 145, 'Dunes de Sablune', 'Sandmoon Dunes', [110]],
  [108, 13, 155, 'Plateau du Vent Sec', 'Dry Wind Plateau', [110, 111]],
  [191, 14, 20, 'Bergerie Royale', 'Royal Fold', [102, 103, 104]],
  [192, 14, 110, 'Trône de Vase', 'Mud Throne', [107, 108, 109]],
  [193, 14, 160, 'Tour du Vent Sec', 'Dry Wind Tower', [110, 111, 112]],
  [194, 14, 60, 'Tanière de Grand-Mère', 'Grandma’s Den', [113, 115]],
];
export const subAreas: Demo<SubArea>[] = SUBAREAS.map(([id, areaId, level, fr, en, monsterIds]) => ({
  id,
  name: t(fr, en),
  areaId,
  level,
  worldmapId: id >= 191 ? -1 : 1,
  mapIds: mapPositions.filter((map) => map.subAreaId === id).map((map) => map.id),
  monsterIds,
}));
