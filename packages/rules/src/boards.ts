/**
 * Community boards (portals and group finder): the pure rules both the server and the web app use.
 * Dimensions, the startup server filter, distances in maps, the nearest zaap, the portal report
 * status (current, stale, history), dungeon achievements, and the group idol rule (spec §9).
 */

/** The four divine dimensions whose portals players report. Ids are ours (the dumps have none). */
export const DIMENSIONS = [
  { id: 1, name: { fr: 'Enutrosor', en: 'Enutrosor' }, slug: { fr: 'enutrosor', en: 'enutrosor' } },
  { id: 2, name: { fr: 'Srambad', en: 'Srambad' }, slug: { fr: 'srambad', en: 'srambad' } },
  { id: 3, name: { fr: 'Xélorium', en: 'Xelorium' }, slug: { fr: 'xelorium', en: 'xelorium' } },
  { id: 4, name: { fr: 'Ecaflipus', en: 'Ecaflipus' }, slug: { fr: 'ecaflipus', en: 'ecaflipus' } },
] as const;
export type DimensionId = (typeof DIMENSIONS)[number]['id'];
export const DIMENSION_IDS: readonly number[] = DIMENSIONS.map((dimension) => dimension.id);

/** Spec §7 startup list: every server except tournament game types (2) and community 100. */
export function isListedServer(server: { gameTypeId?: number; communityId?: number }): boolean {
  return server.gameTypeId !== 2 && server.communityId !== 100;
}

/** World coordinates players type ("[-25,12]"): bounded like the game's maps. */
export const COORDINATE_MIN = -200;
export const COORDINATE_MAX = 200;

export interface MapPoint {
  posX: number;
  posY: number;
}

/** Maps to cross from one position to another, moving one map at a time (no diagonals). */
export function mapDistance(from: MapPoint, to: MapPoint): number {
  return Math.abs(from.posX - to.posX) + Math.abs(from.posY - to.posY);
}

/** The closest of `places` to `point` (the first one on a tie), with its distance; null without places. */
export function nearest<T extends MapPoint>(point: MapPoint, places: readonly T[]): (T & { distance: number }) | null {
  let best: (T & { distance: number }) | null = null;
  for (const place of places) {
    const distance = mapDistance(point, place);
    if (!best || distance < best.distance) best = { ...place, distance };
  }
  return best;
}

/** Denials needed (and more than confirmations) before a report moves to the history. */
export const DENIALS_TO_HIDE = 2;
/** Confirmations by other players that make a report "confirmed" (its reporter earns points once). */
export const CONFIRMATIONS_FOR_POINTS = 2;
/** Reputation points a reporter earns when a report is confirmed. */
export const CONFIRMED_REPORT_POINTS = 5;

export type PortalStatus = 'current' | 'stale' | 'history';

export interface PortalReportFacts {
  id: number | string;
  server: number;
  dimension: number;
  reportedAt: string;
  confirmations: number;
  denials: number;
}

export function isDenied(report: Pick<PortalReportFacts, 'confirmations' | 'denials'>): boolean {
  return report.denials >= DENIALS_TO_HIDE && report.denials > report.confirmations;
}

/**
 * The status of every report: per server and dimension, the newest report that is not denied is
 * the current position (stale once older than `staleAfterMs`); denied and superseded ones are history.
 */
export function portalStatuses(
  reports: readonly PortalReportFacts[],
  now: number,
  staleAfterMs: number,
): Map<PortalReportFacts['id'], PortalStatus> {
  const statuses = new Map<PortalReportFacts['id'], PortalStatus>();
  const newestFirst = [...reports].sort((a, b) => b.reportedAt.localeCompare(a.reportedAt));
  const seen = new Set<string>();
  for (const report of newestFirst) {
    const key = `${report.server}:${report.dimension}`;
    if (seen.has(key) || isDenied(report)) {
      statuses.set(report.id, 'history');
      continue;
    }
    seen.add(key);
    const age = now - Date.parse(report.reportedAt);
    statuses.set(report.id, age > staleAfterMs ? 'stale' : 'current');
  }
  return statuses;
}

