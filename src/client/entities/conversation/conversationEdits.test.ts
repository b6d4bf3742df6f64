import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { CommentsPage, ConversationComment, ConversationThread } from '../../../shared/contracts/conversations.ts';
import { editCache } from '../../lib/offline/optimistic.ts';
import { badgeEdit, commentStatusEdit, editCommentEdit, newCommentEdit } from './conversationEdits.ts';
import { conversationKeys } from './queries.ts';

const comment = (over: Partial<ConversationComment>): ConversationComment => ({
  id: 0,
  clientId: null,
  text: 'text',
  parentCommentId: 0,
  children: 0,
  communityId: 3,
  conversationType: 'topic',
  conversationId: '7',
  commentStatus: 0,
  appUserId: 1,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
  badges: [],
  userAvatar: { displayName: 'Demo Reader', initials: 'DR', uri: '' },
  orgName: 'Riverbend',
  ...over,
});

const starters = conversationKeys.page('topic', '7', 3, 6);
const replies = conversationKeys.page('thread', '10', 3, 60);

async function apply(client: QueryClient, edits: ReturnType<typeof newCommentEdit.edits>) {
  await editCache(client, edits);
}

describe('conversation edits (shown again on every read while waiting: applying twice changes nothing)', () => {
  it('a new thread starter goes first, once, known by its device id', async () => {
    const client = new QueryClient();
    client.setQueryData<CommentsPage>(starters, { comments: [comment({ id: 10, text: 'older' })], total: 1 });
    const added = comment({ clientId: '8c0c5a4e-9a43-4c3e-9b55-5f1f3f3f3f3f', text: 'new' });
    for (let i = 0; i < 2; i++) await apply(client, newCommentEdit.edits(client, { comment: added, parentRef: null }));
    const page = client.getQueryData<CommentsPage>(starters)!;
    expect(page.comments.map((c) => c.text)).toEqual(['new', 'older']);
    expect(page.total).toBe(2);
  });

  it('a reply goes last in its thread, whose list is made when never read', async () => {
    const client = new QueryClient();
    const reply = comment({ clientId: '1c0c5a4e-9a43-4c3e-9b55-5f1f3f3f3f3f', text: 'reply', parentCommentId: 10 });
    for (let i = 0; i < 2; i++) await apply(client, newCommentEdit.edits(client, { comment: reply, parentRef: 10 }));
    expect(client.getQueryData<CommentsPage>(replies)).toEqual({ comments: [reply], total: 1 });
  });

  it('text, deletion and badges name a comment by its id or its device id, and set a state', async () => {
    const client = new QueryClient();
    const uuid = '2c0c5a4e-9a43-4c3e-9b55-5f1f3f3f3f3f';
    client.setQueryData<CommentsPage>(starters, { comments: [comment({ id: 10 }), comment({ clientId: uuid })], total: 2 });
    await editCache(client, editCommentEdit.edits(client, { ref: uuid, text: 'edited' }));
    await editCache(client, commentStatusEdit.edits(client, { ref: 10, status: 3 }));
    for (let i = 0; i < 2; i++) await editCache(client, badgeEdit.edits(client, { ref: 10, type: 'love', appUserId: 1, on: true }));
    let page = client.getQueryData<CommentsPage>(starters)!;
    expect(page.comments.map((c) => [c.text, c.commentStatus, c.badges.length])).toEqual([
      ['text', 3, 1],
      ['edited', 0, 0],
    ]);
    await editCache(client, badgeEdit.edits(client, { ref: 10, type: 'love', appUserId: 1, on: false }));
    page = client.getQueryData<CommentsPage>(starters)!;
    expect(page.comments[0]!.badges).toEqual([]);
  });

  it('a thread started from a title page shows once in the title panel, and the next comment counts there', async () => {
    const client = new QueryClient();
    const sku = '9780306406157';
    const panel = conversationKeys.title(sku);
    client.setQueryData<{ threads: ConversationThread[] }>(panel, { threads: [] });
    const first = comment({ clientId: '3c0c5a4e-9a43-4c3e-9b55-5f1f3f3f3f3f', text: 'first', conversationType: 'title', conversationId: sku });
    const thread = { name: 'The Title', communityName: 'Forum' };
    for (let i = 0; i < 2; i++) await apply(client, newCommentEdit.edits(client, { comment: first, parentRef: null, thread }));
    let threads = client.getQueryData<{ threads: ConversationThread[] }>(panel)!.threads;
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ communityId: 3, communityName: 'Forum', name: 'The Title', authorOrgName: 'Riverbend', status: 1 });
    expect(threads[0]!.mostRecentComment?.text).toBe('first');
    expect(threads[0]!.commentCount).toBe(1);
    const second = comment({ clientId: '4c0c5a4e-9a43-4c3e-9b55-5f1f3f3f3f3f', text: 'second', conversationType: 'title', conversationId: sku });
    for (let i = 0; i < 2; i++) await apply(client, newCommentEdit.edits(client, { comment: second, parentRef: null, thread }));
    threads = client.getQueryData<{ threads: ConversationThread[] }>(panel)!.threads;
    expect(threads).toHaveLength(1);
    expect(threads[0]!.mostRecentComment?.text).toBe('second');
    expect(threads[0]!.commentCount).toBe(2);
  });
});
