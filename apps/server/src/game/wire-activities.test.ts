import { describe, expect, it } from 'vitest';
import { achievementShape, almanaxCalendar, questShape, type RewardRefs } from './wire-activities';

const items = new Map([[418, { _id: '418', id: 418, name: { fr: 'Poils de Barbe', en: 'Beard Hair' }, iconId: 54114, img: 'https://x/items/54114.png' }]]);
const refs = (): RewardRefs => ({ items, titles: new Map([[5, { id: 5, name: { fr: 'Le Titre' } }]]), ornaments: new Map() });
const day = { _id: '6', id: 6, date: '01-06', questId: 1077, itemId: 418, quantity: 6, calendarId: 137, npcId: 1775, bonusIds: [], merydes: { fr: 'Sebklav' }, bonus: { name: { fr: 'Quête répétable' }, description: { fr: 'Une quête…' } } };
const collections = new Map<string, readonly Record<string, unknown>[]>([
  ['almanax', [day]],
  ['quests', [{ id: 1077, name: { fr: 'Offrande à Sebklav' }, startCriterion: 'PL>19&Ad=137' }]],
]);

describe('quests as DofusDB serves them', () => {
  const shape = questShape(refs, collections);
  const steps = [{ id: 1694, objectives: [{ id: 6252 }, { id: 6253 }], rewards: [{ id: 1, itemsReward: [[418, 2]], titlesReward: [5] }] }];
  it("puts an offering quest's offering on its first objective, where almanax clients read it", () => {
    const quest = shape({ id: 1077, steps });
    expect(quest.stepIds).toEqual([1694]);
    expect((quest.steps as any)[0].objectives).toEqual([{ id: 6252, need: { generated: { items: [418], quantities: [6] } } }, { id: 6253 }]); // eslint-disable-line @typescript-eslint/no-explicit-any
  });
  it('leaves the objectives of other quests as ids, and resolves rewards', () => {
    const quest = shape({ id: 9, steps }) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(quest.steps[0].objectives).toEqual([{ id: 6252 }, { id: 6253 }]);
    expect(quest.steps[0].rewards[0]).toMatchObject({ itemsQuantityReward: [2], items: [{ id: 418, quantity: 2, iconId: 54114 }], titles: [{ id: 5, name: { fr: 'Le Titre' } }] });
  });
});

describe('achievement objectives', () => {
  it('name only the conditions this site can put in words, and give the readable criterion', () => {
    const shape = achievementShape(refs, collections);
    const a = shape({ id: 1, objectives: [{ id: 1, criterion: '(Qf=1077)&Wo=0' }, { id: 2, criterion: 'Wo=0' }] }) as any; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(a.objectives[0].name.fr).toContain('Offrande à Sebklav');
    expect(a.objectives[0].name.fr).not.toContain('ne sait pas');
    expect(a.objectives[0].readableCriterion[0][1]).toMatchObject({ id: 1077, className: 'Quests' });
    expect(a.objectives[1]).not.toHaveProperty('name');
  });
});

describe('the almanax calendar document', () => {
  it('answers DofusDB fields from the day, its calendar entry and its offering', () => {
    const cal = almanaxCalendar(day, '2026-01-06', items, new Map([[137, [1077, 1195]]]));
    expect(cal).toMatchObject({
      id: 137,
      m_id: 137,
      npcId: 1775,
      npc: { id: 1775, name: { fr: 'Sebklav' } },
      bonusIds: [],
      dates: ['2026-01-06'],
      itemIds: [418],
      quantities: [6],
      items: [{ id: 418 }],
      questIds: [1077, 1195],
      name: { fr: 'Quête répétable' },
      desc: { fr: 'Une quête…' },
      dayId: 6,
    });
  });
  it('leaves out what the day does not say (no NPC without a calendar entry)', () => {
    const cal = almanaxCalendar({ id: 7, date: '01-07', bonus: {} }, '2026-01-07', items, new Map());
    expect(cal).toMatchObject({ id: 7, itemIds: [], quantities: [], items: [], questIds: [] });
    expect(cal).not.toHaveProperty('npcId');
    expect(cal).not.toHaveProperty('npc');
    expect(cal).not.toHaveProperty('name');
  });
});
