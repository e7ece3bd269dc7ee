/** All demo items: resources, intermediates, consumables and equipment for every stuff slot. */
import { headgear, jewellery } from './armour.ts';
import { type DemoItem, resources } from './resources.ts';
import { trinkets, weapons } from './weapons.ts';

export const equipment: DemoItem[] = [...headgear, ...jewellery, ...weapons, ...trinkets];

export const items: DemoItem[] = [...resources, ...equipment];
