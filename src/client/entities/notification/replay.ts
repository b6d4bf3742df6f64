import { registerReplayableEdits } from '../../lib/offline/replayEdits.ts';
import { notificationStatusEdit, subscriptionEdit } from './notificationEdits.ts';

/** How this entity's changes show again while they wait in the outbox (loaded by app/replay.ts). */
registerReplayableEdits(notificationStatusEdit, subscriptionEdit);
