import { registerReplayableEdits } from '../../lib/offline/replayEdits.ts';
import { badgeEdit, commentStatusEdit, conversationStatusEdit, editCommentEdit, newCommentEdit } from './conversationEdits.ts';
import { newTopicEdit, renameTopicEdit } from './topicEdits.ts';

/** How this entity's changes show again while they wait in the outbox (loaded by app/replay.ts). */
registerReplayableEdits(newCommentEdit, editCommentEdit, commentStatusEdit, badgeEdit, conversationStatusEdit, newTopicEdit, renameTopicEdit);
