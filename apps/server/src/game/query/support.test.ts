import { describe, expect, it } from 'vitest';
import { almanaxDay, almanaxQuery } from '../almanax';
import { prepareDocs } from '../collections';
import { etagOf, notModified } from '../../answer-cache/answer-cache';
import { parseQueryString } from '../query-string';
import { stableKey } from './key';
import { slugify } from './slug';

describe('support pieces', () => {
  it('slugifies like the importer', () => {
    expect(slugify('  Œil de Bouftou !! ')).toBe('oeil-de-bouftou');
    expect(slugify('Épée')).toBe('epee');
  });
  it('keys queries canonically, ignoring $cache', () => {
    expect(stableKey({ b: 1, a: { d: [2, 1], c: 'x' }, $cache: 'true' })).toBe(
      stableKey({ a: { c: 'x', d: [2, 1] }, b: 1 }),
    );
    expect(stableKey({ a: 1 })).not.toBe(stableKey({ a: '1' }));
  });
  it('reads almanax dates in both forms and refuses impossible ones', () => {
    expect(almanaxDay('2025-03-07')).toBe('03-07');
    expect(almanaxDay('12/31/2024')).toBe('12-31');
    expect(almanaxDay('2024-02-29')).toBe('02-29');
    expect(almanaxDay('02-29')).toBe('02-29');
    expect(almanaxDay('2023-02-29')).toBeUndefined();
    expect(almanaxDay('2024-13-01')).toBeUndefined();
    expect(almanaxDay('tomorrow')).toBeUndefined();
    expect(almanaxQuery({ date: '2025-01-02', $limit: 1 })).toEqual({ date: '01-02', $limit: 1 });
    expect(() => almanaxQuery({ date: 'nope' })).toThrow(/date/);
  });
  it('derives rewardItemIds on quests and achievements', () => {
    const [quest] = prepareDocs('quests', [
      {
        id: 1,
        steps: [
          {
            rewards: [
              {
                itemsReward: [
                  [7, 500],
                  [3, 1],
                ],
              },
            ],
          },
          { rewards: [{ itemsReward: [[7, 1]] }] },
        ],
      },
    ]);
    expect(quest.rewardItemIds).toEqual([3, 7]);
    const [ach] = prepareDocs('achievements', [{ id: 1, rewards: [{ itemsReward: [[9, 2]] }] }]);
    expect(ach.rewardItemIds).toEqual([9]);
  });
  it('parses long lists and checks If-None-Match', () => {
    const q = parseQueryString(Array.from({ length: 600 }, (_, i) => `id[$in][]=${i}`).join('&'));
    expect(Array.isArray((q.id as { $in: unknown }).$in)).toBe(true);
    expect(() => parseQueryString('a[]=' + Array.from({ length: 1001 }, () => '1').join('&a[]='))).toThrow(
      /query/,
    );
    const tag = etagOf('{}');
    expect(notModified(`W/${tag}`, tag)).toBe(true);
    expect(notModified(`"x", ${tag}`, tag)).toBe(true);
    expect(notModified('"x"', tag)).toBe(false);
  });
});
