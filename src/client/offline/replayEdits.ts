/**
 * The screen edits of changes still waiting in the outbox, by Change.replay.kind: a screen read again (after a
 * reload, offline or not) shows them on top of what the server or the offline copy answered (pendingEdits.ts).
 * Only changes whose edit is the same however often it is applied: moving to a shelf, a collection's membership,
 * a review saved or deleted, a request made, cancelled or enabled, a vote cast (as the state it leaves).
 * Loaded only when such changes wait.
 */
import type { QueryClient } from '@tanstack/react-query';
import { voteEdits, type VoteChange } from '../features/lists/voteEdits.ts';
import { requestChangeEdits, newRequestEdits, type NewRequest, type RequestChange } from '../features/requests/requestEdits.ts';
import { reviewEdits, type ReviewChange } from '../features/reviews/reviewEdits.ts';
import { membershipEdits, shelfMoveEdits, type CollectionTitlesChange, type ShelfMove } from '../features/stacks/mutations.ts';
import type { CacheEdit } from './optimistic.ts';
import type { ChangeReplay } from './outbox/types.ts';

const kinds: Record<string, (client: QueryClient, variables: never) => CacheEdit[]> = {
  shelfMove: (client, move: ShelfMove) => shelfMoveEdits(client, move),
  collectionAdd: (client, change: CollectionTitlesChange) => membershipEdits(client, change, true),
  collectionRemove: (client, change: CollectionTitlesChange) => membershipEdits(client, change, false),
  review: (client, change: ReviewChange) => reviewEdits(client, change),
  request: (client, request: NewRequest) => newRequestEdits(client, request),
  requestChange: (_, change: RequestChange) => requestChangeEdits(change),
  vote: (_, change: VoteChange) => voteEdits(change),
};

export function replayEdits(client: QueryClient, replay: ChangeReplay): CacheEdit[] {
  const edits = kinds[replay.kind];
  return edits ? edits(client, replay.variables as never) : [];
}
