import { describe, expect, it } from 'vitest';
import { CardGameData, cardContent } from './card-content';

const t = (fr: string, en: string) => ({ fr, en });
const game = new CardGameData({
  manifest: {} as never,
  collections: new Map<string, Record<string, unknown>[]>([
    ['items', [
      { id: 1, name: t('Coiffe', 'Hat'), level: 10, typeId: 16, effects: [{ effectId: 118, characteristic: 10, from: 40, to: 40 }], img: '/img/items/1.png' },
      { id: 2, name: t('Anneau', 'Ring'), level: 10, typeId: 9, effects: [] },
    ]],
    ['breeds', [{ id: 8, shortName: t('Iop', 'Iop') }]],
    ['characteristics', [{ id: 10, name: t('Force', 'Strength') }, { id: 11, name: t('Vitalité', 'Vitality') }]],
  ]),
});
const build = { title: 'Iop terre', authorName: 'Krosmoz', level: 200, breed: 8, items: { helmet: 1, ring1: 2, ring2: 999 }, tags: ['koliseum'], elements: ['earth'] };

describe('share card content', () => {
  it('says the class, level, author, labels and computed characteristics in the page language', () => {
    const fr = cardContent(build, game, 'fr');
    expect(fr.subtitle).toBe('Iop · niveau 200 · par Krosmoz');
    expect(fr.labels).toEqual(['Terre', 'Kolizéum']);
    expect(fr.stats.slice(0, 4).map((stat) => stat.label)).toEqual(['PV', 'PA', 'PM', 'PO']);
    expect(fr.stats.find((stat) => stat.label === 'Force')?.value).toBe(40);
    const en = cardContent({ ...build, authorName: null }, game, 'en');
    expect(en.subtitle).toBe('Iop · level 200 · by anonymous');
    expect(en.stats.find((stat) => stat.label === 'Strength')?.value).toBe(40);
  });

  it('shows no characteristic the build lacks, and names only the items the data knows', () => {
    const fr = cardContent(build, game, 'fr');
    // No vitality on the build: no "Vitalité 0" tile.
    expect(fr.stats.some((stat) => stat.label === 'Vitalité')).toBe(false);
    expect(fr.items.map((item) => item.name)).toEqual(['Coiffe', 'Anneau']);
  });

  it('says "unknown class" rather than a raw id', () => {
    expect(cardContent({ ...build, breed: 77 }, game, 'en').subtitle).toMatch(/^Unknown class · level 200/);
  });
});
