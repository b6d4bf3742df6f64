import { registerReplayableEdits } from '../../lib/offline/replayEdits.ts';
import { eventDeleteEdit, eventSaveEdit } from '../event/eventEdits.ts';
import { communityOpenEdit, communityRenameEdit, membershipEdit } from './communityEdits.ts';

/**
 * How this entity's changes show again while they wait in the outbox (loaded by app/replay.ts), and those of its
 * events (an owner's event edits): registered here rather than in an entities/event/replay.ts, whose entry in
 * app/replay.ts's list would add to every first route's JS.
 */
registerReplayableEdits(membershipEdit, communityRenameEdit, communityOpenEdit, eventSaveEdit, eventDeleteEdit);
