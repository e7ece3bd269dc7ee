import { describe, expect, it } from 'vitest';
import {
  DIMENSIONS,
  dungeonAchievementIds,
  dungeonCategoryIds,
  groupIdolEffectsApply,
  isListedServer,
  levelRangesOverlap,
  mapDistance,
  nearest,
  portalStatuses,
} from './boards';

describe('group idols (spec §9)', () => {
  it('apply only with at least 4 allies and 4 enemies', () => {
    expect(groupIdolEffectsApply({ allies: 4, enemies: 4 })).toBe(true);
    expect(groupIdolEffectsApply({ allies: 8, enemies: 8 })).toBe(true);
    expect(groupIdolEffectsApply({ allies: 3, enemies: 8 })).toBe(false);
    expect(groupIdolEffectsApply({ allies: 8, enemies: 3 })).toBe(false);
    expect(groupIdolEffectsApply({ allies: 1, enemies: 1 })).toBe(false);
  });
});

describe('dimensions and servers', () => {
  it('lists the four divine dimensions with French and English names', () => {
    expect(DIMENSIONS.map((d) => d.name.fr)).toEqual(['Enutrosor', 'Srambad', 'Xélorium', 'Ecaflipus']);
    expect(DIMENSIONS.map((d) => d.name.en)).toEqual(['Enutrosor', 'Srambad', 'Xelorium', 'Ecaflipus']);
  });

  it('leaves tournament servers (game type 2) and community 100 out of the server list', () => {
    expect(isListedServer({ gameTypeId: 0, communityId: 0 })).toBe(true);
    expect(isListedServer({ gameTypeId: 2, communityId: 0 })).toBe(false);
    expect(isListedServer({ gameTypeId: 0, communityId: 100 })).toBe(false);
  });
});

describe('nearest zaap', () => {
  it('counts maps crossed one at a time, and picks the closest place', () => {
    expect(mapDistance({ posX: -2, posY: 3 }, { posX: 1, posY: -1 })).toBe(7);
    const zaaps = [
      { name: 'far', posX: 20, posY: 20 },
      { name: 'close', posX: 4, posY: -1 },
    ];
    expect(nearest({ posX: 0, posY: 0 }, zaaps)).toEqual({ name: 'close', posX: 4, posY: -1, distance: 5 });
    expect(nearest({ posX: 0, posY: 0 }, [])).toBeNull();
  });
});

describe('portal report status', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const hour = 3_600_000;
  const report = (id: number, hoursAgo: number, extra: Partial<{ dimension: number; confirmations: number; denials: number }> = {}) => ({
    id,
    server: 1,
    dimension: 1,
    reportedAt: new Date(now - hoursAgo * hour).toISOString(),
    confirmations: 0,
    denials: 0,
    ...extra,
  });

  it('shows the newest report of each dimension and moves superseded ones to the history', () => {
    const statuses = portalStatuses([report(1, 5), report(2, 1), report(3, 8, { dimension: 2 })], now, 24 * hour);
    expect(Object.fromEntries(statuses)).toEqual({ 1: 'history', 2: 'current', 3: 'current' });
  });

  it('marks a report older than the configured time as stale', () => {
    expect(portalStatuses([report(1, 30)], now, 24 * hour).get(1)).toBe('stale');
    expect(portalStatuses([report(1, 30)], now, 48 * hour).get(1)).toBe('current');
  });

  it('moves a denied report to the history, and the previous one becomes current again', () => {
    const statuses = portalStatuses([report(1, 5), report(2, 1, { denials: 2, confirmations: 1 })], now, 24 * hour);
    expect(Object.fromEntries(statuses)).toEqual({ 1: 'current', 2: 'history' });
    // One denial, or as many confirmations as denials, is not enough.
    expect(portalStatuses([report(2, 1, { denials: 1 })], now, 24 * hour).get(2)).toBe('current');
    expect(portalStatuses([report(2, 1, { denials: 2, confirmations: 2 })], now, 24 * hour).get(2)).toBe('current');
  });
});

describe('group finder', () => {
  it('matches level ranges that overlap', () => {
    expect(levelRangesOverlap({ min: 50, max: 80 }, { min: 80, max: 200 })).toBe(true);
    expect(levelRangesOverlap({ min: 50, max: 79 }, { min: 80, max: 200 })).toBe(false);
  });

  it('finds the achievements of a dungeon: kills of its monsters, or named after its boss', () => {
    const categories = dungeonCategoryIds([
      { id: 3, parentId: 0 },
      { id: 11, parentId: 3 },
      { id: 17, parentId: 6 },
    ]);
    expect([...categories].sort()).toEqual([11, 3]);
    const achievements = [
      { id: 37, categoryId: 11, name: { fr: 'Cour du Bouftou Royal' }, objectives: [{ criterion: '(EM>147,0,d)&Wo=0' }] },
      { id: 490, categoryId: 11, name: { fr: 'Bouftou Royal (Duo)' }, objectives: [{ criterion: '(EH>52,0)&Wo=0' }] },
      { id: 491, categoryId: 11, name: { fr: 'Bworker (Duo)' }, objectives: [{ criterion: '(EM>478,0)' }] },
      { id: 900, categoryId: 17, name: { fr: 'Bouftou Royal (Duo)' }, objectives: [{ criterion: 'EM>147' }] },
    ];
    expect(dungeonAchievementIds({ monsterIds: [101, 147], bossId: 147 }, 'Bouftou Royal', achievements, categories)).toEqual([37, 490]);
  });
});
