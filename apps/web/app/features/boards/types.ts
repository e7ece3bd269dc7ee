import type { BoardText, ListingView, PortalView } from '@grimoire/rules';

/** What the board services answer (shapes shared with the server through `@grimoire/rules`). */
export type { BoardText };

export interface Dimension {
  id: number;
  name: BoardText;
}

export type PortalReport = PortalView;

export type GroupListing = ListingView;

export interface ModerationOverview {
  flagged: { kind: 'portal' | 'listing'; record: number; flags: number; reasons: string[]; lastFlaggedAt: string; hidden: boolean; author: string; summary: string }[];
  log: { _id: number; kind: 'portal' | 'listing'; record: number; moderatorName: string; action: 'hide' | 'show'; reason: string; createdAt: string }[];
}
