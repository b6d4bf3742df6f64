import { registerReplayableEdits } from '../../lib/offline/replayEdits.ts';
import { collectionAddEdit, collectionDeleteEdit, collectionRemoveEdit, collectionRenameEdit, shelfMoveEdit } from './shelfEdits.ts';

/** How this entity's changes show again while they wait in the outbox (loaded by app/replay.ts). */
registerReplayableEdits(collectionAddEdit, collectionDeleteEdit, collectionRemoveEdit, collectionRenameEdit, shelfMoveEdit);
