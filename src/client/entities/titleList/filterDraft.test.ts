import { describe, expect, it } from 'vitest';
import { activeSectionCount, choiceOf, draftFromRefinements, draftToRefinements, setChoice, setSectionOn } from './filterDraft.ts';

describe('filter drawer choices', () => {
  it('turns a section on when a value is chosen and sends include and exclude refinements', () => {
    let draft = setChoice({}, 'imprint', 'Harbor Press', 'include');
    draft = setChoice(draft, 'format', 'Paperback', 'exclude');
    expect(activeSectionCount(draft)).toBe(2);
    expect(draftToRefinements(draft)).toEqual([
      { browseLaneType: 'imprint', code: 'Harbor Press', isExclusion: false },
      { browseLaneType: 'format', code: 'Paperback', isExclusion: true },
    ]);
  });

  it('switching a value moves it between include and exclude, and null clears it', () => {
    let draft = setChoice({}, 'series', '', 'include');
    draft = setChoice(draft, 'series', '', 'exclude');
    expect(choiceOf(draft, 'series', '')).toBe('exclude');
    draft = setChoice(draft, 'series', '', null);
    expect(choiceOf(draft, 'series', '')).toBeNull();
    expect(activeSectionCount(draft)).toBe(0);
  });

  it('an Off section keeps its choices but sends nothing', () => {
    const draft = setSectionOn(setChoice({}, 'category', 'Fiction', 'include'), 'category', false);
    expect(draftToRefinements(draft)).toEqual([]);
    expect(choiceOf(draft, 'category', 'Fiction')).toBe('include');
    expect(draftToRefinements(setSectionOn(draft, 'category', true))).toHaveLength(1);
  });

  it('reads refinements back from the URL, ignoring lane types the drawer has no section for', () => {
    const refinements = [
      { browseLaneType: 'imprint', code: 'A', isExclusion: false },
      { browseLaneType: 'imprint', code: 'B', isExclusion: true },
      { browseLaneType: 'publisher', code: 'C', isExclusion: false },
    ];
    const draft = draftFromRefinements(refinements);
    expect(draft).toEqual({ imprint: { on: true, include: ['A'], exclude: ['B'] } });
    expect(draftToRefinements(draft)).toEqual(refinements.slice(0, 2));
  });
});
