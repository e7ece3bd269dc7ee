/** Integrity of the demo world's activities: quests, achievements, almanax, Temporis, haven-bags, map, servers. */
import { describe, expect, it } from 'vitest';
import { type DemoRecord, cluesAhead, demoCollection, demoIds, missingRefs } from '../demo/lookup.ts';
import type {
  Achievement,
  AchievementCategory,
  AlmanaxDay,
  HavenbagFurniture,
  MapPosition,
  Modster,
  Quest,
  Server,
  SubArea,
} from './types.ts';

type Any = DemoRecord;
const col = demoCollection;
const ids = demoIds;
const missing = missingRefs;

describe('demo world activities', () => {
  it('has quests and achievements that reward existing items', () => {
    const quests = col<Quest>('quests');
    expect(quests.length).toBeGreaterThanOrEqual(12);
    expect(col('quest-categories').length).toBeGreaterThanOrEqual(3);
    expect(
      missing(
        'quest-categories',
        quests.map((q) => q.categoryId),
      ),
    ).toEqual([]);
    const steps = quests.flatMap((q) => q.steps);
    expect(
      missing(
        'items',
        steps.flatMap((s) => s.rewards.flatMap((r) => r.itemsReward.map(([id]) => id))),
      ),
    ).toEqual([]);
    expect(
      missing(
        'map-positions',
        steps.flatMap((s) => s.objectives.map((o) => o.mapId)).filter((id) => id !== undefined),
      ),
    ).toEqual([]);

    const achievements = col<Achievement>('achievements');
    expect(achievements.length).toBeGreaterThanOrEqual(12);
    expect(
      missing(
        'achievement-categories',
        achievements.map((a) => a.categoryId),
      ),
    ).toEqual([]);
    expect(
      missing(
        'items',
        achievements.flatMap((a) => a.rewards.flatMap((r) => r.itemsReward.map(([id]) => id))),
      ),
    ).toEqual([]);
    expect(
      missing(
        'titles',
        achievements.flatMap((a) => a.rewards.flatMap((r) => r.titlesReward ?? [])),
      ),
    ).toEqual([]);
    const categories = col<AchievementCategory>('achievement-categories');
    expect(categories.some((c) => c.parentId === 0)).toBe(true);
    expect(
      missing(
        'achievement-categories',
        categories.filter((c) => c.parentId !== 0).map((c) => c.parentId),
      ),
    ).toEqual([]);
  });

  it('has 366 almanax days with unique dates and existing items', () => {
    const days = col<AlmanaxDay>('almanax');
    expect(days.map((d) => d.id)).toEqual(Array.from({ length: 366 }, (_, i) => i + 1));
    expect(new Set(days.map((d) => d.date)).size).toBe(366);
    expect(days.find((d) => d.id === 60)?.date).toBe('02-29');
    expect(
      missing(
        'items',
        days.map((d) => d.itemId),
      ),
    ).toEqual([]);
    expect(
      missing(
        'quests',
        days.map((d) => d.questId),
      ),
    ).toEqual([]);
    expect(new Set(days.map((d) => d.bonus.name?.fr)).size).toBeGreaterThanOrEqual(15);
  });

  it('has modsters of every rarity and haven-bag furniture on every layer', () => {
    const modsters = col<Modster>('modsters');
    expect(modsters.length).toBeGreaterThanOrEqual(12);
    const rarities = new Set(modsters.map((m) => m.rarity));
    for (const rarity of ['common', 'rare', 'evolution', 'epic', 'legendary', 'unique'])
      expect(rarities).toContain(rarity);
    expect(
      missing(
        'modsters',
        modsters.flatMap((m) => m.parentsModsterId ?? []),
      ),
    ).toEqual([]);
    const furniture = col<HavenbagFurniture>('havenbag-furnitures');
    expect(
      missing(
        'havenbag-themes',
        furniture.map((f) => f.themeId),
      ),
    ).toEqual([]);
    for (const theme of col('havenbag-themes')) {
      const layers = new Set(furniture.filter((f) => f.themeId === theme.id).map((f) => f.layerId));
      expect([...layers].sort()).toEqual([0, 1, 2]);
    }
  });

  it('has a 20×20 map patch with clues a treasure hunt can find', () => {
    const maps = col<MapPosition>('map-positions');
    const patch = maps.filter((m) => m.worldMap === 1);
    expect(patch.length).toBe(400);
    const byPos = new Map(patch.map((m) => [`${m.posX},${m.posY}`, m]));
    for (let x = -10; x <= 9; x++)
      for (let y = -10; y <= 9; y++) expect(byPos.has(`${x},${y}`), `${x},${y}`).toBe(true);
    expect(
      missing(
        'subareas',
        maps.map((m) => m.subAreaId),
      ),
    ).toEqual([]);
    expect(
      missing(
        'point-of-interest',
        maps.flatMap((m) => m.clueIds ?? []),
      ),
    ).toEqual([]);
    for (const sub of col<SubArea>('subareas')) {
      expect(missing('map-positions', sub.mapIds)).toEqual([]);
      expect(missing('monsters', sub.monsterIds ?? [])).toEqual([]);
    }
    expect(
      missing(
        'areas',
        col<SubArea>('subareas').map((s) => s.areaId),
      ),
    ).toEqual([]);
    expect(col('point-of-interest').length).toBeGreaterThanOrEqual(25);

    const directions = [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ];
    let hunts = 0;
    let good = 0;
    for (const map of patch) {
      for (const dir of directions) {
        const { mapsAhead, clues } = cluesAhead(map.posX, map.posY, dir[0], dir[1]);
        if (mapsAhead < 8) continue;
        hunts++;
        if (clues >= 2) good++;
      }
    }
    expect(good).toBe(hunts);
    for (const dir of directions)
      expect(cluesAhead(0, 0, dir[0], dir[1]).clues, `from 1210 towards ${dir}`).toBeGreaterThanOrEqual(3);
    expect(byPos.get('0,0')?.id).toBe(1210);
  });

  it('has servers the startup list keeps and some it excludes', () => {
    const servers = col<Server>('servers');
    const kept = servers.filter((s) => s.gameTypeId !== 2 && s.communityId !== 100);
    expect(kept.length).toBeGreaterThanOrEqual(2);
    expect(servers.some((s) => s.gameTypeId === 2)).toBe(true);
    expect(servers.some((s) => s.communityId === 100)).toBe(true);
    expect(ids('worlds').has(1)).toBe(true);
    const families = new Set(col<{ familyId: number } & Any>('mounts').map((m) => m.familyId));
    for (const family of [1, 5, 6]) expect(families).toContain(family);
  });
});
