import type * as z from 'zod/mini';
import type { CollaborativeList, UpdateListBody } from '../../../shared/contracts/lists.ts';
import type { ListAlert, ListComment, listExtrasSchema } from '../../../shared/contracts/listExtras.ts';
import type { FilteredTitles } from '../../../shared/contracts/titles.ts';
import { applyVote, type ListVoteState } from '../../../shared/domain/listVotes.ts';
import { edit, editAll, put, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { titleListKeys } from '../titleList/queryKeys.ts';
import { asListItems, listExtrasKeys } from './queries.ts';
import { listKeys } from './queryKeys.ts';

/** A vote as the screen shows it: the state it leaves the user's vote on a list item in (a vote toggles). */
export interface VoteChange {
  listId: number;
  sku: string;
  state: ListVoteState;
}

export const listSource = (listId: number) => ({ kind: 'collaborativeList' as const, id: listId });

/**
 * What a vote shows on every page of the list: the item in its new state, the counts moved accordingly. Set as a
 * state, not a toggle, so that applying it again changes nothing (replayEdits.ts).
 */
export const voteEdit: ReplayableEdit<VoteChange> = {
  kind: 'vote',
  edits: (_, { listId, sku, state }) => [
    editAll<FilteredTitles>(titleListKeys.pages(listSource(listId)), (before) => {
      const page = asListItems(before);
      if (!page) return before;
      const items = page.items.map((item) => (item.sku === sku ? { ...item, ...applyVote(item, item.state, state), state } : item));
      return { ...page, items };
    }),
  ],
};

/** The lists of a community or of a title, with one list changed (undefined: taken out). */
const inLists = (id: number, change: (list: CollaborativeList) => CollaborativeList | undefined) =>
  editAll<CollaborativeList[]>(listKeys.all, (lists) => lists.flatMap((list) => (list.id === id ? (change(list) ?? []) : [list])));

/** What saving a list's settings shows: its name, description, who adds and sort, wherever the list is shown. */
export const listSaveEdit: ReplayableEdit<UpdateListBody> = {
  kind: 'listSave',
  edits: (_, { id, ...settings }) => [
    inLists(id, (list) => ({ ...list, ...settings })),
    editAll<FilteredTitles>(titleListKeys.pages(listSource(id)), (before) => {
      const page = asListItems(before);
      return page?.list ? { ...page, list: { ...page.list, ...settings } } : before;
    }),
  ],
};

/** What archiving a list shows: it leaves the lists. */
export const listArchiveEdit: ReplayableEdit<{ id: number }> = { kind: 'listArchive', edits: (_, { id }) => [inLists(id, () => undefined)] };

export type ListExtras = z.infer<typeof listExtrasSchema>;
export type ListAlertType = ListAlert['alertType'];

/** A comment made on this device and not sent yet has a negative id (the server's ids are positive). */
export const isPendingComment = (comment: Pick<ListComment, 'id'>) => comment.id < 0;

/** A temporary id for a new comment: negative, within int4, unlikely to meet another one. */
export const temporaryCommentId = () => -(1 + Math.floor(Math.random() * 2_000_000_000));

/** The comments of a list changed (a list not read yet is left). */
const inComments = (listId: number, change: (comments: ListComment[]) => ListComment[]) =>
  edit<ListExtras | undefined>(listExtrasKeys.extras(listId), (extras) => extras && { ...extras, comments: change(extras.comments) });

/** A new comment: shown last on its title at once, with its temporary id (added once however often it is applied). */
export const listCommentAddEdit: ReplayableEdit<{ comment: ListComment }> = {
  kind: 'listComment',
  edits: (_, { comment }) => [
    put<ListExtras | undefined>(listExtrasKeys.extras(comment.listId), (extras) => {
      const before = extras ?? { comments: [], quantities: [] };
      return before.comments.some((c) => c.id === comment.id) ? before : { ...before, comments: [...before.comments, comment] };
    }),
  ],
};

/** The author's new text of a comment. */
export const listCommentTextEdit: ReplayableEdit<{ listId: number; id: number; text: string }> = {
  kind: 'listCommentText',
  edits: (_, { listId, id, text }) => [inComments(listId, (comments) => comments.map((c) => (c.id === id ? { ...c, text } : c)))],
};

/** A comment removed by its author. */
export const listCommentRemoveEdit: ReplayableEdit<{ listId: number; id: number }> = {
  kind: 'listCommentRemove',
  edits: (_, { listId, id }) => [inComments(listId, (comments) => comments.filter((c) => c.id !== id))],
};

/** The user's quantity of a title set (0: removed); everyone's total moves by the difference (a state, not a step). */
export const quantityEdit: ReplayableEdit<{ listId: number; sku: string; quantity: number }> = {
  kind: 'listQuantity',
  edits: (_, { listId, sku, quantity }) => [
    edit<ListExtras | undefined>(listExtrasKeys.extras(listId), (extras) => {
      if (!extras) return extras;
      const row = extras.quantities.find((q) => q.sku === sku) ?? { sku, quantity: 0, totalQuantity: 0 };
      const next = { sku, quantity, totalQuantity: Math.max(0, row.totalQuantity - row.quantity + quantity) };
      const others = extras.quantities.filter((q) => q.sku !== sku);
      return { ...extras, quantities: next.totalQuantity > 0 ? [...others, next] : others };
    }),
  ],
};

/** The user's alert of one kind on a list set (null: removed). */
export const listAlertEdit: ReplayableEdit<{ listId: number; alertType: ListAlertType; alert: ListAlert | null }> = {
  kind: 'listAlert',
  edits: (_, { listId, alertType, alert }) => [
    put<ListAlert[] | undefined>(listExtrasKeys.alerts(listId), (alerts) => [
      ...(alerts ?? []).filter((a) => a.alertType !== alertType),
      ...(alert ? [alert] : []),
    ]),
  ],
};

/** What filing shows at once: the list's titles in their new order, their sequence numbers in every page of the list. */
export const filingEdit: ReplayableEdit<{ listId: number; skus: string[] }> = {
  kind: 'listFiling',
  edits: (_, { listId, skus }) => {
    const position = new Map(skus.map((sku, i) => [sku, i]));
    return [
      editAll<Array<{ sku: string; name: string }> | undefined>(listExtrasKeys.filing(listId), (titles) =>
        titles ? [...titles].sort((a, b) => (position.get(a.sku) ?? 0) - (position.get(b.sku) ?? 0)) : titles,
      ),
      editAll<FilteredTitles>(titleListKeys.pages(listSource(listId)), (before) => {
        const page = asListItems(before);
        if (!page) return before;
        return { ...page, items: page.items.map((item) => (position.has(item.sku) ? { ...item, sequence: position.get(item.sku)! } : item)) };
      }),
    ];
  },
};
