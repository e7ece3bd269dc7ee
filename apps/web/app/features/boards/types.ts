import type { FoundOf } from '@grimoire/server/client';
import type { BoardText, ListingView, PortalView } from '@grimoire/rules';

/** What the board services answer (shapes shared with the server through `@grimoire/rules`). */
export type { BoardText };

export interface Dimension {
  id: number;
  name: BoardText;
}

export type PortalReport = PortalView;

export type GroupListing = ListingView;

/** What `api/board-moderation` answers: flagged records and the moderators' audit lines. */
export type ModerationOverview = FoundOf<'board-moderation'>;
