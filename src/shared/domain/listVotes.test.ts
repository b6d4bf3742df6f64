import { describe, expect, it } from 'vitest';
import { applyVote, canAddToList, canRemoveFromList, nextVoteState, voteState, voteValue } from './listVotes.ts';

describe('list votes', () => {
  it('toggles: the same vote again is notSet, the other vote replaces it', () => {
    expect(nextVoteState('notSet', 'upVote')).toBe('upVote');
    expect(nextVoteState('upVote', 'upVote')).toBe('notSet');
    expect(nextVoteState('upVote', 'downVote')).toBe('downVote');
    expect(nextVoteState('downVote', 'downVote')).toBe('notSet');
  });
  it('stores +1/-1 and reads them back', () => {
    expect(voteValue('upVote')).toBe(1);
    expect(voteValue('downVote')).toBe(-1);
    expect(voteValue('notSet')).toBe(0);
    expect(voteState(1)).toBe('upVote');
    expect(voteState(-1)).toBe('downVote');
    expect(voteState(null)).toBe('notSet');
  });
  it('moves the counts with a change of state, netVotes = ups - downs', () => {
    expect(applyVote({ upVotes: 2, downVotes: 1 }, 'notSet', 'upVote')).toEqual({ upVotes: 3, downVotes: 1, netVotes: 2 });
    expect(applyVote({ upVotes: 2, downVotes: 1 }, 'upVote', 'downVote')).toEqual({ upVotes: 1, downVotes: 2, netVotes: -1 });
    expect(applyVote({ upVotes: 2, downVotes: 1 }, 'downVote', 'notSet')).toEqual({ upVotes: 2, downVotes: 0, netVotes: 2 });
  });
  it('lets members add when the list allows all, otherwise only its creator', () => {
    expect(canAddToList({ allowAddTitleGroup: true, ownerUserId: 1 }, 2, true)).toBe(true);
    expect(canAddToList({ allowAddTitleGroup: false, ownerUserId: 1 }, 2, true)).toBe(false);
    expect(canAddToList({ allowAddTitleGroup: false, ownerUserId: 1 }, 1, true)).toBe(true);
    expect(canAddToList({ allowAddTitleGroup: true, ownerUserId: 1 }, 2, false)).toBe(false);
    expect(canAddToList({ allowAddTitleGroup: true, ownerUserId: 1 }, null, false)).toBe(false);
  });
  it('lets the creator or the adder remove a title', () => {
    expect(canRemoveFromList(1, 2, 1)).toBe(true);
    expect(canRemoveFromList(1, 2, 2)).toBe(true);
    expect(canRemoveFromList(1, 2, 3)).toBe(false);
    expect(canRemoveFromList(1, null, null)).toBe(false);
  });
});
