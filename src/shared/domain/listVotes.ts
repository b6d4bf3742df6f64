/** Votes on collaborative list items (seed 3): upVote/downVote per user per item; state notSet, downVote or upVote. */

export const LIST_VOTE_STATES = ['notSet', 'downVote', 'upVote'] as const;
export type ListVoteState = (typeof LIST_VOTE_STATES)[number];
export type ListVote = 'upVote' | 'downVote';

/** The stored value of a state: +1 up, -1 down, 0 none. */
export function voteValue(state: ListVoteState): -1 | 0 | 1 {
  return state === 'upVote' ? 1 : state === 'downVote' ? -1 : 0;
}

export function voteState(value: number | null | undefined): ListVoteState {
  return value === 1 ? 'upVote' : value === -1 ? 'downVote' : 'notSet';
}

/** Casting a vote toggles: the same vote again takes it back (notSet); the other vote replaces it. */
export function nextVoteState(current: ListVoteState, vote: ListVote): ListVoteState {
  return current === vote ? 'notSet' : vote;
}

/** netVotes = ups - downs. */
export function netVotes(upVotes: number, downVotes: number): number {
  return upVotes - downVotes;
}

/** The counts after the caller's state changes from `from` to `to` (for an optimistic update). */
export function applyVote(counts: { upVotes: number; downVotes: number }, from: ListVoteState, to: ListVoteState) {
  const upVotes = counts.upVotes - (from === 'upVote' ? 1 : 0) + (to === 'upVote' ? 1 : 0);
  const downVotes = counts.downVotes - (from === 'downVote' ? 1 : 0) + (to === 'downVote' ? 1 : 0);
  return { upVotes, downVotes, netVotes: netVotes(upVotes, downVotes) };
}

/** Who may add to a list: a member of its community, when the list allows all members or the member created it. */
export function canAddToList(list: { allowAddTitleGroup: boolean; ownerUserId: number }, userId: number | null, isMember: boolean): boolean {
  return userId !== null && isMember && (list.allowAddTitleGroup || list.ownerUserId === userId);
}

/** Who may take a title off a list: the list's creator or whoever added the title. */
export function canRemoveFromList(ownerUserId: number, addedByUserId: number | null, userId: number | null): boolean {
  return userId !== null && (ownerUserId === userId || addedByUserId === userId);
}
