import { registerReplayableEdits } from '../../lib/offline/replayEdits.ts';
import { landingEdit } from './landingQueries.ts';

/** How this entity's changes show again while they wait in the outbox (loaded by app/replay.ts). */
registerReplayableEdits(landingEdit);
