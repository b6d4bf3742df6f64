import { registerReplayableEdits } from '../../lib/offline/replayEdits.ts';
import { listArchiveEdit, listSaveEdit, voteEdit } from './listEdits.ts';
import { filingEdit, listAlertEdit, listCommentAddEdit, listCommentRemoveEdit, listCommentTextEdit, quantityEdit } from './listEdits.ts';

/** How this entity's changes show again while they wait in the outbox (loaded by app/replay.ts). */
registerReplayableEdits(
  listArchiveEdit,
  listSaveEdit,
  voteEdit,
  listCommentAddEdit,
  listCommentTextEdit,
  listCommentRemoveEdit,
  quantityEdit,
  listAlertEdit,
  filingEdit,
);
