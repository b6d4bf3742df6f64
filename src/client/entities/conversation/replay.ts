import { registerReplayableEdits } from '../../lib/offline/replayEdits.ts';
import {
  badgeEdit,
  commentStatusEdit,
  conversationStatusEdit,
  editCommentEdit,
  newCommentEdit,
  newTopicEdit,
  renameTopicEdit,
} from './conversationEdits.ts';

/** How this entity's changes show again while they wait in the outbox (loaded by app/replay.ts). */
registerReplayableEdits(newCommentEdit, editCommentEdit, commentStatusEdit, badgeEdit, conversationStatusEdit, newTopicEdit, renameTopicEdit);
