import { describe, expect, it } from 'vitest';
import type { ConversationComment } from '../../src/shared/contracts/conversations.ts';
import { newCommentSchema } from '../../src/shared/contracts/conversations.ts';
import { newCommentChange, type ConversationRef } from '../../src/client/features/conversation/mutations.ts';
import { runInOrder } from '../../src/sync/outbox/replay.ts';

// A reply made offline to a thread starter made offline (issue 19): the reply names the starter by its device id and
// is replayed only once the starter is sent.
const conversation: ConversationRef = { conversationType: 'title', conversationId: '9780000000001', communityId: 3, name: 'A title' };
const comment = (clientId: string, text: string): ConversationComment => ({
  id: 0,
  clientId,
  text,
  parentCommentId: 0,
  children: 0,
  communityId: 3,
  conversationType: 'title',
  conversationId: '9780000000001',
  commentStatus: 0,
  appUserId: 1,
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
  badges: [],
  userAvatar: { displayName: 'Demo Reader', initials: 'DR', uri: '' },
  orgName: 'Riverbend',
});
const starterId = '8c0c5a4e-9a43-4c3e-9b55-5f1f3f3f3f3f';
const replyId = '1d7b2f6e-0c2a-4b8e-8f4e-2a2a2a2a2a2a';

describe('a reply to a thread starter still waiting in the outbox', () => {
  const starter = newCommentChange(conversation, { comment: comment(starterId, 'starter'), parentRef: null });
  const reply = newCommentChange(conversation, { comment: comment(replyId, 'reply'), parentRef: starterId });
  const otherReply = newCommentChange(conversation, { comment: comment(replyId, 'reply to a sent one'), parentRef: 42 });

  it("names the starter by its device id, in a body the server's contract accepts (a sent starter by its id)", () => {
    const body = (reply.body as { json: unknown }).json;
    expect(newCommentSchema.parse(body)).toMatchObject({ parentCommentId: starterId, clientId: replyId });
    expect(newCommentSchema.parse((otherReply.body as { json: unknown }).json).parentCommentId).toBe(42);
    expect(newCommentSchema.parse((starter.body as { json: unknown }).json).parentCommentId).toBe(0);
    expect(reply.resource.split(' ')).toContain(`comment:${starterId}`);
  });

  it('is replayed after the starter, and not while the starter is not sent', async () => {
    const stored = [
      { ...starter, name: 'starter' },
      { ...reply, name: 'reply' },
    ];
    const sent: string[] = [];
    await runInOrder(stored, async (change) => {
      sent.push(change.name);
      return false; // the starter is refused or fails: the reply waits
    });
    expect(sent).toEqual(['starter']);
    sent.length = 0;
    await runInOrder(stored, async (change) => {
      sent.push(change.name);
      return true;
    });
    expect(sent).toEqual(['starter', 'reply']);
  });
});
