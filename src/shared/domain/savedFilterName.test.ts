import { describe, expect, it } from 'vitest';
import { defaultFilterName } from './savedFilterName.ts';

describe('default saved filter name', () => {
  it("is 'My Filter #1' for a user without filters", () => {
    expect(defaultFilterName([])).toBe('My Filter #1');
    expect(defaultFilterName(['Cooking soon', 'Fiction'])).toBe('My Filter #1');
  });

  it('takes the next number no default-named filter uses', () => {
    expect(defaultFilterName(['My Filter #1', 'My Filter #2'])).toBe('My Filter #3');
    expect(defaultFilterName(['My Filter #2', 'My Filter #1', 'Other'])).toBe('My Filter #3');
    expect(defaultFilterName(['My Filter #1', 'My Filter #3'])).toBe('My Filter #2');
    expect(defaultFilterName([' My Filter #1 '])).toBe('My Filter #2');
  });

  it("ignores names that only look like 'My Filter #k'", () => {
    expect(defaultFilterName(['My Filter #01', 'my filter #1', 'My Filter #1a', 'My Filter #', 'My Filter #0'])).toBe('My Filter #1');
  });
});
