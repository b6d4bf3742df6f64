import { describe, expect, it } from 'vitest';
import {
  choiceOf,
  chosenCount,
  editorFromRefinements,
  editorToRefinements,
  pubDateRangeOf,
  setChoice,
  standardPage,
  type PubDateEditor,
} from './savedFilterEditor.ts';

const now = new Date('2026-05-15T12:00:00Z');
const r = (browseLaneType: string, code: string, isExclusion = false) => ({ browseLaneType, code, isExclusion });

describe('saved filter editor state', () => {
  it('starts a new filter with no refinements, pub-date none, availability not set and the seed defaults', () => {
    const state = editorFromRefinements('My Filter #1', [], now);
    expect(state.pubDate).toEqual({ mode: 'none', startMonths: 0, lookOut: '2w', from: '05/15/2026', to: '06/15/2026' });
    expect(state.availability).toBe('-1');
    expect(editorToRefinements(state)).toEqual([]);
  });

  it('reads a filter back into the editors and writes the same refinements', () => {
    const refinements = [
      r('pubDateRange', 'relative:-3:6m'),
      r('reviewCopyAvailability', '2'),
      r('imprint', 'Harbor Press'),
      r('format', 'ebook', true),
      r('category', 'Cooking'),
      r('markupNotes', 'Lead title'),
    ];
    const state = editorFromRefinements('Soon', refinements, now);
    expect(state.pubDate).toMatchObject({ mode: 'relative', startMonths: -3, lookOut: '6m' });
    expect(state.availability).toBe('2');
    expect(choiceOf(state, 'imprint', 'Harbor Press')).toBe('include');
    expect(choiceOf(state, 'format', 'ebook')).toBe('exclude');
    expect(choiceOf(state, 'format', 'hardcover')).toBeNull();
    expect(state.other).toEqual([r('markupNotes', 'Lead title')]);
    expect(new Set(editorToRefinements(state)!.map((x) => JSON.stringify(x)))).toEqual(new Set(refinements.map((x) => JSON.stringify(x))));
  });

  it('removes the pub-date refinement for mode none and the availability refinement for not set', () => {
    const state = editorFromRefinements('x', [r('pubDateRange', 'frontlist'), r('reviewCopyAvailability', '999999'), r('imprint', 'A')], now);
    const cleared = { ...state, pubDate: { ...state.pubDate, mode: 'none' as const }, availability: '-1' };
    expect(editorToRefinements(cleared)).toEqual([r('imprint', 'A')]);
    // A stored 'not set' availability is dropped on the next save.
    expect(editorToRefinements(editorFromRefinements('x', [r('reviewCopyAvailability', '-1')], now))).toEqual([]);
  });

  it('saves frontlist, backlist and each availability code', () => {
    const state = editorFromRefinements('x', [], now);
    expect(editorToRefinements({ ...state, pubDate: { ...state.pubDate, mode: 'frontlist' } })).toEqual([r('pubDateRange', 'frontlist')]);
    expect(editorToRefinements({ ...state, pubDate: { ...state.pubDate, mode: 'backlist' } })).toEqual([r('pubDateRange', 'backlist')]);
    for (const code of ['999999', '1', '2'])
      expect(editorToRefinements({ ...state, availability: code })).toEqual([r('reviewCopyAvailability', code)]);
  });

  it('keeps the relative and absolute fields while another mode is chosen', () => {
    const state = editorFromRefinements('x', [r('pubDateRange', 'absolute:01/01/2026:03/31/2026')], now);
    expect(state.pubDate).toEqual({ mode: 'absolute', startMonths: 0, lookOut: '2w', from: '01/01/2026', to: '03/31/2026' });
    expect(pubDateRangeOf({ ...state.pubDate, mode: 'relative' })).toEqual({ range: { mode: 'relative', startMonths: 0, lookOut: '2w' } });
  });

  it('checks absolute dates as MM/DD/YYYY with the start not after the end', () => {
    const editor: PubDateEditor = { mode: 'absolute', startMonths: 0, lookOut: '2w', from: '05/15/2026', to: '06/15/2026' };
    expect(pubDateRangeOf(editor)).toEqual({ range: { mode: 'absolute', from: '05/15/2026', to: '06/15/2026' } });
    expect(pubDateRangeOf({ ...editor, from: '2026-05-15' })).toEqual({ error: 'from' });
    expect(pubDateRangeOf({ ...editor, from: '13/01/2026' })).toEqual({ error: 'from' });
    expect(pubDateRangeOf({ ...editor, to: '02/30/2026' })).toEqual({ error: 'to' });
    expect(pubDateRangeOf({ ...editor, from: '07/01/2026' })).toEqual({ error: 'order' });
    expect(pubDateRangeOf({ ...editor, from: ' 05/15/2026 ' })).toEqual({ range: { mode: 'absolute', from: '05/15/2026', to: '06/15/2026' } });
    const state = { ...editorFromRefinements('x', [], now), pubDate: { ...editor, to: '6/15/2026' } };
    expect(editorToRefinements(state)).toBeNull();
  });

  it('switches an item between include, exclude and neither', () => {
    let state = editorFromRefinements('x', [], now);
    state = setChoice(state, 'publisher', 'P1', 'include');
    state = setChoice(state, 'publisher', 'P2', 'exclude');
    expect(chosenCount(state, 'publisher')).toBe(2);
    state = setChoice(state, 'publisher', 'P1', 'exclude');
    expect(state.standard.publisher).toEqual({ include: [], exclude: ['P2', 'P1'] });
    state = setChoice(state, 'publisher', 'P2', null);
    expect(editorToRefinements(state)).toEqual([r('publisher', 'P1', true)]);
  });

  it('pages standard filter lists at 15 per page', () => {
    const items = Array.from({ length: 32 }, (_, i) => i);
    expect(standardPage(items, 1)).toEqual({ items: items.slice(0, 15), page: 1, pages: 3 });
    expect(standardPage(items, 3)).toEqual({ items: [30, 31], page: 3, pages: 3 });
    expect(standardPage(items, 9).page).toBe(3);
    expect(standardPage([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
