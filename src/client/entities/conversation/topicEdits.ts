import type { ConversationThread, Conversations } from '../../../shared/contracts/conversations.ts';
import { editAll, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { conversationKeys } from './queries.ts';

/**
 * A topic the user started, as the list shows it before the server has it (seed 3 §7 POST .../topics): a thread whose
 * conversationId is the device id of its initial thought (a UUID; the server's topics are numbers), so the screen
 * knows it waits, and applying it again adds nothing.
 */
export const isPendingTopic = (thread: Pick<ConversationThread, 'conversationType' | 'conversationId'>) =>
  thread.conversationType === 'topic' && !/^\d+$/.test(thread.conversationId);

export const newTopicEdit: ReplayableEdit<{ thread: ConversationThread; initialComment: string }> = {
  kind: 'conversationTopic',
  edits: (_, { thread, initialComment }) => [
    editAll<Conversations | undefined>(conversationKeys.lists(), (answer) =>
      answer && !answer.threads.some((t) => t.conversationType === 'topic' && t.conversationId === thread.conversationId)
        ? {
            ...answer,
            topics: [
              { id: 0, communityId: thread.communityId, name: thread.name, initialComment, type: 0, ownerAppUserId: thread.authorAppUserId },
              ...answer.topics,
            ],
            threads: [thread, ...answer.threads],
          }
        : answer,
    ),
  ],
};

/** The owner's new name of a topic (PUT /api/v1/conversations/topics), in every list of threads. */
export const renameTopicEdit: ReplayableEdit<{ id: number; name: string }> = {
  kind: 'conversationTopicName',
  edits: (_, { id, name }) => [
    editAll<Conversations | undefined>(
      conversationKeys.lists(),
      (answer) =>
        answer && {
          ...answer,
          topics: answer.topics.map((topic) => (topic.id === id ? { ...topic, name } : topic)),
          threads: answer.threads.map((t) => (t.conversationType === 'topic' && t.conversationId === String(id) ? { ...t, name } : t)),
        },
    ),
  ],
};
