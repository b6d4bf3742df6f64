import { registerReplayableEdits } from '../../lib/offline/replayEdits.ts';
import { membershipEdit } from './communityEdits.ts';

/** How this entity's changes show again while they wait in the outbox (loaded by app/replay.ts). */
registerReplayableEdits(membershipEdit);
