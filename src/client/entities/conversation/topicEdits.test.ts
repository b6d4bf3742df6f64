import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Conversations, ConversationThread } from '../../../shared/contracts/conversations.ts';
import { editCache } from '../../lib/offline/optimistic.ts';
import { isPendingTopic, newTopicEdit, renameTopicEdit } from './conversationEdits.ts';
import { conversationKeys } from './queries.ts';

const avatar = { displayName: 'Demo Reader', initials: 'DR', uri: '' };
const thread = (over: Partial<ConversationThread>): ConversationThread => ({
  conversationId: '7',
  conversationType: 'topic',
  communityId: 3,
  communityName: 'Forum',
  name: 'Old name',
  author: avatar,
  authorAppUserId: 1,
  authorOrgName: '',
  status: 1,
  commentCount: 1,
  mostRecentComment: null,
  ...over,
});
const answer = (): Conversations => ({
  topics: [{ id: 7, communityId: 3, name: 'Old name', initialComment: 'hi', type: 0, ownerAppUserId: 1 }],
  products: [],
  threads: [thread({}), thread({ conversationType: 'title', conversationId: '7', name: 'A title' })],
});

describe('topic edits (shown again on every read while waiting: applying twice changes nothing)', () => {
  it('a topic started offline shows first, once, known as pending by its device id', async () => {
    const client = new QueryClient();
    client.setQueryData(conversationKeys.list(0), answer());
    const pending = thread({ conversationId: '8c0c5a4e-9a43-4c3e-9b55-5f1f3f3f3f3f', name: 'New topic' });
    for (let i = 0; i < 2; i++) await editCache(client, newTopicEdit.edits(client, { thread: pending, initialComment: 'first' }));
    const after = client.getQueryData<Conversations>(conversationKeys.list(0))!;
    expect(after.threads.map((t) => t.name)).toEqual(['New topic', 'Old name', 'A title']);
    expect(after.topics.map((t) => t.name)).toEqual(['New topic', 'Old name']);
    expect(isPendingTopic(after.threads[0]!)).toBe(true);
    expect(isPendingTopic(after.threads[1]!)).toBe(false);
  });

  it("a rename changes that topic's name only (not a title conversation with the same id)", async () => {
    const client = new QueryClient();
    client.setQueryData(conversationKeys.list(0), answer());
    await editCache(client, renameTopicEdit.edits(client, { id: 7, name: 'New name' }));
    const after = client.getQueryData<Conversations>(conversationKeys.list(0))!;
    expect(after.threads.map((t) => t.name)).toEqual(['New name', 'A title']);
    expect(after.topics[0]!.name).toBe('New name');
  });
});
