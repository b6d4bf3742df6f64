import { describe, expect, it } from 'vitest';
import { ACTIVE, ARCHIVED, canMoveStatus, READ, statusAfterOthersComment } from './conversationStatus.ts';

describe('conversation status (seed 3 §4)', () => {
  it('opening marks read; from read unread or archive; from archived only unarchive to read', () => {
    expect(canMoveStatus(ACTIVE, READ)).toBe(true);
    expect(canMoveStatus(READ, ACTIVE)).toBe(true);
    expect(canMoveStatus(READ, ARCHIVED)).toBe(true);
    expect(canMoveStatus(ARCHIVED, READ)).toBe(true);
    expect(canMoveStatus(ACTIVE, ARCHIVED)).toBe(false);
    expect(canMoveStatus(ARCHIVED, ACTIVE)).toBe(false);
  });
  it('setting the same status is no change, and unknown statuses move nowhere', () => {
    for (const s of [ACTIVE, READ, ARCHIVED]) expect(canMoveStatus(s, s)).toBe(true);
    expect(canMoveStatus(7, READ)).toBe(false);
  });
  it("someone else's comment makes a read conversation unread, never an archived one", () => {
    expect(statusAfterOthersComment(READ)).toBe(ACTIVE);
    expect(statusAfterOthersComment(ARCHIVED)).toBe(ARCHIVED);
    expect(statusAfterOthersComment(ACTIVE)).toBe(ACTIVE);
  });
});
