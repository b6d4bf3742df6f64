import type { FilteredTitles } from '../../../shared/contracts/titles.ts';
import { applyVote, type ListVoteState } from '../../../shared/domain/listVotes.ts';
import { editAll, type ReplayableEdit } from '../../offline/optimistic.ts';
import { titleListKeys } from '../titleList/queryKeys.ts';
import { asListItems } from './queries.ts';

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
