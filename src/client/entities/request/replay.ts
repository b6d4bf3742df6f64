import { registerReplayableEdits } from '../../lib/offline/replayEdits.ts';
import { evaluationTypeEdit, linksEdit, newRequestEdit, requestChangeEdit, roleEdit } from './requestEdits.ts';

/** How this entity's changes show again while they wait in the outbox (loaded by app/replay.ts). */
registerReplayableEdits(evaluationTypeEdit, linksEdit, newRequestEdit, requestChangeEdit, roleEdit);
