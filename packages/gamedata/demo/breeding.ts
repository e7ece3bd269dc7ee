/** Breeding data of the demo mounts (invented): families, generations, colours, crossings, capture zones. */
import type { Mount, MountFamily } from '../src/types.ts';
import { type Demo, fx, t } from './util.ts';

/** Génétons a parent brings, per generation (the client's 3.5/3.6 table; doubled in 3.7). */
const GENETONS = [0, 1, 2, 4, 8, 15, 30, 60, 120, 250, 0];
const genetons = (generation: number) => ({ '3.5': GENETONS[generation], '3.6': GENETONS[generation], '3.7': 2 * GENETONS[generation] });

type Breeding = Pick<Mount, 'family' | 'generation' | 'colors' | 'colorNames' | 'capturable' | 'breedable' | 'geneticWeight' | 'crossings' | 'genetons'>;
/** The demo colours in English, as the importer learns them from the one-colour mounts' names. */
const ENGLISH: Record<string, string> = { Brume: 'Mist', Caramel: 'Caramel', Cendre: 'Ash', Lilas: 'Lilac', Ardoise: 'Slate', Braise: 'Ember', Givre: 'Frost' };
const named = (colours: string[]) => colours.map((fr) => ({ fr, en: ENGLISH[fr] }));
const captured = (family: string, colour: string): Breeding => ({
  family,
  generation: 1,
  colors: [colour],
  colorNames: named([colour]),
  capturable: true,
  breedable: true,
  geneticWeight: 90,
  crossings: [],
  genetons: genetons(1),
});
const bred = (family: string, colours: string[], crossings: number[][]): Breeding => ({
  family,
  generation: 2,
  colors: colours,
  colorNames: named(colours),
  capturable: false,
  breedable: true,
  geneticWeight: 20,
  crossings,
  genetons: genetons(2),
});

/** Breeding fields of the demo mounts already in collectibles.ts, by id. */
const BREEDING: Record<number, Breeding> = {
  1: bred('dragodinde', ['Brume', 'Caramel'], [[4, 5]]),
  2: captured('dragodinde', 'Cendre'),
  3: bred('dragodinde', ['Caramel', 'Cendre'], [[2, 4]]),
  11: captured('muldo', 'Lilas'),
  12: captured('muldo', 'Ardoise'),
  21: captured('volkorne', 'Braise'),
  22: captured('volkorne', 'Givre'),
};

/** Mounts the breeding trees need besides those of collectibles.ts. */
const EXTRA: Demo<Mount>[] = [
  { id: 4, familyId: 1, name: t('Dragodinde Caramel', 'Caramel Dragoturkey'), effects: [fx('vitality', 100), fx('strength', 30)], ...captured('dragodinde', 'Caramel') },
  { id: 5, familyId: 1, name: t('Dragodinde Brume', 'Mist Dragoturkey'), effects: [fx('vitality', 100), fx('wisdom', 20)], ...captured('dragodinde', 'Brume') },
  { id: 13, familyId: 5, name: t('Muldo Ardoise et Lilas', 'Slate and Lilac Muldo'), effects: [fx('vitality', 150), fx('chance', 20)], ...bred('muldo', ['Ardoise', 'Lilas'], [[11, 12]]) },
  { id: 23, familyId: 6, name: t('Volkorne Braise et Givre', 'Ember and Frost Volkorne'), effects: [fx('vitality', 150), fx('fireDamage', 5)], ...bred('volkorne', ['Braise', 'Givre'], [[21, 22]]) },
];

/** The demo mounts with their breeding data, plus the mounts the trees need. */
export function withBreeding(mounts: Demo<Mount>[]): Demo<Mount>[] {
  return [...mounts.map((mount) => ({ ...mount, ...(BREEDING[mount.id] ?? {}) })), ...EXTRA];
}

const zone = (subArea: string, area: string, x: number, y: number, monsterIds: number[]): MountFamily['captureZone'] => ({
  subArea: { fr: subArea },
  area: { fr: area },
  xRange: [x, x + 4],
  yRange: [y, y + 3],
  levels: [20, 30],
  nearestZaap: { name: { fr: area }, coords: [x - 2, y] },
  monsterIds,
});

export const mountFamilies: Demo<MountFamily>[] = [
  { id: 1, key: 'dragodinde', name: t('Dragodinde', 'Dragoturkey'), commonBonus: { fr: 'Vitalité' }, captureZone: zone('Prairie des Caramels', 'Plaines Douces', 3, 10, []) },
  { id: 5, key: 'muldo', name: t('Muldo', 'Muldo'), commonBonus: { fr: '1 PM dès le niveau 100' }, captureZone: zone('Étang des Lilas', 'Marais Gris', -8, 4, []) },
  { id: 6, key: 'volkorne', name: t('Volkorne', 'Volkorne'), commonBonus: { fr: '1 PA dès le niveau 100' }, captureZone: zone('Cratère des Braises', 'Monts Rouges', 12, -6, []) },
];
