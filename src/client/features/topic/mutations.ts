import type { QueryClient } from '@tanstack/react-query';
import { pathOf } from '../../../shared/contracts/endpoint.ts';
import type { ConversationThread, ConversationTopic } from '../../../shared/contracts/conversations.ts';
import { createTopic as createRoute, renameTopic as renameRoute } from '../../../shared/contracts/routes/conversations.ts';
import { conversationKeys } from '../../entities/conversation/queries.ts';
import { conversationResources as resources } from '../../entities/conversation/resources.ts';
import { newTopicEdit, renameTopicEdit } from '../../entities/conversation/conversationEdits.ts';
import { shown } from '../../lib/offline/optimistic.ts';
import { useChangeMutation } from '../../lib/offline/useChangeMutation.ts';

/** A new topic: its thread as the list shows it at once (conversationId: the initial thought's device id). */
export interface NewTopic {
  thread: ConversationThread;
  initialComment: string;
}

const refetch = async (_: unknown, __: unknown, client: QueryClient) => client.invalidateQueries({ queryKey: conversationKeys.lists() });
/** Seed 3 §8: no errors are shown for conversation changes; a refused one goes back as it was. */
const quiet = () => undefined;

/** POST /api/v1/conversations/{communityId}/topics (name, initialComment, the device id): shown at once, sent once. */
export function useNewTopic() {
  return useChangeMutation<NewTopic, unknown>({
    change: ({ thread, initialComment }) => ({
      method: 'POST',
      path: pathOf(createRoute, { communityId: thread.communityId }),
      body: { json: { name: thread.name, initialComment, clientId: thread.conversationId } },
      resource: resources.topic(thread.conversationId),
      label: { key: 'changes:changes.label.conversationTopic', values: { name: thread.name } },
    }),
    shows: (variables) => shown(newTopicEdit, variables),
    onApplied: refetch,
    onQueued: quiet,
    onRefused: quiet,
  });
}

/** PUT /api/v1/conversations/topics (id, type 0, name): the owner's new name. */
export function useRenameTopic() {
  return useChangeMutation<{ id: number; communityId: number; name: string }, ConversationTopic>({
    change: ({ id, communityId, name }) => ({
      method: 'PUT',
      path: pathOf(renameRoute, {}),
      body: { json: { id, type: 0, name } },
      resource: [resources.topic(id), resources.conversation('topic', String(id), communityId)].join(' '),
      label: { key: 'changes:changes.label.conversationTopicRename', values: { name } },
    }),
    shows: ({ id, name }) => shown(renameTopicEdit, { id, name }),
    onApplied: refetch,
    onQueued: quiet,
    onRefused: quiet,
  });
}
