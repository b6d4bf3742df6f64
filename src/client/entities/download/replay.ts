import { registerReplayableEdits } from '../../lib/offline/replayEdits.ts';
import { formatEdit, kindleEdit } from './queries.ts';

/** How this entity's changes show again while they wait in the outbox (loaded by app/replay.ts). */
registerReplayableEdits(formatEdit, kindleEdit);
