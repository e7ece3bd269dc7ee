import { dungeonAchievementIds, dungeonCategoryIds, isListedServer, nearest, type AchievementFacts, type MapPoint } from '@grimoire/rules';
import type { GameStore } from '../../game/store';

type Text = { fr?: string; en?: string };
type Doc = Record<string, unknown>;

/** A zaap of the Twelve's world: its map, coordinates and the name of its sub-area (when known), else of its area. */
export interface Zaap extends MapPoint {
  mapId: number;
  name: Text | null;
  areaName?: Text;
}

export interface NearestZaap extends Zaap {
  distance: number;
}

/** The game data the boards check payloads against, read once from the loaded bundle. */
export interface BoardGameRefs {
  /** Servers of the spec's startup list (no tournament type 2, no community 100). */
  /** A server a board names today: listed (not a tournament or test one) and not retired. */
  isKnownServer(id: number): boolean;
  /** Whether a map of the World of Twelve stands at this position (where divine portals open). */
  isWorldPosition(point: MapPoint): boolean;
  isKnownDungeon(id: number): boolean;
  isKnownIdol(id: number): boolean;
  /** The achievements a listing for this dungeon may target. */
  dungeonAchievements(dungeonId: number): ReadonlySet<number>;
  nearestZaap(point: MapPoint): NearestZaap | null;
}

/** Worlds of the Twelve (1; -1 where the dumps do not say) where the divine portals open. */
const TWELVE_WORLDS = new Set([1, -1]);

export function boardGameRefs(store: GameStore): BoardGameRefs {
  const rows = (name: string) => (store.collections.get(name) ?? []) as readonly Doc[];
  const lazy = <T>(build: () => T) => {
    let value: T | undefined;
    return () => (value ??= build());
  };
  const servers = lazy(
    () =>
      new Set(
        rows('servers')
          .filter((server) => isListedServer(server as { gameTypeId?: number; communityId?: number }) && !server.retired)
          .map((server) => Number(server.id)),
      ),
  );
  const worldPositions = lazy(
    () =>
      new Set(
        rows('map-positions')
          .filter((position) => Number(position.worldMap) === 1)
          .map((position) => `${Number(position.posX)},${Number(position.posY)}`),
      ),
  );
  const dungeons = lazy(() => new Map(rows('dungeons').map((dungeon) => [Number(dungeon.id), dungeon])));
  const idols = lazy(() => new Set(rows('idols').map((idol) => Number(idol.id))));
  const achievementsByDungeon = new Map<number, Set<number>>();
  const dungeonContext = lazy(() => ({
    categories: dungeonCategoryIds(rows('achievement-categories') as { id: number; parentId?: number }[]),
    achievements: rows('achievements') as unknown as AchievementFacts[],
    monsters: new Map(rows('monsters').map((monster) => [Number(monster.id), monster])),
  }));
  const zaaps = lazy((): Zaap[] => {
    const positions = new Map(rows('map-positions').map((position) => [Number(position.id), position]));
    const subAreas = new Map(rows('subareas').map((subArea) => [Number(subArea.id), subArea]));
    const areas = new Map(rows('areas').map((area) => [Number(area.id), area]));
    const named = (text: unknown) => ((text as Text | undefined)?.fr || (text as Text | undefined)?.en ? (text as Text) : undefined);
    return rows('waypoints').flatMap((waypoint) => {
      const position = positions.get(Number(waypoint.mapId));
      if (!position || !TWELVE_WORLDS.has(Number(position.worldMap))) return [];
      const subArea = subAreas.get(Number(waypoint.subAreaId));
      const name = named(subArea?.name);
      const areaName = name ? undefined : named(areas.get(Number(subArea?.areaId))?.name);
      return [{ mapId: Number(waypoint.mapId), posX: Number(position.posX), posY: Number(position.posY), name: name ?? null, ...(areaName ? { areaName } : {}) }];
    });
  });

  return {
    isKnownServer: (id) => servers().has(id),
    isWorldPosition: ({ posX, posY }) => worldPositions().has(`${posX},${posY}`),
    isKnownDungeon: (id) => dungeons().has(id),
    isKnownIdol: (id) => idols().has(id),
    dungeonAchievements(dungeonId) {
      let ids = achievementsByDungeon.get(dungeonId);
      if (!ids) {
        const dungeon = dungeons().get(dungeonId);
        const { categories, achievements, monsters } = dungeonContext();
        const bossId = dungeon?.bossId === undefined ? undefined : Number(dungeon.bossId);
        const boss = bossId === undefined ? undefined : monsters.get(bossId);
        ids = new Set(
          dungeon
            ? dungeonAchievementIds(
                { monsterIds: (dungeon.monsterIds as number[] | undefined) ?? [], bossId },
                (boss?.name as Text | undefined)?.fr,
                achievements,
                categories,
              )
            : [],
        );
        achievementsByDungeon.set(dungeonId, ids);
      }
      return ids;
    },
    nearestZaap: (point) => nearest(point, zaaps()),
  };
}