/** Group finder: open places in a listing, and the level bounds of a character. */
export const SLOTS_MIN = 1;
export const SLOTS_MAX = 7;
export const LEVEL_MIN = 1;
export const LEVEL_MAX = 200;

/** Does a listing for `levelMin`–`levelMax` suit a character of the searched range (overlap)? */
export function levelRangesOverlap(a: { min: number; max: number }, b: { min: number; max: number }): boolean {
  return a.min <= b.max && b.min <= a.max;
}

export interface AchievementFacts {
  id: number;
  categoryId: number;
  name?: { fr?: string };
  objectives?: readonly { criterion?: string }[];
}

/**
 * The achievements of a dungeon (its "Donjons" categories): those whose objectives name one of its
 * monsters as killed in the fight (`EM>id`), and those named after its boss ("Bouftou Royal (Duo)",
 * whose objectives only name the challenge to validate).
 */
export function dungeonAchievementIds(
  dungeon: { monsterIds: readonly number[]; bossId?: number },
  bossFrName: string | undefined,
  achievements: readonly AchievementFacts[],
  dungeonCategoryIds: ReadonlySet<number>,
): number[] {
  const monsters = new Set(dungeon.monsterIds);
  if (dungeon.bossId !== undefined) monsters.add(dungeon.bossId);
  const boss = bossFrName?.trim().toLowerCase();
  return achievements
    .filter((achievement) => dungeonCategoryIds.has(achievement.categoryId))
    .filter((achievement) => {
      const killsOne = (achievement.objectives ?? []).some((objective) =>
        [...(objective.criterion ?? '').matchAll(/EM>(\d+)/g)].some((match) => monsters.has(Number(match[1]))),
      );
      const name = achievement.name?.fr?.trim().toLowerCase() ?? '';
      return killsOne || (!!boss && (name === boss || name.startsWith(`${boss} (`)));
    })
    .map((achievement) => achievement.id);
}

/** The "Donjons" achievement category (3) and its sub-categories. */
export function dungeonCategoryIds(categories: readonly { id: number; parentId?: number }[], rootId = 3): Set<number> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const category of categories) {
      if (category.parentId !== undefined && ids.has(category.parentId) && !ids.has(category.id)) {
        ids.add(category.id);
        grew = true;
      }
    }
  }
  return ids;
}

/** Spec §9: group idols only take effect in fights with at least 4 allies and 4 enemies. */
export const GROUP_IDOL_MIN_ALLIES = 4;
export const GROUP_IDOL_MIN_ENEMIES = 4;

export function groupIdolEffectsApply(fight: { allies: number; enemies: number }): boolean {
  return fight.allies >= GROUP_IDOL_MIN_ALLIES && fight.enemies >= GROUP_IDOL_MIN_ENEMIES;
}

/** Names as the game data gives them (per language). */
export type BoardText = Partial<Record<string, string>>;

/** The zaap nearest to a portal, in maps crossed. */
export interface NearestZaapView extends MapPoint {
  mapId: number;
  /** The name of the zaap's sub-area (the game names a zaap after it); null when no source names it. */
  name: BoardText | null;
  /** The name of the zaap's area, when its sub-area has none (a zaap "in Cania Plains"). */
  areaName?: BoardText;
  distance: number;
}

/** A portal report as `/api/portals` answers it (and the board shows it). */
export interface PortalView {
  _id: number;
  server: number;
  dimension: number;
  posX: number;
  posY: number;
  remainingUses: number | null;
  reportedAt: string;
  reporter: { _id: number; username: string; reputation: number };
  confirmations: number;
  denials: number;
  /** The caller's own vote, if any. */
  myVote: 'confirm' | 'deny' | null;
  status: PortalStatus;
  nearestZaap: NearestZaapView | null;
  /** Moderators only. */
  hidden?: boolean;
}

/** A group listing as `/api/groupfinder` answers it. */
export interface ListingView {
  _id: number;
  server: number;
  dungeon: number | null;
  activity: string | null;
  achievements: number[];
  idols: number[];
  levelMin: number;
  levelMax: number;
  slots: number;
  description: string;
  contact: string;
  language: string;
  expiresAt: string;
  owner: { _id: number; username: string };
  createdAt: string;
  updatedAt: string;
  /** Moderators only. */
  hidden?: boolean;
}
