import type { CollaborativeList, UpdateListBody } from '../../../shared/contracts/lists.ts';
import type { FilteredTitles } from '../../../shared/contracts/titles.ts';
import { applyVote, type ListVoteState } from '../../../shared/domain/listVotes.ts';
import { editAll, type ReplayableEdit } from '../../lib/offline/optimistic.ts';
import { titleListKeys } from '../titleList/queryKeys.ts';
import { asListItems } from './queries.ts';
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
