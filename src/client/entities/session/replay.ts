import { registerReplayableEdits } from '../../lib/offline/replayEdits.ts';
import { communityAppEdit } from './communityAppPreferences.ts';
import { noUpdatesEdit } from './noUpdates.ts';
import { pushKindEdit } from './pushPreferences.ts';

/** How this entity's changes show again while they wait in the outbox (loaded by app/replay.ts). */
registerReplayableEdits(communityAppEdit, noUpdatesEdit, pushKindEdit);
