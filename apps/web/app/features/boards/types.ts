/** What the board services answer (apps/server/src/services/boards), as the pages use it. */
export type BoardText = Partial<Record<string, string>>;

export interface Dimension {
  id: number;
  name: BoardText;
}

export interface PortalReport {
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
  myVote: 'confirm' | 'deny' | null;
  status: 'current' | 'stale' | 'history';
  nearestZaap: { mapId: number; posX: number; posY: number; name: BoardText | null; distance: number } | null;
  hidden?: boolean;
}

export interface GroupListing {
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
  hidden?: boolean;
}

export interface ModerationOverview {
  flagged: { kind: 'portal' | 'listing'; record: number; flags: number; reasons: string[]; lastFlaggedAt: string; hidden: boolean; author: string; summary: string }[];
  log: { _id: number; kind: 'portal' | 'listing'; record: number; moderatorName: string; action: 'hide' | 'show'; reason: string; createdAt: string }[];
}
