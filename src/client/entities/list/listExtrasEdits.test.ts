import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ListAlert, ListComment } from '../../../shared/contracts/listExtras.ts';
import { editCache } from '../../lib/offline/optimistic.ts';
import {
  isPendingComment,
  listAlertEdit,
  listCommentAddEdit,
  listCommentRemoveEdit,
  listCommentTextEdit,
  quantityEdit,
  temporaryCommentId,
  type ListExtras,
} from './listEdits.ts';
import { listExtrasKeys } from './queries.ts';

const comment = (over: Partial<ListComment>): ListComment => ({
  id: 1,
  listId: 5,
  sku: '9780000000001',
  appUserId: 2,
  displayName: 'Demo Reader',
  text: 'text',
  createdDate: '2026-01-01T00:00:00.000Z',
  updatedDate: '2026-01-01T00:00:00.000Z',
  ...over,
});

const key = listExtrasKeys.extras(5);
const twice = async (client: QueryClient, edits: () => ReturnType<typeof quantityEdit.edits>) => {
  for (let i = 0; i < 2; i++) await editCache(client, edits());
};

describe('list extras edits (shown again on every read while waiting: applying twice changes nothing)', () => {
  it('a new comment shows once, last, with its negative temporary id, even before the list was read', async () => {
    const client = new QueryClient();
    const added = comment({ id: temporaryCommentId(), text: 'new' });
    expect(isPendingComment(added)).toBe(true);
    await twice(client, () => listCommentAddEdit.edits(client, { comment: added }));
    expect(client.getQueryData<ListExtras>(key)).toEqual({ comments: [added], quantities: [] });
    client.setQueryData<ListExtras>(key, { comments: [comment({ id: 9 })], quantities: [] });
    await twice(client, () => listCommentAddEdit.edits(client, { comment: added }));
    expect(client.getQueryData<ListExtras>(key)!.comments.map((c) => c.id)).toEqual([9, added.id]);
  });

  it('an edit changes the text of that comment only; a removal takes it out', async () => {
    const client = new QueryClient();
    client.setQueryData<ListExtras>(key, { comments: [comment({ id: 1 }), comment({ id: 2 })], quantities: [] });
    await twice(client, () => listCommentTextEdit.edits(client, { listId: 5, id: 2, text: 'changed' }));
    expect(client.getQueryData<ListExtras>(key)!.comments.map((c) => c.text)).toEqual(['text', 'changed']);
    await twice(client, () => listCommentRemoveEdit.edits(client, { listId: 5, id: 1 }));
    expect(client.getQueryData<ListExtras>(key)!.comments.map((c) => c.id)).toEqual([2]);
  });

  it("a quantity is set as a state: the total moves by the difference with the user's former quantity", async () => {
    const client = new QueryClient();
    client.setQueryData<ListExtras>(key, { comments: [], quantities: [{ sku: 'a', quantity: 0, totalQuantity: 4 }] });
    await twice(client, () => quantityEdit.edits(client, { listId: 5, sku: 'a', quantity: 3 }));
    expect(client.getQueryData<ListExtras>(key)!.quantities).toEqual([{ sku: 'a', quantity: 3, totalQuantity: 7 }]);
    await twice(client, () => quantityEdit.edits(client, { listId: 5, sku: 'a', quantity: 1 }));
    expect(client.getQueryData<ListExtras>(key)!.quantities).toEqual([{ sku: 'a', quantity: 1, totalQuantity: 5 }]);
    await twice(client, () => quantityEdit.edits(client, { listId: 5, sku: 'b', quantity: 2 }));
    await twice(client, () => quantityEdit.edits(client, { listId: 5, sku: 'b', quantity: 0 }));
    expect(client.getQueryData<ListExtras>(key)!.quantities.map((q) => q.sku)).toEqual(['a']);
  });

  it('an alert of a kind is set or removed, the other kinds left', async () => {
    const client = new QueryClient();
    const voted: ListAlert = { id: 3, listId: 5, alertType: 'voted', alertMethod: 'email', alertCandidate: 'touched' };
    client.setQueryData<ListAlert[]>(listExtrasKeys.alerts(5), [voted]);
    const commented: ListAlert = { id: -1, listId: 5, alertType: 'commented', alertMethod: 'notification', alertCandidate: 'all' };
    await twice(client, () => listAlertEdit.edits(client, { listId: 5, alertType: 'commented', alert: commented }));
    expect(client.getQueryData<ListAlert[]>(listExtrasKeys.alerts(5))).toEqual([voted, commented]);
    await twice(client, () => listAlertEdit.edits(client, { listId: 5, alertType: 'voted', alert: null }));
    expect(client.getQueryData<ListAlert[]>(listExtrasKeys.alerts(5))).toEqual([commented]);
  });
});
